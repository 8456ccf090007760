/**
 * Real widgets driven by the model, not by the test: the fake LLM is scripted by intent against the snapshots (and
 * screenshots) the extension really sent, the agent loop runs the tools through the policy gate, and the page is
 * read to check. choices.js (search, multi-select, tags, submit), chart.js (a legend click by coordinates) and
 * excalidraw (a rectangle drawn by a drag at screenshot coordinates).
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { agentHarness } from './helpers/harness';
import { allowSites, runTaskOn, useFakeModel } from './helpers/agent';
import { excalidrawShapes, northLegendPoint, openApp, QUILL_HEADING_AND_BULLET, quillOps } from './helpers/app-harness';

const h = agentHarness({
  check: 'done',
  ready: async ({ ext, llm, servers }) =>
    useFakeModel(ext, llm, 'anthropic', {
      sitePermissions: allowSites(servers.main.url),
    }),
});

const runOn = (page: Page, task: string) => runTaskOn(h.ext, page, task);

it('choices.js: searches and picks Norway, selects two interests, adds a tag and submits', async () => {
  const page = await h.ext.newPage();
  await openApp(page, h.servers.main.url, 'choices');
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Country' }, args: { values: 'Norway' } },
    { tool: 'select_option', target: { role: 'listbox', name: 'Interests' }, args: { values: ['Hiking', 'Food'] } },
    { tool: 'type', target: { role: 'searchbox', name: 'Tags' }, args: { text: 'family', submit: true } },
    { tool: 'click', target: { role: 'button', name: 'Submit' } },
    { say: 'Trip submitted: Norway, Hiking and Food, tagged family.' },
  ]);
  await runOn(page, 'Plan a trip to Norway for hiking and food, tag it family, and submit');
  await page.waitForFunction(() => location.pathname === '/mock/trip');
  const query = new URL(page.url()).searchParams;
  expect(query.get('country')).toBe('Norway');
  expect(query.getAll('interests')).toEqual(['Hiking', 'Food']);
  expect(query.get('tags')).toBe('budget,family');
  await page.close();
});

/** The image-to-CSS scale the newest screenshot result states, as a model reads it. */
function statedScale(messages: Array<{ text: string }>): number {
  const scale = Number(
    messages
      .map((m) => /1 image px = ([\d.]+) CSS px/.exec(m.text)?.[1])
      .filter(Boolean)
      .at(-1),
  );
  if (!(scale > 0)) throw new Error('the screenshot result states no scale');
  return scale;
}

const visionModel = () =>
  useFakeModel(h.ext, h.llm, 'anthropic', {
    sitePermissions: allowSites(h.servers.main.url),
    providers: [
      {
        id: 'fake',
        kind: 'anthropic',
        label: 'Fake',
        apiKey: 'test-key',
        baseUrl: h.llm.anthropicBaseUrl,
        model: 'claude-sonnet-4-5',
        vision: 'auto',
      },
    ],
  });

it('chart.js: hides the North dataset by clicking its legend at the screenshot point the model picked', async () => {
  // A model that reads images: the screenshot reaches it inside the tool result.
  await visionModel();
  const page = await h.ext.newPage();
  await openApp(page, h.servers.main.url, 'chartjs');
  // Where a model looking at the screenshot would click: the legend box of "North", in CSS pixels...
  const north = await northLegendPoint(page);
  h.llm.script([
    { tool: 'screenshot', args: {} },
    // ...converted to the image's pixels with the scale the screenshot result states, as the model would read it.
    (req) => {
      const scale = statedScale(req.messages);
      return { tool: 'click_xy', args: { x: north.x / scale, y: north.y / scale } };
    },
    { say: 'North is hidden now.' },
  ]);
  await runOn(page, 'Hide the North series in the chart');
  const visible = await page.evaluate(() => {
    const chart = (window as unknown as { chart: { isDatasetVisible(i: number): boolean } }).chart;
    return [chart.isDatasetVisible(0), chart.isDatasetVisible(1)];
  });
  expect(visible).toEqual([false, true]);
  await page.close();
});

it('excalidraw: picks the Rectangle tool by ref and drags a 200x150 rectangle at screenshot coordinates', async () => {
  await visionModel();
  const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/apps/excalidraw/?empty`);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'click', target: { role: 'radio', name: /^Rectangle/ } },
    { tool: 'screenshot', args: {} },
    (req) => {
      const k = statedScale(req.messages);
      return { tool: 'drag', args: { from: { x: 400 / k, y: 300 / k }, to: { x: 600 / k, y: 450 / k } } };
    },
    { say: 'Drew a rectangle.' },
  ]);
  await runOn(page, 'Draw a rectangle in the middle of the canvas');
  const elements = await excalidrawShapes(page);
  expect(elements).toEqual([{ type: 'rectangle', width: 200, height: 150 }]);
  await page.close();
});

it('flatpickr: picks 2025-03-10 to 2025-03-14 in the range picker', async () => {
  const page = await h.ext.newPage();
  await openApp(page, h.servers.main.url, 'flatpickr');
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'click', target: { role: 'textbox', name: 'Dates' } },
    // The popup's days arrive in the click's changes: only there is "March 10" the popup's own.
    { tool: 'click', target: { role: 'generic', name: 'March 10, 2025' } },
    // flatpickr redraws its days after a pick; the popup is the last calendar on the page.
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'click', target: { role: 'generic', name: 'March 14, 2025', nth: 1 } },
    { say: 'Picked March 10 to 14.' },
  ]);
  await runOn(page, 'Choose March 10 to March 14, 2025');
  expect(await page.$eval('#range', (i) => (i as HTMLInputElement).value)).toBe('2025-03-10 to 2025-03-14');
  await page.close();
});

it('quill: makes line 1 a heading 1 and line 2 a bullet item', async () => {
  const page = await h.ext.newPage();
  await openApp(page, h.servers.main.url, 'quill');
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    // The editor is a contenteditable without a role: the one unnamed generic with a ref.
    { tool: 'click', target: { role: 'generic' } },
    { tool: 'press_key', args: { keys: 'Control+Home' } },
    { tool: 'select_option', target: { role: 'button', name: 'Normal' }, args: { values: 'Heading 1' } },
    { tool: 'press_key', args: { keys: 'ArrowDown' } },
    { tool: 'click', target: { role: 'button', name: 'list: bullet' } },
    { say: 'Formatted.' },
  ]);
  await runOn(page, 'Make the first line a heading and the second a bullet point');
  expect(await quillOps(page)).toEqual(QUILL_HEADING_AND_BULLET);
  await page.close();
});
