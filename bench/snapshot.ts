/**
 * npm run bench:snapshot — our snapshot vs Playwright's page.ariaSnapshot({mode:'ai'}), same Chromium, o200k tokens.
 * Part 1 (bench/snapshot-corpus.ts): every page, the fixture apps and the real-app corpus, through the snapshot
 * tool in the built extension as the agent calls it: tokens, time (median of RUNS warm calls, and after an
 * action), recall by name, lists not shortened, viewport vs full.
 * Part 2 (below, ENGINE=0 skips it): the engine alone over a puppeteer CDP session on the fixture apps, with the
 * diffs after actions. Writes bench/results/snapshot.json: { tool: [...], engine: [...] }.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { chromium } from 'playwright-core';
import { SnapshotEngine } from '../src/agent/snapshot';
import { collectPage } from '../src/background/cdp/collect';
import { puppeteerTransport } from '../src/background/cdp/puppeteer-transport';
import { startStaticServer } from '../test/fixtures/serve';
import { APPS, launchChromium, openApp, settle } from './snapshot-apps';
import { measureOurs, measurePlaywright, measureRawAx, recall } from './snapshot-measure';
import { printTable, runCorpusBench } from './snapshot-corpus';

const RUNS = Number(process.env.RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const r1 = (x: number) => Math.round(x * 10) / 10;
const excusedNote = (e: Record<string, number>) =>
  Object.keys(e).length
    ? `; missed: ${Object.entries(e)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`
    : '';

/**
 * Tokens of the lines of the new snapshot that the old one did not have (compared without indentation): what any
 * diff must carry at least. When an action replaces most of a small page (a tab switch) this floor is above 0.2.
 */
function newLineTokens(before: string, after: string): number {
  const old = new Map<string, number>();
  for (const l of before.split('\n').slice(1)) old.set(l.trim(), (old.get(l.trim()) ?? 0) + 1);
  const fresh = after
    .split('\n')
    .slice(1)
    .filter((l) => {
      const k = old.get(l.trim()) ?? 0;
      if (k > 0) old.set(l.trim(), k - 1);
      return k === 0;
    });
  return countTokens(fresh.join('\n'));
}

export async function main(): Promise<void> {
  const root = process.cwd();
  const toolRows = await runCorpusBench(root, RUNS);
  const engineRows = process.env.ENGINE === '0' ? [] : await engineBench(root);
  const out = path.join(root, 'bench/results/snapshot.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify({ tool: toolRows, engine: engineRows }, null, 2)}\n`);
  console.log(
    `\nThrough the snapshot tool (the built extension, as the agent calls it) vs Playwright ariaSnapshot({mode:'ai'}),`,
  );
  console.log(
    `same Chromium, 1280x720, medians of ${RUNS} warm calls, o200k tokens. Recall = Playwright's named actionable elements`,
  );
  console.log(`shown by name with a ref in our full snapshot as printed (test/corpus/recall.ts).\n`);
  printTable(toolRows);
  const low = toolRows.filter((r) => r.recall < 0.98);
  if (low.length)
    console.log(`\nrecall below 98%: ${low.map((r) => `${r.page} (${r.missed.slice(0, 3).join('; ')})`).join('\n  ')}`);
  console.log(`\nwrote ${path.relative(root, out)}`);
}

async function engineBench(root: string): Promise<unknown[]> {
  const only = process.env.ONLY?.split(',');
  const server = await startStaticServer({ root });
  const xsite = await startStaticServer({ root, host: 'localhost' });
  const browser = await launchChromium();
  const pwBrowser = await chromium.connectOverCDP(browser.wsEndpoint());
  const rows: unknown[] = [];
  const table: string[] = [];
  try {
    for (const app of APPS) {
      if (only && !only.includes(app.name)) continue;
      const page = await openApp(browser, server.url, app, xsite.url);
      const cdp = await page.createCDPSession();
      const transport = await puppeteerTransport(cdp);
      await settle(page, 200);
      const pwPage = pwBrowser
        .contexts()
        .flatMap((c) => c.pages())
        .find((p) => p.url() === page.url())!;
      const ours = [],
        pw = [],
        raw: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Alternate so neither side always runs on a warm cache.
        ours.push(await measureOurs(transport));
        pw.push(await measurePlaywright(pwPage));
        raw.push(await measureRawAx(cdp));
      }
      const o = ours[ours.length - 1]!;
      const p = pw[pw.length - 1]!;
      const fullText = o.engine.current()!.text;
      const rec = await recall(pwPage, p.text, cdp, o.engine, fullText);
      // BENCH_DUMP=dir writes both texts per page, to read side by side where the tokens go.
      if (process.env.BENCH_DUMP) {
        await mkdir(process.env.BENCH_DUMP, { recursive: true });
        await writeFile(path.join(process.env.BENCH_DUMP, `${app.name}.ours.txt`), fullText);
        await writeFile(path.join(process.env.BENCH_DUMP, `${app.name}.pw.txt`), p.text);
      }
      const row = {
        page: app.name,
        ours: {
          chars: o.chars,
          tokens: o.tokens,
          sentTokens: o.sentTokens,
          refs: o.refs,
          ms: r1(median(ours.map((x) => x.ms))),
          viewportTokens: o.viewportTokens,
        },
        playwright: { chars: p.chars, tokens: p.tokens, refs: p.refs, ms: r1(median(pw.map((x) => x.ms))) },
        axRawMs: r1(median(raw)),
        recall: r1(rec.strict * 100) / 100,
        recallNested: r1(rec.nested * 100) / 100,
        recallOf: rec.wanted,
        missed: rec.missed.slice(0, 8),
        nestedOnly: rec.nestedOnly.slice(0, 8),
        excused: rec.excused,
      };
      rows.push(row);
      table.push(
        `| ${app.name} | ${o.tokens} | ${p.tokens} | ${(o.tokens / p.tokens).toFixed(2)} | ${o.sentTokens} (${(o.sentTokens / p.tokens).toFixed(2)}) | ${o.viewportTokens} (${(o.viewportTokens / p.tokens).toFixed(2)}) | ${o.refs} / ${p.refs} | ${row.ours.ms} | ${row.playwright.ms} | ${row.axRawMs} | ${(rec.strict * 100).toFixed(0)}% (${(rec.nested * 100).toFixed(0)}%) of ${rec.wanted}${excusedNote(rec.excused)} |`,
      );

      for (const action of app.actions ?? []) {
        const engine = new SnapshotEngine();
        const before = engine.build(await collectPage(transport), { mode: 'full' }).text;
        await action.run(page);
        await settle(page);
        // Time of the snapshot the model gets after the action (collect + diff), against a full snapshot's median.
        // In the extension the collection overlaps the settle window (src/background/browser/settle.ts), so what
        // the action adds is the engine's diff (`diffMs`); `afterMs` is the stand-alone collect + diff.
        const t0 = performance.now();
        const collected = await collectPage(transport);
        const t1 = performance.now();
        const d = engine.diff(collected, { mode: 'full' });
        const afterMs = r1(performance.now() - t0);
        const diffMs = r1(performance.now() - t1);
        const diffTokens = countTokens(d.text);
        const fullTokens = countTokens(d.snapshot.text);
        const newTokens = newLineTokens(before, d.snapshot.text);
        rows.push({
          page: app.name,
          action: action.name,
          diffTokens,
          fullTokens,
          newTokens,
          afterMs,
          diffMs,
          fullMs: row.ours.ms,
        });
        table.push(
          `| ${app.name} → ${action.name} | diff ${diffTokens} | full ${fullTokens} | ${(diffTokens / fullTokens).toFixed(2)} | new lines alone ${(newTokens / fullTokens).toFixed(2)} | | | ${afterMs} (${(afterMs / row.ours.ms).toFixed(2)}x); diff only ${diffMs} (${(diffMs / row.ours.ms).toFixed(2)}x) | | | |`,
        );
      }
      transport.dispose();
      await page.close();
    }
  } finally {
    await pwBrowser.close().catch(() => undefined);
    await browser.close();
    await server.close();
    await xsite.close();
  }
  console.log(
    `Snapshot benchmark: ours = collectPage over a puppeteer CDP session + SnapshotEngine (full mode); Playwright =`,
  );
  console.log(
    `page.ariaSnapshot({mode:'ai'}); same Chromium (${await browser.version().catch(() => 'chromium')}), 1280x720, medians of ${RUNS} runs, o200k tokens.`,
  );
  console.log(
    `Recall = Playwright's interactive/[cursor=pointer] main-frame elements carrying one of our printed refs (in parentheses: or inside one).\n`,
  );
  console.log(
    '| page | ours tokens | Playwright tokens | ratio | as sent, wrapped with the URL (ratio) | viewport tokens (ratio) | refs ours / PW | ours ms | PW ms | raw AX ms | recall |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const l of table) console.log(l);
  return rows;
}
