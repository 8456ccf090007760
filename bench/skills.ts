/**
 * npm run bench:skills — the same task on the Vue 3 shopping list (test/fixtures/apps/vue), run by the model and
 * replayed as a skill, through the real extension: wall time from start to the end of the run, model requests, and
 * o200k tokens sent to the model (and the output tokens it reported). The model is the fake LLM, which answers at
 * once: a real model adds its own latency to every request, so the model run's time here is a lower bound.
 * RUNS=N (default 3) alternates model and replay runs on a fresh page each; medians are reported. Writes
 * bench/results/skills.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { Page } from 'puppeteer';
import { startFakeLlm } from '../test/fake-llm/index';
import { sendTask, useFakeModel, waitForSession } from '../test/e2e/helpers/agent';
import { launchWithExtension, type ExtensionBrowser } from '../test/e2e/helpers/browser';
import { startFixtureServers } from '../test/e2e/helpers/servers';

const RUNS = Number(process.env.RUNS ?? 3);
const TASK = (item: string, aisle: string) => `Add ${item} to the list, aisle ${aisle}`;
const ITEMS = [
  ['Eggs', 'Dairy'],
  ['Butter', 'Bakery'],
  ['Tea', 'Produce'],
  ['Jam', 'Bakery'],
  ['Rice', 'Produce'],
] as const;

interface Measure {
  ms: number;
  requests: number;
  inputTokens: number;
  outputTokens: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function fromExtensionPage<T>(ext: ExtensionBrowser, message: unknown): Promise<T> {
  const page = await ext.newPage(ext.extensionUrl('src/options/index.html'));
  try {
    return (await page.evaluate((m) => chrome.runtime.sendMessage(m), message)) as T;
  } finally {
    await page.close();
  }
}

export async function main(): Promise<void> {
  const [servers, llm, ext] = await Promise.all([
    startFixtureServers(),
    startFakeLlm({ models: ['fake-model'] }),
    launchWithExtension(),
  ]);
  const vue = async (): Promise<{ page: Page; tabId: number }> => {
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/apps/vue/`);
    await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
    return { page, tabId: await ext.tabIdOf(page) };
  };
  try {
    const allow = { [servers.main.url]: { read: 'allow', act: 'allow', mode: 'inherit' } };
    await useFakeModel(ext, llm, 'openai', { sitePermissions: allow });
    const model: Measure[] = [];
    const replay: Measure[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [item, aisle] = ITEMS[i % ITEMS.length]!;
      // The model's run.
      {
        const { page, tabId } = await vue();
        llm.reset();
        llm.script([
          { tool: 'snapshot', args: { mode: 'full' } },
          { tool: 'type', target: { role: 'textbox', name: 'Item' }, args: { text: item } },
          { tool: 'select_option', target: { role: 'combobox', name: 'Aisle' }, args: { values: aisle } },
          { tool: 'click', target: { role: 'button', name: 'Add' } },
          { say: `I added ${item}.` },
        ]);
        const start = performance.now();
        await sendTask(ext, tabId, TASK(item, aisle));
        const view = await waitForSession(
          ext,
          tabId,
          (v) => v.status === 'idle' && v.messages.some((m) => m.role === 'assistant' && m.stopReason === 'stop'),
          60_000,
        );
        model.push({
          ms: performance.now() - start,
          requests: llm.requests.length,
          inputTokens: llm.requests.reduce((n, r) => n + countTokens(r.rawBody), 0),
          outputTokens: view.usage.output,
        });
        llm.assertDone();
        if (i === 0) {
          const saved = await fromExtensionPage<{ ok: boolean; error?: string }>(ext, {
            type: 'skills/save',
            tabId,
            name: 'add-item',
          });
          if (!saved.ok) throw new Error(`save failed: ${saved.error}`);
        }
        await page.close();
      }
      // The skill's replay, with other values.
      {
        const { page, tabId } = await vue();
        llm.reset();
        const runsBefore = await ext.inWorker(
          async () => (((await chrome.storage.local.get('skillRuns')).skillRuns ?? []) as unknown[]).length,
        );
        const start = performance.now();
        const started = await fromExtensionPage<{ ok: boolean; error?: string }>(ext, {
          type: 'skills/run',
          tabId,
          name: 'add-item',
          values: { item: `${item}2`, aisle },
        });
        if (!started.ok) throw new Error(`run failed: ${started.error}`);
        for (;;) {
          const runs = await ext.inWorker(
            async () => ((await chrome.storage.local.get('skillRuns')).skillRuns ?? []) as Array<{ ok: boolean }>,
          );
          if (runs.length > runsBefore) {
            if (!runs[0]!.ok) throw new Error(`replay failed: ${JSON.stringify(runs[0])}`);
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
        replay.push({ ms: performance.now() - start, requests: llm.requests.length, inputTokens: 0, outputTokens: 0 });
        await page.close();
      }
    }
    const summary = (xs: Measure[]) => ({
      medianMs: Math.round(median(xs.map((x) => x.ms))),
      requests: median(xs.map((x) => x.requests)),
      inputTokens: median(xs.map((x) => x.inputTokens)),
      outputTokens: median(xs.map((x) => x.outputTokens)),
    });
    const result = {
      runs: RUNS,
      task: TASK('<item>', '<aisle>'),
      model: summary(model),
      replay: summary(replay),
      raw: { model, replay },
    };
    await mkdir(path.join(process.cwd(), 'bench/results'), { recursive: true });
    await writeFile(path.join(process.cwd(), 'bench/results/skills.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log('| run | median time | model requests | input tokens | output tokens |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [name, s] of [
      ['model (fake LLM, instant answers)', result.model],
      ['skill replay', result.replay],
    ] as const)
      console.log(
        `| ${name} | ${(s.medianMs / 1000).toFixed(1)} s | ${s.requests} | ${s.inputTokens} | ${s.outputTokens} |`,
      );
  } finally {
    await ext.close();
    await llm.close();
    await servers.close();
  }
}
