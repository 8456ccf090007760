/**
 * npm run corpus:check — loads every corpus app (test/fixtures/apps/corpus.ts) in plain Chromium with the
 * network limited to the fixture server, and prints per app: load time, requests that left 127.0.0.1 (answered
 * from node_modules when a CDN path maps there, else aborted), page errors and failed requests. An app that needs
 * the network, throws or never gets ready shows up here before it skews a benchmark.
 */
import { startStaticServer } from '../test/fixtures/serve';
import { CORPUS, openCorpusApp } from '../test/fixtures/apps/corpus';
import { launchChromium } from './snapshot-apps';

export async function main(): Promise<void> {
  const root = process.cwd();
  const server = await startStaticServer({ root });
  const browser = await launchChromium();
  let bad = 0;
  try {
    for (const app of CORPUS) {
      if (process.env.ONLY && !process.env.ONLY.split(',').includes(app.name)) continue;
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 720 });
      const outside: string[] = [];
      const problems: string[] = [];
      await page.setRequestInterception(true);
      page.on('request', (r) => {
        if (r.url().startsWith(server.url) || r.url().startsWith('data:') || r.url().startsWith('blob:'))
          return void r.continue();
        outside.push(r.url());
        void r.abort();
      });
      page.on('pageerror', (e) => problems.push(`error: ${String(e).slice(0, 160)}`));
      page.on('requestfailed', (r) => {
        if (r.url().startsWith(server.url)) problems.push(`failed: ${r.url()}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`${r.status()}: ${r.url()}`);
      });
      const t0 = performance.now();
      let ready = 'ok';
      try {
        await openCorpusApp(page, server.url, app, root);
      } catch (e) {
        ready = `NOT READY (${String(e).slice(0, 80)})`;
      }
      const ms = Math.round(performance.now() - t0);
      const els = await page.evaluate(() => document.querySelectorAll('*').length).catch(() => -1);
      if (ready !== 'ok' || outside.length || problems.length) bad++;
      console.log(`${app.name.padEnd(20)} ${ready} ${ms} ms, ${els} elements`);
      for (const u of outside) console.log(`   outside: ${u}`);
      for (const p of problems) console.log(`   ${p}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (bad) process.exitCode = 1;
}
