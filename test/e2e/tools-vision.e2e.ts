/**
 * Canvas apps, where only a screenshot can answer and only coordinates can act: chart.js (hide a dataset by
 * clicking its legend entry) and excalidraw (draw a rectangle). Positions come from screenshot pixels.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, excalidrawShapes, northLegendPoint, type AppHarness } from './helpers/app-harness';

async function screenshotScale(): Promise<number> {
  const shot = await tools.run('screenshot');
  if (!shot.ok) throw new Error(shot.error);
  return Number(/1 image px = ([\d.]+) CSS px/.exec(shot.text)![1]);
}

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

describe('chart.js', () => {
  it('hides the North dataset by clicking its legend entry at screenshot coordinates', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/apps/chartjs/`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true);
    const k = await screenshotScale();
    // Where a model would look in the image: the legend box of "North" (the test reads it from the chart).
    const north = await northLegendPoint(page);
    await tools.ok('click_xy', { x: north.x / k, y: north.y / k });
    expect(
      await page.evaluate(() =>
        (window as unknown as { chart: { isDatasetVisible(i: number): boolean } }).chart.isDatasetVisible(0),
      ),
    ).toBe(false);
    expect(
      await page.evaluate(() =>
        (window as unknown as { chart: { isDatasetVisible(i: number): boolean } }).chart.isDatasetVisible(1),
      ),
    ).toBe(true);
  });
});

describe('excalidraw', () => {
  it('draws a rectangle: the Rectangle tool by ref, then a drag at screenshot coordinates', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/apps/excalidraw/?empty`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
    await tools.ok('click', { ref: await tools.ref('radio', /^Rectangle/) });
    const k = await screenshotScale();
    await tools.ok('drag', { from: { x: 400 / k, y: 300 / k }, to: { x: 600 / k, y: 450 / k } });
    const elements = await excalidrawShapes(page);
    expect(elements).toEqual([{ type: 'rectangle', width: 200, height: 150 }]);
  });
});
