/**
 * bench:snapshot, through the tool: every page of bench/snapshot-apps.ts and of the real-app corpus
 * (test/fixtures/apps/corpus.ts), measured as the agent gets it (bench/snapshot-tool.ts) against Playwright on the
 * same Chromium. One browser with the built extension and a DevTools port that Playwright connects to.
 * ONLY=a,b limits the pages; RUNS (default 5) sets the medians; BENCH_DUMP=dir writes both texts per page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchWithExtension } from '../test/e2e/helpers/browser';
import { startStaticServer } from '../test/fixtures/serve';
import { CORPUS, openCorpusApp } from '../test/fixtures/apps/corpus';
import { playwrightPage } from '../test/corpus/playwright-page';
import { APPS, openApp, settle } from './snapshot-apps';
import { type AppRow, measureApp } from './snapshot-tool';

const x = (n: number | undefined) => (n === undefined ? '' : `${n.toFixed(2)}x`);

export function printTable(rows: AppRow[]): void {
  console.log(
    '| page | kind | tokens ours / PW (ratio) | lists not shortened (ratio) | viewport vs full: tokens (of our full, of PW) | full ms ours / PW (ratio) | after action ms (vs PW full) | recall (of N) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const flag = r.recall < 0.98 ? ' **below 98%**' : '';
    console.log(
      `| ${r.page} | ${r.kind} | ${r.ours.tokens} / ${r.playwright.tokens} (${x(r.tokenRatio)}) | ${r.unshortened.tokens} (${x(r.unshortened.tokenRatio)}) | ${r.viewportVsFull.tokens} (${x(r.viewportVsFull.ofOurFull)}, ${x(r.viewportVsFull.ofPlaywright)}) | ${r.ours.ms} / ${r.playwright.ms} (${x(r.timeRatio)}) | ${r.ours.afterActionMs ?? ''} (${x(r.afterActionRatio)}) | ${r.recallOf ? `${(r.recall * 100).toFixed(1)}% of ${r.recallOf}` : 'n/a (Playwright names none)'}${flag} |`,
    );
  }
}

export async function runCorpusBench(root: string, runs: number): Promise<AppRow[]> {
  const only = process.env.ONLY?.split(',');
  const want = (name: string) => !only || only.includes(name);
  const server = await startStaticServer({ root });
  const xsite = await startStaticServer({ root, host: 'localhost' });
  const ext = await launchWithExtension({ debuggingPort: true });
  const pw = await chromium.connectOverCDP(ext.cdpUrl!);
  const rows: AppRow[] = [];
  const pages = [
    ...APPS.filter((a) => want(a.name)).map((a) => ({
      name: a.name,
      kind: 'fixture',
      open: () => openApp(ext.browser, server.url, a, xsite.url),
      action: a.actions?.[0] && { name: a.actions[0].name, run: a.actions[0].run },
    })),
    ...CORPUS.filter((a) => want(a.name)).map((a) => ({
      name: a.name,
      kind: a.kind,
      async open() {
        const page = await ext.browser.newPage();
        await openCorpusApp(page, server.url, a, root);
        await settle(page);
        return page;
      },
      action: a.action,
    })),
  ];
  try {
    for (const p of pages) {
      const page = await p.open();
      try {
        const row = await measureApp(ext, page, await playwrightPage(pw, page), p.name, {
          runs,
          kind: p.kind,
          action: p.action,
          settle: (pg) => settle(pg, 300),
        });
        if (process.env.BENCH_DUMP) {
          await mkdir(process.env.BENCH_DUMP, { recursive: true });
          await writeFile(path.join(process.env.BENCH_DUMP, `${p.name}.ours.txt`), row.oursText);
          await writeFile(path.join(process.env.BENCH_DUMP, `${p.name}.pw.txt`), row.pwText);
        }
        const { oursText: _o, pwText: _p, ...kept } = row;
        rows.push(kept);
        console.error(`${p.name}: ${kept.ours.ms} ms vs ${kept.playwright.ms} ms, recall ${kept.recall}`);
      } catch (error) {
        console.error(`${p.name}: FAILED ${String(error)}`);
      } finally {
        await page.close().catch(() => undefined);
      }
    }
  } finally {
    await pw.close().catch(() => undefined);
    await ext.close();
    await server.close();
    await xsite.close();
  }
  return rows;
}
