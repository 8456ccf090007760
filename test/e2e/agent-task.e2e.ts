/**
 * A whole task the way a user runs it: a request in the side panel, the model (fake, scripted by intent against the
 * snapshot the extension really sent) drives the browser tools on a real app, and the page shows the result.
 * In the OpenAI wire format: tasks with tool calls in the Anthropic format run in agent-widgets.e2e.ts (Excalidraw,
 * the date picker) and agent-loop.e2e.ts, so a second swagger-ui run here cost CI ~30-50 s and tested nothing new.
 */
import { expect, it } from 'vitest';
import { agentHarness, openSwaggerForTask } from './helpers/harness';
import { assistantTexts, waitForSession, type WireFormat } from './helpers/agent';

const h = agentHarness({ check: 'done' });

for (const format of ['openai'] as WireFormat[]) {
  it(`swagger-ui: looks up pet 5 through Try it out + Execute (${format})`, async () => {
    const { page, tabId } = await openSwaggerForTask(h, format);
    h.llm.script([
      { tool: 'snapshot', args: { mode: 'full' } },
      { tool: 'click', target: { role: 'button', name: /^GET \/pet\/\{petId\}/ } },
      { tool: 'click', target: { role: 'button', name: 'Try it out' } },
      { tool: 'type', target: { role: 'textbox', name: /petId/ }, args: { text: '5' } },
      { tool: 'click', target: { role: 'button', name: 'Execute' } },
      { say: 'I sent GET /pet/5; the response panel shows the request URL.' },
    ]);
    const panel = await h.ext.openPanel(tabId);
    await panel.type('textarea', 'Find pet 5 in this API console');
    await panel.keyboard.press('Enter');
    // The real side panel sits beside the page; as a tab it would hide the page, and Chrome throttles hidden pages.
    await page.bringToFront();
    const view = await waitForSession(
      h.ext,
      tabId,
      (v) => v.status !== 'running' && assistantTexts(v).length > 0,
      40_000,
    );
    expect(view.status).toBe('idle');
    expect(assistantTexts(view).at(-1)).toContain('GET /pet/5');
    // What the page shows, not what the agent says.
    await page.waitForSelector('.request-url pre');
    expect(await page.$eval('.request-url pre', (n) => n.textContent)).toMatch(/\/pet\/5$/);
    // Each tool step came back as a result the model read; none was an error.
    const results = view.messages.filter((m) => m.role === 'toolResult');
    expect(results.map((r) => r.toolName)).toEqual(['snapshot', 'click', 'click', 'type', 'click']);
    expect(results.filter((r) => r.isError)).toEqual([]);
    // The prompt prefix stayed byte-identical across turns (provider caches hit).
    expect(new Set(h.llm.requests.map((r) => r.system)).size).toBe(1);
    await panel.close();
    await page.close();
  });
}
