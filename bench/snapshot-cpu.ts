/**
 * npm run bench:snapshot-cpu — the CPU a full snapshot costs, ours against Playwright's ariaSnapshot({mode:'ai'}),
 * per corpus app and per Chromium process (the page's renderer, the extension's, the browser, the rest).
 *
 * Why CPU and not milliseconds: on a loaded machine (tests or other sessions beside the bench) the wall-clock ratio of
 * two 20-60 ms calls moves by half from run to run; the CPU time a process spends on the same work hardly moves.
 * Chromium counts it itself (SystemInfo.getProcessInfo). Idle CPU over the same wall time is subtracted, for apps that
 * keep their page busy. The split by process is rough (Chromium counts CPU in ticks of a few ms, and which process is
 * which is found by spinning each); the total is the figure to compare. ONLY=a,b limits the apps; N (default 8) calls a side per round, 3 rounds, median round.
 */
import type { CDPSession } from 'puppeteer';
import { type Browser as PwBrowser, chromium } from 'playwright-core';
import { type ExtensionBrowser, launchWithExtension } from '../test/e2e/helpers/browser';
import { startStaticServer } from '../test/fixtures/serve';
import { CORPUS, openCorpusApp } from '../test/fixtures/apps/corpus';
import { playwrightPage } from '../test/corpus/playwright-page';
import { settle } from './snapshot-apps';
import { median, r1 } from './snapshot-tool';

const N = Number(process.env.N ?? 8);
const ROUNDS = 3;

type Cpu = Map<number, number>;

async function cpuByProcess(browser: CDPSession): Promise<Cpu> {
  const { processInfo } = (await browser.send('SystemInfo.getProcessInfo' as never)) as {
    processInfo: { id: number; cpuTime: number }[];
  };
  return new Map(processInfo.map((p) => [p.id, p.cpuTime * 1000]));
}

/** CPU ms each process spent while `fn` made `runs` calls, per call. */
async function spent(browser: CDPSession, runs: number, fn: (runs: number) => Promise<unknown>) {
  const before = await cpuByProcess(browser);
  const start = performance.now();
  await fn(runs);
  const wall = performance.now() - start;
  const after = await cpuByProcess(browser);
  const per = new Map([...after].map(([id, ms]) => [id, (ms - (before.get(id) ?? 0)) / runs]));
  return { per, wall: wall / runs };
}

/**
 * The process that burns CPU while `busy` runs: which renderer holds the page, which the extension. Asked twice, the
 * process with the most CPU in both (another process can be busy with something else once).
 */
async function processOf(browser: CDPSession, busy: () => Promise<unknown>): Promise<number> {
  const [a, b] = [(await spent(browser, 1, busy)).per, (await spent(browser, 1, busy)).per];
  return [...a].map(([id, ms]) => [id, Math.min(ms, b.get(id) ?? 0)] as const).sort((x, y) => y[1] - x[1])[0]![0];
}

const spin = (ms: number) => `(() => { const end = Date.now() + ${ms}; while (Date.now() < end); })()`;

interface Row {
  app: string;
  ours: { total: number; page: number; extension: number; browser: number; rest: number };
  playwright: { total: number; page: number; browser: number; rest: number };
  ratio: number;
}

async function measure(
  ext: ExtensionBrowser,
  cdp: CDPSession,
  origin: string,
  extPid: number,
  app: (typeof CORPUS)[number],
  pw: PwBrowser,
): Promise<Row> {
  const page = await ext.browser.newPage();
  try {
    await openCorpusApp(page, origin, app, process.cwd());
    await settle(page);
    const tabId = await ext.tabIdOf(page);
    const pwp = await playwrightPage(pw, page);
    // All N calls in one visit to the worker: the bench's own way in (a DevTools session per visit) costs the
    // browser CPU the agent never spends.
    const ours = (runs: number) =>
      ext.inWorker(
        async (t: number, n: number) => {
          const tw = (globalThis as unknown as { tabwright: { runTool(...a: unknown[]): Promise<{ ok: boolean }> } })
            .tabwright;
          for (let i = 0; i < n; i++)
            if (!(await tw.runTool(t, 'snapshot', { mode: 'full' })).ok) throw new Error('snapshot failed');
        },
        tabId,
        runs,
      );
    const theirs = async (runs: number) => {
      for (let i = 0; i < runs; i++) await pwp.ariaSnapshot({ mode: 'ai' });
    };
    const pagePid = await processOf(cdp, () => page.evaluate(spin(600)));
    const browserPid = ext.browser.process()?.pid;
    await ours(3);
    await theirs(3);
    const rounds: { ours: Map<number, number>; theirs: Map<number, number> }[] = [];
    for (let k = 0; k < ROUNDS; k++) {
      const a = await spent(cdp, N, ours);
      const b = await spent(cdp, N, theirs);
      const idle = await spent(cdp, 1, () => new Promise((r) => setTimeout(r, 300)));
      // Idle CPU per wall ms of each process, taken off each side's figure for the time it ran.
      const less = (s: typeof a) =>
        new Map([...s.per].map(([id, ms]) => [id, Math.max(0, ms - ((idle.per.get(id) ?? 0) / 300) * s.wall)]));
      rounds.push({ ours: less(a), theirs: less(b) });
    }
    const sum = (m: Map<number, number>) => [...m.values()].reduce((s, v) => s + v, 0);
    const pick = (m: Map<number, number>, id: number | undefined) => (id === undefined ? 0 : (m.get(id) ?? 0));
    const mid = rounds.map((r) => ({ r, total: sum(r.ours) })).sort((x, y) => x.total - y.total)[1]!.r;
    const split = (m: Map<number, number>) => {
      const [pg, ex, br] = [pick(m, pagePid), pick(m, extPid), pick(m, browserPid)];
      return { total: r1(sum(m)), page: r1(pg), extension: r1(ex), browser: r1(br), rest: r1(sum(m) - pg - ex - br) };
    };
    const o = split(mid.ours);
    const { extension: _x, ...p } = split(mid.theirs);
    const ratio = r1((median(rounds.map((r) => sum(r.ours))) / median(rounds.map((r) => sum(r.theirs)))) * 100) / 100;
    return { app: app.name, ours: o, playwright: p, ratio };
  } finally {
    await page.close();
  }
}

export async function main(): Promise<void> {
  const only = process.env.ONLY?.split(',');
  const server = await startStaticServer({ root: process.cwd() });
  const ext = await launchWithExtension({ debuggingPort: true });
  const pw = await chromium.connectOverCDP(ext.cdpUrl!);
  const cdp = await ext.browser.target().createCDPSession();
  const rows: Row[] = [];
  try {
    // The worker's process, once: the renderer that burns CPU while the worker spins (it stays while the bench runs).
    // Not at once: the browser's own WebUI renderers start up for a few seconds after launch.
    await new Promise((r) => setTimeout(r, 4000));
    const extPid = await processOf(cdp, () => ext.inWorker(spin(600)));
    for (const app of CORPUS.filter((a) => !a.heavy && (!only || only.includes(a.name)))) {
      const row = await measure(ext, cdp, server.url, extPid, app, pw).catch((e: unknown) =>
        console.error(app.name, String(e)),
      );
      if (!row) continue;
      rows.push(row);
      console.error(`${row.app}: ${row.ours.total} vs ${row.playwright.total} CPU ms (${row.ratio.toFixed(2)}x)`);
    }
  } finally {
    await pw.close().catch(() => undefined);
    await ext.close();
    await server.close();
  }
  console.log(`\nCPU ms per full snapshot (all Chromium processes, median of ${ROUNDS} rounds of ${N} warm calls)\n`);
  console.log(
    '| app | ours: total (page / extension / browser / rest) | Playwright: total (page / browser / rest) | ratio |',
  );
  console.log('|---|---|---|---|');
  for (const r of rows) {
    const o = r.ours;
    const p = r.playwright;
    console.log(
      `| ${r.app} | ${o.total} (${o.page} / ${o.extension} / ${o.browser} / ${o.rest}) | ${p.total} (${p.page} / ${p.browser} / ${p.rest}) | ${r.ratio.toFixed(2)}x |`,
    );
  }
  const under = rows.filter((r) => r.ratio <= 1).length;
  console.log(`\n${under} of ${rows.length} apps at or under Playwright's CPU.`);
}
