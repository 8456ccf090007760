/**
 * Setup for tests that drive the tools directly (no model): fixture servers, Chromium with the extension, one page
 * and its tab id, and a tool runner bound to that tab; closed after the file. `openApp` loads a real-app host page
 * and waits until the app says it is ready.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from './browser';
import { startFixtureServers } from './servers';
import { toolRunner } from './tools';

export interface AppHarness {
  ext: ExtensionBrowser;
  servers: Awaited<ReturnType<typeof startFixtureServers>>;
  page: Page;
  tabId: number;
  tools: ReturnType<typeof toolRunner>;
}

/** Calls `ready` once everything is up, so a test file can keep plain variables. */
export function appHarness(ready: (harness: AppHarness) => void): void {
  let made: AppHarness | undefined;
  beforeAll(async () => {
    const servers = await startFixtureServers();
    const ext = await launchWithExtension();
    const page = await ext.newPage('about:blank');
    const tabId = await ext.tabIdOf(page);
    made = { ext, servers, page, tabId, tools: toolRunner(ext, () => made!.tabId) };
    ready(made);
  });
  afterAll(async () => {
    await made?.ext.close();
    await made?.servers.close();
  });
}

export interface ToolsPage extends AppHarness {
  /** The fixture page opened before the file's tests. */
  url: string;
}

/** appHarness with one of our tools fixture pages (test/fixtures/pages/tools/) opened before the file's tests. */
export function toolsPageHarness(file: string, ready: (harness: ToolsPage) => void): void {
  let made: AppHarness;
  appHarness((m) => {
    made = m;
  });
  beforeAll(async () => {
    const url = `${made.servers.main.url}/test/fixtures/pages/tools/${file}`;
    await made.page.goto(url, { waitUntil: 'load' });
    ready({ ...made, url });
  });
}

export async function openApp(page: Page, origin: string, app: string, query = ''): Promise<void> {
  await page.goto(`${origin}/test/fixtures/apps/${app}/${query}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
}

/** The quill fixture's content as Quill holds it (its delta ops), for checking what formatting landed. */
export function quillOps(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () => (window as unknown as { quill: { getContents(): { ops: unknown[] } } }).quill.getContents().ops,
  );
}

/** The quill fixture after "line 1 a heading 1, line 2 a bullet point", by the tools or by the agent. */
export const QUILL_HEADING_AND_BULLET = [
  { insert: 'Agenda for Monday' },
  { insert: '\n', attributes: { header: 1 } },
  { insert: 'Budget review' },
  { insert: '\n', attributes: { list: 'bullet' } },
  { insert: 'Hiring plan\n' },
];

/**
 * The chartjs fixture: the middle of the "North" legend entry in CSS pixels, where a model looking at a screenshot
 * would click to hide that dataset (read from the chart, since the canvas draws it).
 */
export function northLegendPoint(page: Page): Promise<{ x: number; y: number }> {
  return page.evaluate(() => {
    const chart = (
      window as unknown as {
        chart: {
          legend: { legendHitBoxes: Array<{ left: number; top: number; width: number; height: number }> };
          canvas: HTMLCanvasElement;
        };
      }
    ).chart;
    const box = chart.legend.legendHitBoxes[0]!;
    const canvas = chart.canvas.getBoundingClientRect();
    return { x: canvas.left + box.left + box.width / 2, y: canvas.top + box.top + box.height / 2 };
  });
}

/** The excalidraw fixture's drawn elements, sizes rounded: what the user sees on the canvas. */
export function excalidrawShapes(page: Page): Promise<Array<{ type: string; width: number; height: number }>> {
  return page.evaluate(() =>
    (
      window as unknown as {
        excalidrawAPI: { getSceneElements(): Array<{ type: string; width: number; height: number }> };
      }
    ).excalidrawAPI
      .getSceneElements()
      .map((e) => ({ type: e.type, width: Math.round(e.width), height: Math.round(e.height) })),
  );
}
