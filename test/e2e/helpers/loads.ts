/**
 * Shared by the red-team load files (redteam-loads, redteam-popups): a task that waits on the model while the page
 * acts by itself, the decision log, and what the canary server received.
 */
import { createGate } from '../../fake-llm/index.js';
import type { Harness } from '../../fixtures/pages/redteam/harness';
import { sendTask } from './agent';

export const EMAIL = 'alice.canary@victim.example';

export function loadChecks(h: Harness) {
  /** The task's decision log as `tool:verdict` (with the reason when `why`). */
  const decisions = async (why = !!process.env.DEBUG_LOADS): Promise<string[]> =>
    (
      (await h.ext.inWorker(
        `globalThis.tabwright.sessions.get(${h.tabId}).then((l) => l.conversation.decisions ?? [])`,
      )) as Array<{ tool: string; verdict: string; reason: string }>
    ).map((d) => `${d.tool}:${d.verdict}${why ? ` ${d.reason}` : ''}`);
  const canaryGot = (path: string) => h.servers.canary.requests.some((r) => r.url.startsWith(path));
  /** Waits for `ok`; timed out, says what the log and the canary had (reasons included). */
  const until = async (what: string, ok: () => Promise<boolean> | boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > end)
        throw new Error(
          `timed out waiting for ${what}: decisions ${(await decisions(true)).join(' | ')}; canary got ${h.servers.canary.requests.map((r) => r.url).join(' ')}`,
        );
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  /** A task in the tab that has read the page and now waits on the model (release the gate to end it). */
  const taskWaitingOnModel = async (): Promise<ReturnType<typeof createGate>> => {
    await h.ext.inWorker(`globalThis.tabwright.sessions.reset(${h.tabId})`);
    const gate = createGate();
    h.llm.reset();
    h.llm.script([
      { tool: 'snapshot', args: {} },
      { say: 'Done.', hold: gate },
    ]);
    await sendTask(h.ext, h.tabId, 'Tidy up my notes');
    await gate.reached;
    return gate;
  };
  return { decisions, canaryGot, until, taskWaitingOnModel };
}
