/**
 * npm run bench:actions — time from a tool call to its result, inside the extension's worker, through the path a
 * task takes (tabwright.runAgentStep: the loop's executeToolCalls, the policy gate's approve with the target's
 * facts, secret substitution, execute with locate, checks, trusted input, settle and snapshot diff, then redaction
 * with the password values of every frame), per tool and page, median of RUNS, in a visible tab and in a hidden one
 * (another tab in front). Settle is time spent waiting on the page, reported apart from the tool's own overhead:
 * after the action (navigation, requests, DOM and animations quiet; the diff's snapshot is collected inside that
 * window) and inside it (options of a dropdown appearing, an element still moving). Fresh refs come from an untimed
 * snapshot before each run. Writes bench/results/actions.json. CASES=regex picks cases ("click swagger").
 * Targets: click/type/select_option overhead <= 150 ms median; hidden <= 1.5x visible.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { launchWithExtension, type ExtensionBrowser } from '../test/e2e/helpers/browser';
import { refOf } from '../test/e2e/helpers/refs';
import { writeSettings } from '../test/e2e/helpers/settings';
import { startStaticServer } from '../test/fixtures/serve';

const RUNS = Math.max(3, Number(process.env.RUNS ?? 5));
const TARGET_MS = 150;
const HIDDEN_TARGET = 1.5;

interface Case {
  tool: string;
  page: string;
  url: string;
  /** Arguments for run i, from a fresh full snapshot. */
  args(snapshot: string, i: number): Record<string, unknown>;
  /** Untimed preparation before the runs (open a panel...). */
  setup?(
    page: Page,
    run: (name: string, args: Record<string, unknown>) => Promise<unknown>,
    snapshot: () => Promise<string>,
  ): Promise<void>;
}

const TOOLS = '/test/fixtures/pages/tools';
const CASES: Case[] = [
  {
    tool: 'click',
    page: 'fixture',
    url: `${TOOLS}/basic.html`,
    args: (s) => ({ ref: refOf(s, 'button', 'Increment') }),
  },
  {
    tool: 'type',
    page: 'fixture',
    url: `${TOOLS}/basic.html`,
    args: (s, i) => ({ ref: refOf(s, 'textbox', 'Name'), text: `Ada ${i}` }),
  },
  {
    tool: 'select_option',
    page: 'fixture',
    url: `${TOOLS}/forms.html`,
    args: (s, i) => ({ ref: refOf(s, 'combobox', 'Size'), values: i % 2 ? 'Small' : 'Large' }),
  },
  {
    tool: 'hover',
    page: 'fixture',
    url: `${TOOLS}/basic.html`,
    args: (s) => ({ ref: refOf(s, 'button', 'Hover me') }),
  },
  {
    tool: 'press_key',
    page: 'fixture',
    url: `${TOOLS}/forms.html`,
    args: (s) => ({ ref: refOf(s, 'textbox', 'Key field'), keys: 'ArrowDown' }),
  },
  {
    tool: 'click',
    page: 'swagger-ui',
    url: '/test/fixtures/apps/swagger-ui/',
    args: (s) => ({ ref: refOf(s, 'button', /^GET \/pet ?\/\{petId\}/) }),
  },
  {
    tool: 'type',
    page: 'swagger-ui',
    url: '/test/fixtures/apps/swagger-ui/',
    args: (s, i) => ({ ref: refOf(s, 'textbox', /petId/), text: String(i + 1) }),
    async setup(_page, run, snapshot) {
      await run('click', { ref: refOf(await snapshot(), 'button', /^GET \/pet ?\/\{petId\}/) });
      await run('click', { ref: refOf(await snapshot(), 'button', 'Try it out') });
    },
  },
  {
    tool: 'click',
    page: 'shoelace',
    url: '/test/fixtures/apps/shoelace/',
    args: (s) => ({ ref: refOf(s, 'checkbox', 'I accept the terms') }),
  },
  {
    tool: 'type',
    page: 'shoelace',
    url: '/test/fixtures/apps/shoelace/',
    args: (s, i) => ({ ref: refOf(s, 'textbox', 'Full name *'), text: `Ada ${i}` }),
  },
  {
    tool: 'select_option',
    page: 'shoelace',
    url: '/test/fixtures/apps/shoelace/',
    args: (s, i) => ({ ref: refOf(s, 'combobox', 'Country'), values: i % 2 ? 'Norway' : 'Japan' }),
  },
  {
    tool: 'select_option',
    page: 'choices',
    url: '/test/fixtures/apps/choices/',
    args: (s, i) => ({ ref: refOf(s, 'combobox', 'Country'), values: i % 2 ? 'Norway' : 'Peru' }),
  },
  {
    tool: 'press_key',
    page: 'monaco',
    url: '/test/fixtures/apps/monaco/',
    args: (s, i) => ({ ref: refOf(s, 'textbox', /Editor content/), keys: i % 2 ? 'ArrowDown' : 'ArrowUp' }),
  },
  {
    tool: 'type',
    page: 'tinymce',
    url: '/test/fixtures/apps/tinymce/',
    args: (s, i) => ({ ref: refOf(s, 'generic', 'Rich Text Area'), text: `Body ${i}` }),
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Step {
  ok: boolean;
  text: string;
  ms: number;
  timing?: { totalMs: number; settleMs: number };
}

/** One call through the agent's own path (see src/background/agent-step.ts), timed in the worker. */
function agentStep(ext: ExtensionBrowser, tabId: number, name: string, args: Record<string, unknown>): Promise<Step> {
  return ext.inWorker(
    (t: number, n: string, a: Record<string, unknown>) =>
      (globalThis as unknown as { tabwright: { runAgentStep(...x: unknown[]): Promise<Step> } }).tabwright.runAgentStep(
        t,
        n,
        a,
      ),
    tabId,
    name,
    args,
  );
}

interface Timed {
  totalMs: number;
  settleMs: number;
  overheadMs: number;
}

export async function main(): Promise<void> {
  const server = await startStaticServer({ root: process.cwd() });
  const ext = await launchWithExtension();
  const only = process.env.CASES ? new RegExp(process.env.CASES) : undefined;
  const rows: Array<{ tool: string; page: string; visible: Timed; hidden: Timed; hiddenRatio: number; runs: number }> =
    [];
  try {
    // The policy gate reads the site permissions: acting here is allowed, as a user who granted it would have.
    await writeSettings(ext, {
      sitePermissions: { [server.url]: { read: 'allow', act: 'allow', mode: 'act-without-asking' } },
    });
    const page = await ext.newPage('about:blank');
    const tabId = await ext.tabIdOf(page);
    // Another tab to put in front: the worked-on page is then hidden (no frames, throttled timers).
    const front = await ext.newPage('about:blank');
    const snapshot = async () => {
      const r = await agentStep(ext, tabId, 'snapshot', { mode: 'full' });
      if (!r.ok) throw new Error(`snapshot failed: ${r.text}`);
      return r.text;
    };
    const run = (name: string, args: Record<string, unknown>) => agentStep(ext, tabId, name, args);
    for (const c of CASES) {
      if (only && !only.test(`${c.tool} ${c.page}`)) continue;
      await page.bringToFront();
      await page.goto(`${server.url}${c.url}`, { waitUntil: 'load' });
      // The real-app host pages say when their app has rendered.
      if (c.url.includes('/apps/'))
        await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
      await c.setup?.(page, run, snapshot);
      // Visible and hidden runs alternate on the same page, so load on the machine and page state weigh on both alike.
      const samples: Record<'visible' | 'hidden', Step[]> = { visible: [], hidden: [] };
      for (let i = 0; i < RUNS + 1; i++) {
        // Toggles (expand, collapse) flip every run: each mode goes first in every other round to get both.
        const order = i % 2 ? (['hidden', 'visible'] as const) : (['visible', 'hidden'] as const);
        for (const [k, mode] of order.entries()) {
          await (mode === 'hidden' ? front : page).bringToFront();
          const args = c.args(await snapshot(), 2 * i + k);
          const r = await run(c.tool, args);
          if (!r.ok) throw new Error(`${c.tool} on ${c.page} (${mode}) failed: ${r.text}`);
          if (i > 0) samples[mode].push(r); // the first round warms the worker's caches (isolated worlds, JIT)
        }
      }
      const timed = (xs: Step[]): Timed => {
        const settle = xs.map((s) => s.timing?.settleMs ?? 0);
        return {
          totalMs: Math.round(median(xs.map((s) => s.ms))),
          settleMs: Math.round(median(settle)),
          overheadMs: Math.round(median(xs.map((s, i) => s.ms - settle[i]!))),
        };
      };
      const measured = { visible: timed(samples.visible), hidden: timed(samples.hidden) };
      rows.push({
        tool: c.tool,
        page: c.page,
        ...measured,
        hiddenRatio: Math.round((measured.hidden.totalMs / measured.visible.totalMs) * 100) / 100,
        runs: RUNS,
      });
      console.log(`${c.tool} ${c.page}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await ext.close();
    await server.close();
  }
  const out = path.join('bench', 'results', 'actions.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(
    `\nTool call -> result in the worker through the agent's path (validation, policy gate with the target's facts,`,
  );
  console.log(
    `execute, redaction with every frame's password values), median of ${RUNS} runs (ms). settle = waiting on the page;`,
  );
  console.log(
    `overhead = total - settle. hidden = another tab in front. Targets: click/type/select_option overhead <= ${TARGET_MS}; hidden <= ${HIDDEN_TARGET}x visible.\n`,
  );
  console.log(
    '| tool | page | visible total | visible settle | visible overhead | hidden total | hidden settle | hidden / visible |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const over =
      ['click', 'type', 'select_option'].includes(r.tool) && r.visible.overheadMs > TARGET_MS ? ' (over target)' : '';
    const slow = r.hiddenRatio > HIDDEN_TARGET ? ' (over target)' : '';
    console.log(
      `| ${r.tool} | ${r.page} | ${r.visible.totalMs} | ${r.visible.settleMs} | ${r.visible.overheadMs}${over} | ${r.hidden.totalMs} | ${r.hidden.settleMs} | ${r.hiddenRatio.toFixed(2)}${slow} |`,
    );
  }
  console.log(`\nwrote ${out}`);
}
