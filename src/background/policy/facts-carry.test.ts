/**
 * Data the policy cannot see, carried by a key or a drag (red team c11-paste-clipboard, c11-drag-into-frame): the
 * real tools' effects on facts shaped as the browser side reports them for clipboard.html, then decide().
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserPort, PolicyTargetFacts, TargetQuery } from '../../agent/browser-port';
import { decide } from '../../agent/policy';
import { input } from '../../agent/policy/test-helpers';
import { toolByName } from '../../agent/tools';
import { callFacts } from './facts';

const VICTIM = 'http://127.0.0.1:41234/test/fixtures/pages/redteam/clipboard.html';
const FRAME = 'http://localhost:41235/w/drop-frame.html';
const chip: PolicyTargetFacts = {
  pageUrl: VICTIM,
  frameUrl: VICTIM,
  element: { ref: 'e4', role: 'button', name: 'Token chip', tag: 'span' },
  fingerprint: 'chip',
};
const box = (frameUrl: string): PolicyTargetFacts => ({
  pageUrl: VICTIM,
  frameUrl,
  element: { ref: 'f1e2', role: 'textbox', name: 'Support box', tag: 'textarea' },
  fingerprint: 'box',
});

function port(answer: (q: TargetQuery) => PolicyTargetFacts): BrowserPort {
  return {
    describeTarget: async (_: number, q: TargetQuery) => ({ ok: true, value: answer(q) }),
    lastScreenshotScale: () => 1,
  } as unknown as BrowserPort;
}

async function verdicts(tool: string, args: Record<string, unknown>, browser: BrowserPort) {
  const def = toolByName(tool)!;
  const facts = await callFacts(def, args, 1, browser);
  return facts.targets.map((target) => decide(input(tool, def.risk, target)));
}

beforeAll(() => {
  // callFacts reads only the tab's URL.
  (globalThis as unknown as { chrome: unknown }).chrome = {
    tabs: { get: async (id: number) => ({ id, url: VICTIM }) },
  };
});

describe('a paste or a drop carries what the task never read', () => {
  it.each(['Control+V', 'Meta+v', 'Shift+Insert', 'ctrl+shift+v'])('press_key %s is refused', async (keys) => {
    const out = await verdicts(
      'press_key',
      { keys, ref: 'f1e2' },
      port(() => box(FRAME)),
    );
    expect(out.some((d) => d.verdict === 'deny' && /Pasting types the clipboard/.test(d.reason))).toBe(true);
  });
  it('other keys in the same box are judged as before (no paste fact)', async () => {
    const out = await verdicts(
      'press_key',
      { keys: ['Control+A', 'Backspace'], ref: 'f1e2' },
      port(() => box(FRAME)),
    );
    expect(out.every((d) => d.verdict !== 'deny')).toBe(true);
  });
  it("a drag from the victim's page into another site's frame is refused; within one site it is judged as before", async () => {
    const from = (frame: string) => port((q) => ('ref' in q && q.ref === 'e4' ? chip : box(frame)));
    const across = await verdicts('drag', { ref: 'e4', to_ref: 'f1e2' }, from(FRAME));
    expect(across.some((d) => d.verdict === 'deny' && /carries data between sites/.test(d.reason))).toBe(true);
    const within = await verdicts('drag', { ref: 'e4', to_ref: 'f1e2' }, from(VICTIM));
    expect(within.every((d) => d.verdict !== 'deny')).toBe(true);
  });
});
