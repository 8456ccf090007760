/**
 * npm run bench:walk-ceiling — how much of a snapshot after an action the in-page hint walk is, and the most that
 * keeping its style facts between reads could save (README, "By CPU"). Per corpus app, before and after its bench
 * action: the in-page collect, the hint walk, and the walk with style values (then boxes too) answered from a cache,
 * each a median of RUNS warm reads in a plain Chromium. A profile, not a timed test. ONLY=a,b picks the apps.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import puppeteer, { type Page } from 'puppeteer';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { CORPUS, openCorpusApp } from '../test/fixtures/apps/corpus';
import { startStaticServer } from '../test/fixtures/serve';

const RUNS = Number(process.env.RUNS ?? 9);
const ONLY = (process.env.ONLY ?? 'adminlte-dashboard,ag-grid,tabulator,handsontable,flatpickr,jsoneditor,trix')
  .split(',')
  .filter(Boolean);

const measure = (page: Page) =>
  page.evaluate(
    (runs) => (globalThis as { __walkCeiling?: (n: number) => Record<string, number> }).__walkCeiling!(runs),
    RUNS,
  );

const round = (row: Record<string, number>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Math.round(v * 10) / 10]));

export async function main(bundle: string): Promise<void> {
  const root = process.cwd();
  const script = readFileSync(bundle, 'utf8');
  const server = await startStaticServer({ root });
  const browser = await puppeteer.launch({ executablePath: await findChromium(), args: chromiumArgs() });
  console.log(`load average ${loadavg()[0]!.toFixed(1)}, medians of ${RUNS} warm reads, ms`);
  try {
    for (const app of CORPUS.filter((a) => ONLY.includes(a.name))) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 720 });
      await openCorpusApp(page, server.url, app, root);
      await page.evaluate(script);
      const before = round(await measure(page));
      await app.action.run(page, 0);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
      const after = round(await measure(page));
      console.log(app.name.padEnd(20), 'before', JSON.stringify(before));
      console.log(''.padEnd(20), 'after ', JSON.stringify(after));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
