/**
 * Developer aid: prints what the model would read on a page (full and viewport snapshots, find results) and can
 * record the collected page as a unit-test fixture. Run: node scripts/peek.mjs <app> [--record name] [--find q]
 * [--eval js-run-in-page-before] (app = a folder of test/fixtures/apps).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium, openApp, settle } from '../bench/snapshot-apps';
import { collectPage } from '../src/background/cdp/collect';
import { puppeteerTransport } from '../src/background/cdp/puppeteer-transport';
import { SnapshotEngine } from '../src/agent/snapshot';
import { startStaticServer } from '../test/fixtures/serve';

export async function main(argv: string[]): Promise<void> {
  const [app, ...rest] = argv;
  const opt = (k: string) => {
    const i = rest.indexOf(k);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const root = process.cwd();
  const server = await startStaticServer({ root });
  const browser = await launchChromium();
  try {
    const page = await openApp(browser, server.url, { name: app!, path: `${app}/${opt('--query') ?? ''}` });
    await settle(page, 300);
    const js = opt('--eval');
    if (js) {
      await page.evaluate(js);
      await settle(page, Number(opt('--wait') ?? 300));
    }
    const t = await puppeteerTransport(await page.createCDPSession());
    const collected = await collectPage(t);
    delete collected.timings;
    const engine = new SnapshotEngine();
    const mode = (opt('--mode') ?? 'full') as 'full' | 'viewport';
    console.log(engine.build(collected, { mode }).text);
    const q = opt('--find');
    if (q) console.log(engine.find({ text: q }).text);
    const rec = opt('--record');
    if (rec) {
      const text = JSON.stringify(collected).replaceAll(server.url, 'http://127.0.0.1:4100');
      await writeFile(path.join(root, 'test/fixtures/ax', `${rec}.json`), text);
      console.log(`recorded ${rec}.json ${(text.length / 1024).toFixed(0)} KB`);
    }
    t.dispose();
  } finally {
    await browser.close();
    await server.close();
  }
}
