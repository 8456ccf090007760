/**
 * Records CollectedPage JSON (what src/background/cdp/collect.ts returns) from the real apps into
 * test/fixtures/ax/<app>.json, plus <app>.<action>.json after each page-changing action. The unit tests of the
 * pure snapshot core run on these. Run: node scripts/record-ax.mjs [app...]; a name of the real-app corpus
 * (test/fixtures/apps/corpus.ts) records that app, then <app>.<action>.json after its action.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { type AppPage, APPS, launchChromium, openApp, settle } from '../bench/snapshot-apps';
import { collectPage } from '../src/background/cdp/collect';
import { puppeteerTransport } from '../src/background/cdp/puppeteer-transport';
import { CORPUS, openCorpusApp } from '../test/fixtures/apps/corpus';
import { startStaticServer } from '../test/fixtures/serve';

export async function main(argv: string[]): Promise<void> {
  const root = process.cwd();
  const outDir = path.join(root, 'test/fixtures/ax');
  await mkdir(outDir, { recursive: true });
  const server = await startStaticServer({ root });
  const xsite = await startStaticServer({ root, host: 'localhost' });
  const browser = await launchChromium();
  try {
    const corpus: AppPage[] = CORPUS.filter((a) => argv.includes(a.name)).map((a) => ({
      name: a.name,
      path: '',
      actions: [{ name: a.action.name, run: (page: Page) => a.action.run(page, 0) }],
    }));
    for (const app of [...APPS.filter((a) => argv.length === 0 || argv.includes(a.name)), ...corpus]) {
      const inCorpus = CORPUS.find((a) => a.name === app.name && !APPS.includes(app));
      let page: Page;
      if (inCorpus) {
        page = await browser.newPage();
        await page.setViewport({ width: 1280, height: 720 });
        await openCorpusApp(page, server.url, inCorpus, root);
        await settle(page);
      } else page = await openApp(browser, server.url, app, xsite.url);
      const transport = await puppeteerTransport(await page.createCDPSession());
      await settle(page, 200); // child sessions for OOPIFs arrive as events
      const write = async (file: string) => {
        const collected = await collectPage(transport);
        delete collected.timings;
        // Ports differ per run; normalise so recordings diff cleanly.
        const text = JSON.stringify(collected)
          .replaceAll(server.url, 'http://127.0.0.1:4100')
          .replaceAll(xsite.url, 'http://localhost:4101');
        await writeFile(path.join(outDir, file), text);
        console.log(
          `${file}: ${collected.frames.length} frames, ${collected.frames.reduce((n, f) => n + f.nodes.length, 0)} nodes, ${(text.length / 1024).toFixed(0)} KB`,
        );
      };
      await write(`${app.name}.json`);
      for (const action of app.actions ?? []) {
        await action.run(page);
        await settle(page);
        await write(`${app.name}.${action.name}.json`);
      }
      transport.dispose();
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    await xsite.close();
  }
}
