/**
 * The agent loop inside the real service worker, against the fake LLM in both wire formats: answers stream into the
 * session, provider failures end in clear messages with the conversation kept, Stop works mid-stream, a killed worker
 * loses nothing, and two tabs run at once.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { createGate } from '../fake-llm/index.js';
import { agentHarness } from './helpers/harness';
import {
  allowSites,
  assistantTexts,
  sendTask,
  sessionView,
  useFakeModel,
  waitForSession,
  type WireFormat,
} from './helpers/agent';

const h = agentHarness({ check: 'failures' });

async function freshTab(): Promise<{ page: Page; tabId: number }> {
  const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/pages/child.html`);
  return { page, tabId: await h.ext.tabIdOf(page) };
}

for (const format of ['openai', 'anthropic'] as WireFormat[]) {
  describe(`${format} wire format`, () => {
    it("streams an answer into the tab's conversation and shows it in the panel", async () => {
      await useFakeModel(h.ext, h.llm, format);
      h.llm.script([{ say: 'This page has one button, named "Child button".', chunkDelayMs: 5 }]);
      const { tabId } = await freshTab();
      const panel = await h.ext.openPanel(tabId);
      await panel.type('textarea', 'What is on this page?');
      await panel.keyboard.press('Enter');
      const view = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length === 1);
      expect(assistantTexts(view)).toEqual(['This page has one button, named "Child button".']);
      expect(view.usage.output).toBeGreaterThan(0);
      await panel.waitForFunction(() =>
        [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes('Child button')),
      );
      // The request carried the user's words and the system prompt.
      expect(h.llm.requests[0]!.messages.at(-1)!.text).toContain('What is on this page?');
      expect(h.llm.requests[0]!.system).toMatch(/untrusted/i);
      await panel.close();
    });

    it('retries a 429 and then answers', async () => {
      await useFakeModel(h.ext, h.llm, format);
      h.llm.script([{ fail: { status: 429, retryAfter: 1 } }, { say: 'Done after a retry.' }]);
      const { tabId } = await freshTab();
      await sendTask(h.ext, tabId, 'hello');
      const view = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
      expect(assistantTexts(view)).toEqual(['Done after a retry.']);
      expect(h.llm.requests).toHaveLength(2);
    });

    it('ends a stream cut mid-way with a clear error and keeps the conversation', async () => {
      await useFakeModel(h.ext, h.llm, format);
      h.llm.script([{ say: 'A long answer that will be cut off somewhere in the middle of it.', cutAfterChunks: 3 }]);
      const { tabId } = await freshTab();
      await sendTask(h.ext, tabId, 'Tell me a story');
      const view = await waitForSession(h.ext, tabId, (v) => v.status === 'error');
      expect(view.error?.message).toMatch(/connection|network|closed|interrupted|try again/i);
      expect(view.messages[0]).toMatchObject({ role: 'user' });
      expect(JSON.stringify(view.messages[0])).toContain('Tell me a story');
    });
  });
}

describe('lifecycle', () => {
  it('Stop ends a running stream at once', async () => {
    await useFakeModel(h.ext, h.llm, 'openai');
    const gate = createGate();
    h.llm.script([{ say: 'This answer never finishes.', hold: gate, holdAfterChunks: 2 }]);
    const { tabId } = await freshTab();
    await sendTask(h.ext, tabId, 'Start something long');
    await gate.reached;
    await waitForSession(h.ext, tabId, (v) => v.status === 'running');
    await h.ext.inWorker(`globalThis.tabwright.stopTask(${tabId})`);
    const view = await waitForSession(h.ext, tabId, (v) => v.status !== 'running', 5_000);
    expect(view.status).toBe('idle');
    expect(view.messages.at(-1)).toMatchObject({ role: 'assistant', stopReason: 'aborted' });
    gate.release();
  });

  it('Stop during a key sequence stops the keys: no key is pressed after it', async () => {
    const origin = h.servers.main.url;
    await useFakeModel(h.ext, h.llm, 'openai', {
      sitePermissions: allowSites(origin),
    });
    // Sixteen keys of 800 ms each: on a loaded CI machine the Stop itself took seconds to arrive, and all of eight
    // had landed by then.
    const keys = [...'abcdefghijklmnop'];
    h.llm.script([{ tool: 'press_key', args: { keys } }, { say: 'Typed the code.' }]);
    const page = await h.ext.newPage(`${origin}/test/fixtures/pages/tools/slow-keys.html`);
    const tabId = await h.ext.tabIdOf(page);
    await page.focus('#code');
    await sendTask(h.ext, tabId, 'Type the code');
    // Mutation polling: the check runs right after the key handler. Polling by animation frame starved here, as
    // Chrome runs queued input before frames, so on a loaded machine it first saw the text after all the keys.
    await page.waitForFunction(() => (document.getElementById('keys')?.textContent ?? '').length >= 1, {
      timeout: 10_000,
      polling: 'mutation',
    });
    await h.ext.inWorker(`globalThis.tabwright.stopTask(${tabId})`);
    const view = await waitForSession(h.ext, tabId, (v) => v.status !== 'running', 5_000);
    expect(view.status).toBe('idle');
    const atStop = (await page.$eval('#keys', (n) => n.textContent ?? '')).length;
    // Each key takes the page 800 ms (slow enough for a Stop to land mid-sequence on a loaded machine): had the
    // sequence gone on, three more keys would land in the next 2.5 s.
    await new Promise((r) => setTimeout(r, 2_500));
    const typed = await page.$eval('#keys', (n) => n.textContent ?? '');
    expect(typed.length).toBeLessThan(keys.length);
    expect(typed.length).toBeLessThanOrEqual(atStop + 1);
  });

  it('keeps the conversation when the worker is stopped mid-task, shows it interrupted, and continues', async () => {
    await useFakeModel(h.ext, h.llm, 'anthropic');
    const gate = createGate();
    h.llm.script([{ say: 'Never arrives.', hold: gate }, { say: 'Picked up where we left off.' }]);
    const { tabId } = await freshTab();
    await sendTask(h.ext, tabId, 'Remember this task');
    await gate.reached;
    await h.ext.stopWorker();
    gate.release();
    const view = await waitForSession(h.ext, tabId, (v) => v.status === 'interrupted');
    expect(JSON.stringify(view.messages)).toContain('Remember this task');
    await h.ext.inWorker(`void globalThis.tabwright.continueTask(${tabId}); 0`);
    const resumed = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
    expect(assistantTexts(resumed)).toEqual(['Picked up where we left off.']);
  });

  it('runs tasks in two tabs at once without mixing them', async () => {
    await useFakeModel(h.ext, h.llm, 'openai');
    const gate = createGate();
    const answer = (req: { messages: Array<{ text: string }> }) => {
      const asked = req.messages.at(-1)!.text;
      return asked.includes('first')
        ? { say: 'Answer for the first tab.', hold: gate }
        : { say: 'Answer for the second tab.' };
    };
    h.llm.script([answer, answer]);
    const a = await freshTab();
    const b = await freshTab();
    await sendTask(h.ext, a.tabId, 'first tab task');
    await gate.reached;
    await sendTask(h.ext, b.tabId, 'second tab task');
    const second = await waitForSession(h.ext, b.tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
    expect((await waitForSession(h.ext, a.tabId, (v) => v.status === 'running')).status).toBe('running');
    gate.release();
    const first = await waitForSession(h.ext, a.tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
    expect(assistantTexts(first)).toEqual(['Answer for the first tab.']);
    expect(assistantTexts(second)).toEqual(['Answer for the second tab.']);
    expect(JSON.stringify(first.messages)).not.toContain('second tab task');
  });

  it('a new chat started while a task runs stays clean; the stopped task keeps its own conversation in history', async () => {
    await useFakeModel(h.ext, h.llm, 'openai');
    const gate = createGate();
    h.llm.script([{ say: 'Late answer for the old chat.', hold: gate, holdAfterChunks: 1 }]);
    const { tabId } = await freshTab();
    await sendTask(h.ext, tabId, 'old chat task');
    await gate.reached;
    const old = await waitForSession(h.ext, tabId, (v) => v.status === 'running');
    await h.ext.inWorker(`globalThis.tabwright.sessions.reset(${tabId})`);
    gate.release();
    await new Promise((r) => setTimeout(r, 500));
    const now = await sessionView(h.ext, tabId);
    expect(now.conversationId).not.toBe(old.conversationId);
    expect(now.messages).toEqual([]);
    expect(now.status).toBe('idle');
    const saved = await h.ext.inWorker<{ messages: unknown[]; status: string } | null>(
      `indexedDB.databases().then(() => new Promise((resolve) => { const r = indexedDB.open('tabwright'); r.onsuccess = () => { const q = r.result.transaction('conversations').objectStore('conversations').get(${JSON.stringify(old.conversationId)}); q.onsuccess = () => resolve(q.result ?? null); }; }))`,
    );
    expect(JSON.stringify(saved?.messages)).toContain('old chat task');
    expect(saved?.status).not.toBe('running');
  });

  it('a second message sent while the first is starting waits its turn instead of racing it', async () => {
    await useFakeModel(h.ext, h.llm, 'openai');
    h.llm.script([{ say: 'First answer.' }, { say: 'Second answer.' }]);
    const { tabId } = await freshTab();
    // Both in the same worker turn, like a double Enter.
    await h.ext.inWorker(
      `void globalThis.tabwright.startTask(${tabId}, 'one'); void globalThis.tabwright.startTask(${tabId}, 'two'); 0`,
    );
    const view = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length === 2);
    const turns = view.messages.map(
      (m) =>
        `${m.role}:${m.role === 'toolResult' ? '' : m.content.map((p) => (p.type === 'text' ? p.text : '')).join('')}`,
    );
    expect(turns).toEqual(['user:one', 'assistant:First answer.', 'user:two', 'assistant:Second answer.']);
    expect(h.llm.requests).toHaveLength(2);
  });
});
