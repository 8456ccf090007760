/**
 * One page measured through the snapshot tool as the agent calls it (globalThis.tabwright.runTool in the built
 * extension's worker: debugger, collection, engine, wrapping), against Playwright's ariaSnapshot({mode:'ai'}) on
 * the same tab of the same Chromium (connectOverCDP). Times are taken where each runs: ours inside the worker,
 * Playwright's from node (its own client). Tokens are o200k.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { Page as PwPage } from 'playwright-core';
import type { Page } from 'puppeteer';
import { buildTree } from '../src/agent/snapshot/build';
import { RefTable } from '../src/agent/snapshot/refs';
import { formatLine, plainRow } from '../src/agent/snapshot/render';
import type { VNode } from '../src/agent/snapshot/model';
import { readFile } from 'node:fs/promises';
import { collectPage, setPageScript } from '../src/background/cdp/collect';
import { puppeteerTransport } from '../src/background/cdp/puppeteer-transport';
import type { ExtensionBrowser } from '../test/e2e/helpers/browser';
import { nameRecall, type Recall } from '../test/corpus/recall';

// Snapshots this bench takes over its own CDP sessions read the page as the extension does: by the built page script.
setPageScript(() => readFile('dist/page-ax.js', 'utf8'));

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
export const r1 = (x: number) => Math.round(x * 10) / 10;

interface Timed {
  ms: number;
  text: string;
}

/** A tool call timed inside the worker (no evaluate round trip in the figure). */
export async function timedTool(ext: ExtensionBrowser, tabId: number, mode: 'full' | 'viewport'): Promise<Timed> {
  const r = await ext.inWorker(
    async (t: number, m: string) => {
      const tw = (
        globalThis as unknown as { tabwright: { runTool(...x: unknown[]): Promise<Record<string, unknown>> } }
      ).tabwright;
      const start = performance.now();
      const out = await tw.runTool(t, 'snapshot', { mode: m });
      return { ms: performance.now() - start, out };
    },
    tabId,
    mode,
  );
  const out = r.out as { ok: boolean; text?: string; error?: string };
  if (!out.ok) throw new Error(`snapshot ${mode} failed: ${out.error}`);
  return { ms: r.ms, text: out.text! };
}

export async function timedPlaywright(page: PwPage): Promise<Timed> {
  const start = performance.now();
  const text = await page.ariaSnapshot({ mode: 'ai' });
  return { ms: performance.now() - start, text };
}

/** The snapshot text without the `<untrusted_page>` wrapping the tool adds. */
export function bare(toolText: string): string {
  return toolText.replace(/^<untrusted_page[^>]*>\n/, '').replace(/\n<\/untrusted_page>$/, '');
}

/** Our full snapshot with no list cut and no 40k-character cap: what "lists not shortened" costs. */
export async function unshortenedText(page: Page): Promise<string> {
  const cdp = await page.createCDPSession();
  const transport = await puppeteerTransport(cdp);
  try {
    const { root } = buildTree(await collectPage(transport), new RefTable());
    const lines: string[] = [];
    const walk = (n: VNode, depth: number) => {
      lines.push(formatLine(n, depth));
      if (plainRow(n) === undefined) for (const c of n.children) walk(c, depth + 1);
    };
    for (const c of root.children) walk(c, 0);
    return lines.join('\n');
  } finally {
    transport.dispose();
    await cdp.detach().catch(() => undefined);
  }
}

export interface AppRow {
  page: string;
  kind: string;
  ours: { tokens: number; sentTokens: number; refs: number; ms: number; afterActionMs?: number };
  playwright: { tokens: number; ms: number };
  /** Time ratios ours / Playwright; afterAction against Playwright's full snapshot. */
  timeRatio: number;
  afterActionRatio?: number;
  action?: string;
  tokenRatio: number;
  unshortened: { tokens: number; tokenRatio: number; recall: number };
  viewportVsFull: { tokens: number; ofOurFull: number; ofPlaywright: number; ms: number };
  recall: number;
  recallOf: number;
  missed: string[];
}

const WARM_RUNS = 3;

export interface MeasureOptions {
  runs: number;
  kind: string;
  action?: { name: string; run(page: Page, i: number): Promise<void> };
  settle(page: Page): Promise<void>;
}

export async function measureApp(
  ext: ExtensionBrowser,
  page: Page,
  pwPage: PwPage,
  name: string,
  opts: MeasureOptions,
): Promise<AppRow & { oursText: string; pwText: string }> {
  const tabId = await ext.tabIdOf(page);
  // Warm both sides (debugger attach, injected scripts, JIT; an app like Monaco keeps the page's main thread busy
  // for seconds after load, and that settling must not fall on one side), then alternate so neither always goes
  // first.
  for (let i = 0; i < WARM_RUNS; i++) {
    await timedTool(ext, tabId, 'full');
    await timedPlaywright(pwPage);
  }
  const ours: Timed[] = [];
  const pw: Timed[] = [];
  for (let i = 0; i < opts.runs; i++) {
    if (i % 2 === 0) ours.push(await timedTool(ext, tabId, 'full'));
    pw.push(await timedPlaywright(pwPage));
    if (i % 2 === 1) ours.push(await timedTool(ext, tabId, 'full'));
  }
  const viewport: Timed[] = [];
  for (let i = 0; i < Math.max(3, Math.ceil(opts.runs / 2)); i++)
    viewport.push(await timedTool(ext, tabId, 'viewport'));
  const oursText = bare(ours.at(-1)!.text);
  const pwText = pw.at(-1)!.text;
  const full = unshortenedText(page);
  const recall: Recall = nameRecall(pwText, oursText);
  const unshortened = await full;
  const tokens = countTokens(oursText);
  const pwTokens = countTokens(pwText);
  const ms = r1(median(ours.map((x) => x.ms)));
  const pwMs = r1(median(pw.map((x) => x.ms)));
  let afterActionMs: number | undefined;
  if (opts.action) {
    const after: number[] = [];
    for (let i = 0; i < opts.runs; i++) {
      await opts.action.run(page, i);
      await opts.settle(page);
      after.push((await timedTool(ext, tabId, 'full')).ms);
    }
    afterActionMs = r1(median(after));
  }
  const vpTokens = countTokens(bare(viewport.at(-1)!.text));
  const unTokens = countTokens(unshortened);
  return {
    page: name,
    kind: opts.kind,
    ours: {
      tokens,
      sentTokens: countTokens(ours.at(-1)!.text),
      refs: (oursText.match(/ (f\d+)?e\d+\b/g) ?? []).length,
      ms,
      ...(afterActionMs !== undefined ? { afterActionMs } : {}),
    },
    playwright: { tokens: pwTokens, ms: pwMs },
    timeRatio: r1((ms / pwMs) * 100) / 100,
    ...(afterActionMs !== undefined
      ? { afterActionRatio: r1((afterActionMs / pwMs) * 100) / 100, action: opts.action!.name }
      : {}),
    tokenRatio: r1((tokens / pwTokens) * 100) / 100,
    unshortened: {
      tokens: unTokens,
      tokenRatio: r1((unTokens / pwTokens) * 100) / 100,
      recall: r1(nameRecall(pwText, unshortened).recall * 1000) / 1000,
    },
    viewportVsFull: {
      tokens: vpTokens,
      ofOurFull: r1((vpTokens / tokens) * 100) / 100,
      ofPlaywright: r1((vpTokens / pwTokens) * 100) / 100,
      ms: r1(median(viewport.map((x) => x.ms))),
    },
    recall: r1(recall.recall * 1000) / 1000,
    recallOf: recall.wanted,
    missed: recall.missed.slice(0, 12),
    oursText,
    pwText,
  };
}
