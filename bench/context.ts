/**
 * npm run bench:context — a 22-request scripted task on swagger-ui through the real extension (fake LLM, OpenAI wire
 * format): read each of seven operations (full snapshot, expand it, collapse it again). For every model request it counts the o200k tokens actually sent (older snapshots collapsed to a
 * placeholder) and what the same request would have cost had every snapshot been kept. Writes
 * bench/results/context.json: {steps, perStep: [{step, inputTokens, inputTokensNaive}], total, totalNaive}.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { startFakeLlm } from '../test/fake-llm/index';
import type { Step } from '../test/fake-llm/types';
import { launchWithExtension } from '../test/e2e/helpers/browser';
import { startFixtureServers } from '../test/e2e/helpers/servers';
import { useFakeModel, waitForSession, sendTask } from '../test/e2e/helpers/agent';
import type { ToolResultMessage } from '../src/shared/model';

/**
 * The seven GET operations whose names policy does not flag (the order ones say "purchase order", which asks the user
 * before a click): 7 operations = 22 model requests.
 */
const READ_ONLY_OPERATION = /^GET \/(pet|user|store \/inventory)/;
const READ_ONLY_OPERATIONS = 7;
/**
 * OPERATIONS=N reads N operations (cycling through the seven again): the ratio depends on the task's length, since
 * the fixed prefix and the newest snapshot are in both totals. The default (7) writes bench/results/context.json,
 * others context-<N>-operations.json.
 */
const OPERATIONS = Number(process.env.OPERATIONS ?? READ_ONLY_OPERATIONS);

export async function main(): Promise<void> {
  const [servers, llm, ext] = await Promise.all([
    startFixtureServers(),
    startFakeLlm({ models: ['fake-model'] }),
    launchWithExtension(),
  ]);
  try {
    const allow = { [servers.main.url]: { read: 'allow', act: 'allow', mode: 'inherit' } };
    await useFakeModel(ext, llm, 'openai', { maxSteps: 60, sitePermissions: allow });
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/apps/swagger-ui/`);
    await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
    const tabId = await ext.tabIdOf(page);
    // Look at the page, open an operation, read it, close it again: the page keeps its size, so what grows is only
    // what the conversation keeps. Every snapshot is full, so keeping them all grows fast.
    const operation = (k: number) => ({ tool: 'click', target: { role: 'button', name: READ_ONLY_OPERATION, nth: k } });
    const steps: Step[] = [];
    for (let k = 0; k < OPERATIONS; k++)
      steps.push(
        { tool: 'snapshot', args: { mode: 'full' } },
        operation(k % READ_ONLY_OPERATIONS),
        operation(k % READ_ONLY_OPERATIONS),
      );
    steps.push({ say: `I read ${OPERATIONS} operations.` });
    llm.script(steps);
    await sendTask(ext, tabId, 'Read the GET operations one by one');
    const view = await waitForSession(
      ext,
      tabId,
      (v) => v.status !== 'running' && v.messages.length > 3 * OPERATIONS,
      300_000,
    ).catch(async (error) => {
      const last = (
        await ext.inWorker<{ messages: unknown[] }>(`globalThis.tabwright.sessions.view(${tabId})`)
      ).messages.slice(-2);
      throw new Error(
        `${llm.requests.length} requests, failures ${JSON.stringify(llm.failures)}; last ${JSON.stringify(last).slice(-1500)}`,
        { cause: error },
      );
    });
    llm.assertDone();

    const originals = new Map(
      view.messages.filter((m): m is ToolResultMessage => m.role === 'toolResult').map((m) => [m.toolCallId, m.text]),
    );
    const perStep = llm.requests.map((request, i) => {
      const inputTokens = countTokens(request.rawBody);
      // What collapsing saved in this request: each placeholder versus the result it replaced.
      let saved = 0;
      for (const message of request.messages) {
        const original = message.toolCallId ? originals.get(message.toolCallId) : undefined;
        if (original !== undefined && original !== message.text)
          saved += countTokens(JSON.stringify(original)) - countTokens(JSON.stringify(message.text));
      }
      return { step: i + 1, inputTokens, inputTokensNaive: inputTokens + saved };
    });
    if (process.env.DEBUG_CONTEXT) {
      const last = llm.requests.at(-1)!;
      console.log(
        'system',
        countTokens(last.system),
        'tools',
        countTokens(JSON.stringify((last.body as { tools?: unknown }).tools ?? [])),
      );
      for (const m of last.messages) console.log(m.role, countTokens(m.text), JSON.stringify(m.text.slice(0, 160)));
    }
    const total = perStep.reduce((n, s) => n + s.inputTokens, 0);
    const totalNaive = perStep.reduce((n, s) => n + s.inputTokensNaive, 0);
    const result = {
      steps: perStep.length,
      perStep,
      total,
      totalNaive,
      ratio: Math.round((total / totalNaive) * 100) / 100,
    };
    await mkdir(path.join(process.cwd(), 'bench/results'), { recursive: true });
    const file = OPERATIONS === READ_ONLY_OPERATIONS ? 'context.json' : `context-${OPERATIONS}-operations.json`;
    await writeFile(path.join(process.cwd(), 'bench/results', file), JSON.stringify(result, null, 2) + '\n');

    console.log('| step | input tokens (collapsed) | input tokens (every snapshot kept) |');
    console.log('|---|---|---|');
    for (const s of perStep) console.log(`| ${s.step} | ${s.inputTokens} | ${s.inputTokensNaive} |`);
    console.log(`| total | ${total} | ${totalNaive} |`);
    console.log(`\nratio ${(total / totalNaive).toFixed(2)} (target <= 0.30); status ${view.status}`);
  } finally {
    await ext.close();
    await llm.close();
    await servers.close();
  }
}
