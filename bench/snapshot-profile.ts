/**
 * npm run bench:snapshot-profile — where a full snapshot's time goes, per corpus app (a profile, not a timed test).
 * Each CDP call the collection makes is timed alone over a puppeteer session (median of RUNS warm calls), with the
 * bytes it returns, then the pure work on the results, then the whole tool call inside the worker and Playwright's
 * ariaSnapshot({mode:'ai'}) on the same tab. ONLY=a,b limits the apps.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import type { CDPSession } from 'puppeteer';
import { SnapshotEngine } from '../src/agent/snapshot';
import { toRawNodes } from '../src/background/cdp/ax-nodes';
import { collectPage } from '../src/background/cdp/collect';
import { domHintsByFrame, SNAPSHOT_STYLES, type SnapshotResult } from '../src/background/cdp/dom-hints';
import { puppeteerTransport } from '../src/background/cdp/puppeteer-transport';
import { launchWithExtension } from '../test/e2e/helpers/browser';
import { CORPUS, openCorpusApp } from '../test/fixtures/apps/corpus';
import { startStaticServer } from '../test/fixtures/serve';
import { settle } from './snapshot-apps';
import { median, r1, timedPlaywright, timedTool } from './snapshot-tool';

const RUNS = Number(process.env.RUNS ?? 5);

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  let value!: T;
  const ms: number[] = [];
  await fn(); // warm
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    value = await fn();
    ms.push(performance.now() - start);
  }
  return { ms: r1(median(ms)), value };
}

const kb = (x: unknown) => Math.round(JSON.stringify(x).length / 1024);

async function profileOne(cdp: CDPSession) {
  const frames = await timed(() => cdp.send('Page.getFrameTree'));
  const ax = await timed(() => cdp.send('Accessibility.getFullAXTree'));
  const snap = await timed(() =>
    cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: SNAPSHOT_STYLES, includePaintOrder: true }),
  );
  const snapNoStyle = await timed(() => cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [] }));
  const metrics = (await cdp.send('Page.getLayoutMetrics')) as {
    cssVisualViewport: { clientWidth: number; clientHeight: number };
  };
  const vp = { width: metrics.cssVisualViewport.clientWidth, height: metrics.cssVisualViewport.clientHeight };
  const hints = await timed(async () => domHintsByFrame(snap.value as unknown as SnapshotResult, vp));
  const raw = await timed(async () => toRawNodes(ax.value.nodes as never));
  const transport = await puppeteerTransport(cdp);
  const collect = await timed(() => collectPage(transport));
  const build = await timed(async () => new SnapshotEngine().build(collect.value, { mode: 'full' }));
  transport.dispose();
  const docs = (snap.value as unknown as SnapshotResult).documents;
  const layoutNodes = docs.reduce((n, d) => n + d.layout.nodeIndex.length, 0);
  const domNodes = docs.reduce((n, d) => n + (d.nodes.parentIndex?.length ?? 0), 0);
  return {
    frames: countFrames((frames.value as { frameTree: FrameNode }).frameTree),
    axNodes: ax.value.nodes.length,
    axKB: kb(ax.value),
    axMs: ax.ms,
    domNodes,
    layoutNodes,
    snapKB: kb(snap.value),
    snapMs: snap.ms,
    snapNoStyleMs: snapNoStyle.ms,
    hintsMs: hints.ms,
    rawMs: raw.ms,
    buildMs: build.ms,
    collectMs: collect.ms,
  };
}

/** The same commands sent from the worker through chrome.debugger (the tool's transport), medians. */
async function workerCommands(ext: Awaited<ReturnType<typeof launchWithExtension>>, tabId: number) {
  return ext.inWorker(
    async (tab: number, runs: number, styles: string[]) => {
      const send = (m: string, p?: object) => chrome.debugger.sendCommand({ tabId: tab }, m, p);
      try {
        await chrome.debugger.attach({ tabId: tab }, '1.3');
      } catch {}
      const time = async (m: string, p?: object) => {
        const ms: number[] = [];
        await send(m, p);
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          await send(m, p);
          ms.push(performance.now() - t0);
        }
        return Math.round(ms.sort((a, b) => a - b)[Math.floor(runs / 2)]! * 10) / 10;
      };
      // The same bytes as one string (what a page function returning JSON text costs): the structure, not the
      // size, is what chrome.debugger charges for.
      const axBytes = JSON.stringify(await send('Accessibility.getFullAXTree')).length;
      return {
        ax: await time('Accessibility.getFullAXTree'),
        axAsString: await time('Runtime.evaluate', { expression: `'x'.repeat(${axBytes})`, returnByValue: true }),
        snap: await time('DOMSnapshot.captureSnapshot', { computedStyles: styles, includePaintOrder: true }),
        snapOwnStyles: await time('DOMSnapshot.captureSnapshot', { computedStyles: styles.slice(0, 6) }),
        roundTrip: await time('Runtime.evaluate', { expression: '1', returnByValue: true }),
      };
    },
    tabId,
    RUNS,
    SNAPSHOT_STYLES,
  );
}

interface FrameNode {
  childFrames?: FrameNode[];
}
const countFrames = (f: FrameNode): number => 1 + (f.childFrames ?? []).reduce((n, c) => n + countFrames(c), 0);

export async function main(): Promise<void> {
  const root = process.cwd();
  const only = process.env.ONLY?.split(',');
  const server = await startStaticServer({ root });
  const ext = await launchWithExtension({ debuggingPort: true });
  const pw = await chromium.connectOverCDP(ext.cdpUrl!);
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  console.log(`load average at start: ${load()} (${new Date().toISOString()})`);
  console.log(
    '| app | frames | AX nodes / KB | getFullAXTree ms | DOM nodes / layout nodes / KB | captureSnapshot ms (no styles) | hints ms | AX slim ms | build ms | collectPage ms (node) | tool ms (worker) | PW ms | worker: getFullAXTree ms (same bytes as a string) | worker: captureSnapshot ms (6 own styles only) | worker: empty round trip ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  try {
    for (const app of CORPUS.filter((a) => !only || only.includes(a.name))) {
      const page = await ext.browser.newPage();
      try {
        await openCorpusApp(page, server.url, app, root);
        await settle(page);
        const cdp = await page.createCDPSession();
        const p = await profileOne(cdp);
        await cdp.detach();
        const tabId = await ext.tabIdOf(page);
        const pwPage = pw
          .contexts()
          .flatMap((c) => c.pages())
          .find((x) => x.url() === page.url())!;
        await timedTool(ext, tabId, 'full');
        await timedPlaywright(pwPage);
        const inWorker = await workerCommands(ext, tabId);
        const tool: number[] = [];
        const pwMs: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          tool.push((await timedTool(ext, tabId, 'full')).ms);
          pwMs.push((await timedPlaywright(pwPage)).ms);
        }
        console.log(
          `| ${app.name} | ${p.frames} | ${p.axNodes} / ${p.axKB} | ${p.axMs} | ${p.domNodes} / ${p.layoutNodes} / ${p.snapKB} | ${p.snapMs} (${p.snapNoStyleMs}) | ${p.hintsMs} | ${p.rawMs} | ${p.buildMs} | ${p.collectMs} | ${r1(median(tool))} | ${r1(median(pwMs))} | ${inWorker.ax} (${inWorker.axAsString}) | ${inWorker.snap} (${inWorker.snapOwnStyles}) | ${inWorker.roundTrip} |`,
        );
      } catch (error) {
        console.log(`| ${app.name} | failed: ${String(error).slice(0, 120)} |`);
      } finally {
        await page.close().catch(() => undefined);
      }
    }
    console.log(`load average at end: ${load()}`);
  } finally {
    await pw.close().catch(() => undefined);
    await ext.close();
    await server.close();
  }
}
