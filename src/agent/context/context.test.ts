import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { AssistantMessage, Message, ToolResultMessage } from '../../shared/model';
import { classifyToolResult } from './classify';
import { CHANGES_PLACEHOLDER, collapseStale, SCREENSHOT_PLACEHOLDER, SNAPSHOT_PLACEHOLDER } from './collapse';
import { estimateTextTokens, estimateTokens } from './estimate';
import { fitContext } from './trim';
import { formatAction } from '../tools/format';

const img = { type: 'image' as const, mediaType: 'image/png' as const, data: 'iVBORw0KGgo=' };
let clock = 0;
const user = (text: string): Message => ({
  role: 'user',
  id: `u${++clock}`,
  createdAt: clock,
  content: [{ type: 'text', text }],
});
const call = (id: string, name: string, args: Record<string, unknown> = {}): AssistantMessage => ({
  role: 'assistant',
  id: `a${id}`,
  createdAt: ++clock,
  content: [{ type: 'toolCall', id, name, args }],
  stopReason: 'tool_use',
  provider: 'test',
  model: 'm',
});
const result = (
  id: string,
  kind: ToolResultMessage['kind'],
  text: string,
  extra: Partial<ToolResultMessage> = {},
): ToolResultMessage => ({
  role: 'toolResult',
  id: `r${id}`,
  createdAt: ++clock,
  toolCallId: id,
  toolName: kind,
  isError: false,
  kind,
  text,
  ...extra,
});

describe('classifyToolResult', () => {
  it('uses a declared kind, then the image, then the snapshot header', () => {
    expect(classifyToolResult({ ok: true, text: 'x', kind: 'snapshot' } as never)).toBe('snapshot');
    expect(classifyToolResult({ ok: true, text: 'shot', image: { ...img, width: 1, height: 1 } })).toBe('screenshot');
    expect(
      classifyToolResult({ ok: true, text: '<untrusted_page source="x">\n[page] Shop — https://x/\n- main' }),
    ).toBe('snapshot');
    expect(classifyToolResult({ ok: true, text: 'clicked e5' })).toBe('other');
    expect(classifyToolResult({ ok: false, error: '[page] not really' })).toBe('other');
  });
});

describe('collapseStale', () => {
  it('keeps only the newest snapshot and the newest screenshot', () => {
    const messages: Message[] = [
      user('task'),
      call('1', 'snapshot'),
      result('1', 'snapshot', '[page] one'),
      call('2', 'screenshot'),
      result('2', 'screenshot', 'shot 1', { image: img }),
      call('3', 'click'),
      result('3', 'other', 'clicked'),
      call('4', 'snapshot'),
      result('4', 'snapshot', '[page] two'),
      call('5', 'screenshot'),
      result('5', 'screenshot', 'shot 2', { image: img }),
    ];
    const out = collapseStale(messages);
    const texts = out.filter((m): m is ToolResultMessage => m.role === 'toolResult').map((m) => [m.text, !!m.image]);
    expect(texts).toEqual([
      [SNAPSHOT_PLACEHOLDER, false],
      [SCREENSHOT_PLACEHOLDER, false],
      ['clicked', false],
      ['[page] two', false],
      ['shot 2', true],
    ]);
    expect((messages[2] as ToolResultMessage).text).toBe('[page] one'); // the transcript itself is untouched
    expect(collapseStale(out)).toEqual(out); // stable: collapsing again changes nothing (cache-friendly)
  });
});

describe('estimate', () => {
  it('stays within 35% of o200k on snapshot-like text', () => {
    const snapshot = Array.from({ length: 200 }, (_, i) => `  - button "Add item ${i} to cart" [e${i}] [enabled]`).join(
      '\n',
    );
    const real = encode(snapshot).length;
    expect(Math.abs(estimateTextTokens(snapshot) - real) / real).toBeLessThan(0.35);
  });
});

describe('fitContext', () => {
  const long = (n: number) => 'x'.repeat(n);
  const conversation = (): Message[] => {
    const out: Message[] = [user('Find the cheapest flight to Lisbon')];
    for (let i = 0; i < 20; i++)
      out.push(call(`c${i}`, 'click', { ref: `e${i}` }), result(`c${i}`, 'other', long(4000)));
    return out;
  };

  it('returns the messages untouched when they fit', () => {
    const messages = conversation();
    expect(fitContext(messages, { budget: 1_000_000 })).toEqual({ messages, fits: true });
  });

  it('keeps the task and recent turns, summarises the middle, never orphans a tool result', () => {
    const messages = conversation();
    const fit = fitContext(messages, { budget: 10_000 });
    expect(fit.fits).toBe(true);
    expect(estimateTokens(fit.messages)).toBeLessThanOrEqual(10_000);
    expect(fit.messages[0]).toBe(messages[0]);
    const summary = fit.messages[1]!;
    expect(summary.role).toBe('user');
    expect(JSON.stringify(summary)).toMatch(/Context trimmed.*click \{\\"ref\\":\\"e0\\"\} -> ok/);
    expect(fit.messages[2]!.role).toBe('assistant');
    expect(fit.messages.at(-1)).toBe(messages.at(-1));
    // Reusing the cut keeps the same bytes on the next request.
    const next = [...messages, call('n', 'snapshot'), result('n', 'snapshot', '[page] short')];
    const again = fitContext(next, { budget: 10_000, previousCut: fit.cut });
    expect(again.cut).toBe(fit.cut);
    expect(again.messages.slice(0, fit.messages.length)).toEqual(fit.messages);
  });

  it('truncates a giant last tool output rather than failing, and says when nothing helps', () => {
    const messages: Message[] = [user('task'), call('1', 'snapshot'), result('1', 'snapshot', long(200_000))];
    const fit = fitContext(messages, { budget: 20_000 });
    expect(fit.fits).toBe(true);
    expect(JSON.stringify(fit.messages)).toMatch(/truncated \d+ characters/);
    expect(fitContext([user(long(400_000))], { budget: 1000 }).fits).toBe(false);
  });
});

describe('collapseStale: changes returned by actions', () => {
  const untrusted = (body: string) => `<untrusted_page source="https://shop.test/">\n${body}\n</untrusted_page>`;
  const action = (id: string, changes: string, tool = 'click'): Message => ({
    role: 'toolResult',
    id,
    createdAt: 0,
    toolCallId: `c-${id}`,
    toolName: tool,
    isError: false,
    kind: 'other',
    pageChanged: true,
    // Worded by the real formatter: collapsing must recognise what the model is actually sent.
    text: actionText(tool, changes),
  });
  const actionText = (tool: string, changes: string) => {
    const summary = tool === 'click' ? 'clicked button "Add" e1' : 'scrolled down';
    const timing = { totalMs: 100, settleMs: 50 };
    const value = { summary, url: 'https://shop.test/', warnings: [], newTabs: [], dialogs: [], timing, changes };
    const r = formatAction(tool, { ok: true, value });
    return r.ok ? r.text : '';
  };
  const snap = (id: string, body: string): Message => ({
    role: 'toolResult',
    id,
    createdAt: 0,
    toolCallId: `c-${id}`,
    toolName: 'snapshot',
    isError: false,
    kind: 'snapshot',
    text: untrusted(`[page] Shop\n${body}`),
  });
  const texts = (messages: Message[]) => messages.map((m) => (m as ToolResultMessage).text);

  it('drops changes that a newer snapshot supersedes, keeping what the action did', () => {
    const out = collapseStale([
      snap('s1', '- button "Add" e1'),
      action('a1', '[diff] since snapshot #1\n- button "Cart (1)" e9 (new)'),
      snap('s2', '- button "Cart (1)" e9'),
    ]);
    expect(texts(out)).toEqual([
      SNAPSHOT_PLACEHOLDER,
      'click: done.\n<untrusted_page>\nclicked button "Add" e1\n</untrusted_page>\n' + CHANGES_PLACEHOLDER,
      untrusted('[page] Shop\n- button "Cart (1)" e9'),
    ]);
    expect((out[1] as ToolResultMessage).collapsed).toBe(true);
    expect(collapseStale(out)).toEqual(out);
  });

  it("keeps every change after the newest snapshot: together they are the model's view of the page", () => {
    const messages = [
      snap('s1', '- button "Try it out" e1'),
      action('a1', '[diff] since snapshot #1\n- button "Execute" e7 (new)'),
      action('a2', '[diff] since snapshot #2\n- textbox "petId" e5 value="5" (was: value="")'),
    ];
    expect(collapseStale(messages)).toEqual(messages);
  });

  it('treats a whole page an action returned (scroll, navigate) as the newest view', () => {
    const messages = [
      snap('s1', '- button "Add" e1'),
      action('a1', '[diff] since snapshot #1\n- button "Cart (1)" e9 (new)'),
      action('a2', '[page] Shop (viewport 720-1440 of 4000px)\n- button "Checkout" e30', 'scroll'),
    ];
    const out = collapseStale(messages);
    expect(texts(out).slice(0, 2)).toEqual([
      SNAPSHOT_PLACEHOLDER,
      'click: done.\n<untrusted_page>\nclicked button "Add" e1\n</untrusted_page>\n' + CHANGES_PLACEHOLDER,
    ]);
    expect(out[2]).toBe(messages[2]);
  });

  it('keeps our own words around a collapsed snapshot: which tab the agent switched to', () => {
    const switched: Message = {
      ...(snap('t1', '- button "Pay" e3') as ToolResultMessage),
      toolName: 'tabs',
      text: `Switched to tab 7; the other tools now act on it.\n${untrusted('[page] Pay\n- button "Pay" e3')}`,
    };
    const out = collapseStale([switched, snap('s2', '- button "Paid" e4')]);
    expect(texts(out)[0]).toBe(`Switched to tab 7; the other tools now act on it.\n${SNAPSHOT_PLACEHOLDER}`);
  });
});
