// Relay mode through real files and the official OpenAI SDK: a "player" reads request-N.txt and writes answers,
// as a person or another model would.
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayResponder, startFakeLlm, type FakeLlm } from '../../fake-llm/index.js';
import { formatRequest } from '../../fake-llm/relay.js';
import type { RecordedRequest } from '../../fake-llm/types.js';
import { toToolSpecs } from '../../../src/agent/loop/tool-specs.js';
import { allTools } from '../../../src/agent/tools/index.js';
import { openai, openAiTools, SNAPSHOT, wrapped } from './helpers.js';

let llm: FakeLlm;
let dir: string;
const printed: string[] = [];
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'relay-'));
  llm = await startFakeLlm({
    responder: relayResponder({ dir, pollMs: 20, settleMs: 300, onRequest: (t) => printed.push(t) }),
  });
});
afterAll(() => llm.close());

async function waitForFile(file: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${file} never appeared`);
}

describe('relay mode', () => {
  it('writes each request readably and answers with the tool calls and text the player writes', async () => {
    const client = openai(llm);
    const tools = openAiTools('snapshot', 'click');
    const system = { role: 'system' as const, content: 'You are Tabwright.' };
    const user = { role: 'user' as const, content: 'Save the pet' };
    const first = client.chat.completions.create({ model: 'fake-model', messages: [system, user], tools });
    const request0 = await waitForFile(path.join(dir, 'request-0.txt'));
    expect(request0).toContain('--- system prompt ---\nYou are Tabwright.');
    expect(request0).toContain('snapshot(): ');
    expect(request0).toContain('--- user ---\nSave the pet');
    expect(request0).toContain(`answer-0.json`);
    // A malformed answer is set aside with the reason, and the corrected one is used.
    writeFileSync(path.join(dir, 'answer-0.json'), '{"tool": 12}');
    expect(await waitForFile(path.join(dir, 'answer-0.error.txt'))).toContain('"tool"');
    writeFileSync(path.join(dir, 'answer-0.json'), JSON.stringify({ say: 'Looking.', tool: 'snapshot', args: {} }));
    const r0 = await first;
    expect(r0.choices[0]!.message.content).toBe('Looking.');
    const call = r0.choices[0]!.message.tool_calls![0]!;
    expect(call.type === 'function' && call.function.name).toBe('snapshot');

    const history = [
      system,
      user,
      r0.choices[0]!.message,
      { role: 'tool' as const, tool_call_id: call.id, content: wrapped(SNAPSHOT) },
    ];
    const second = client.chat.completions.create({ model: 'fake-model', messages: history, tools });
    const request1 = await waitForFile(path.join(dir, 'request-1.txt'));
    // Only what is new: no system prompt or tool list again, the tool result with the snapshot.
    expect(request1).toContain('(system prompt unchanged');
    expect(request1).not.toContain('--- tools ---');
    expect(request1).toContain('(1 earlier message(s) unchanged)');
    expect(request1).toContain('-> call snapshot {}');
    expect(request1).toContain('button "Save" e12');
    // A file still being written (a shell redirect creates it empty first) is waited for, not rejected.
    writeFileSync(path.join(dir, 'answer-1.json'), '');
    await new Promise((r) => setTimeout(r, 150));
    writeFileSync(
      path.join(dir, 'answer-1.json'),
      JSON.stringify({ tools: [{ tool: 'click', args: { ref: 'e12' } }] }),
    );
    const r1 = await second;
    expect(existsSync(path.join(dir, 'answer-1.error.txt'))).toBe(false);
    const click = r1.choices[0]!.message.tool_calls![0]!;
    expect(click.type === 'function' && JSON.parse(click.function.arguments)).toEqual({ ref: 'e12' });

    // A retry of a request still waiting keeps its number; a plain-text answer is the final answer.
    const history2 = [
      ...history,
      r1.choices[0]!.message,
      { role: 'tool' as const, tool_call_id: click.id, content: 'Clicked' },
    ];
    const aborted = new AbortController();
    const third = client.chat.completions.create(
      { model: 'fake-model', messages: history2, tools },
      { signal: aborted.signal },
    );
    await waitForFile(path.join(dir, 'request-2.txt'));
    aborted.abort();
    await expect(third).rejects.toThrow();
    const retry = client.chat.completions.create({ model: 'fake-model', messages: history2, tools });
    await new Promise((r) => setTimeout(r, 100));
    writeFileSync(path.join(dir, 'answer-2.txt'), 'Saved the pet.\n');
    expect((await retry).choices[0]!.message.content).toBe('Saved the pet.');
    expect(existsSync(path.join(dir, 'request-3.txt'))).toBe(false);
    expect(printed).toHaveLength(3);
  });
});

describe('the tool list as the player reads it', () => {
  it('spells out nested shapes, unions and defaults from the real tool schemas', () => {
    const specs = toToolSpecs(allTools);
    const req = {
      index: 0,
      provider: 'openai',
      model: 'm',
      system: 's',
      messages: [],
      toolNames: specs.map((t) => t.name),
      body: { tools: specs.map((t) => ({ type: 'function', function: t })) },
    } as unknown as RecordedRequest;
    const text = formatRequest(req, undefined, '/tmp/relay');
    expect(text).toContain('fill_form(fields: {ref: string, value: string|boolean|string[]}[]): ');
    expect(text).toContain('press_key(keys: string|string[], ref?: string');
    expect(text).toContain('mode?: "replace"|"append"|"insert" = "replace"');
    expect(text).toContain('pages?: number (0.1..20) = 1');
    expect(text).toContain('drag(ref?: string, to_ref?: string, keep?: "row"|"column", from?: {x: number, y: number}');
  });
});
