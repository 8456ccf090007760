/**
 * Keys that spell data (red team c11-r9-keys-spell-data): press_key typing "7", "7", "8"... into another site's search
 * box carries what the task read as surely as `type` does, so it is judged as a typed value. The real tool's effects
 * on facts shaped as the browser side reports them, then decide().
 */
import { beforeAll, expect, it } from 'vitest';
import type { BrowserPort, PolicyTargetFacts } from '../../agent/browser-port';
import { decide } from '../../agent/policy';
import { input, OTHER } from '../../agent/policy/test-helpers';
import { typedRuns } from '../../agent/tools/keys';
import { toolByName } from '../../agent/tools';
import { callFacts } from './facts';

const FORUM = `${OTHER}/forum`;
const searchBox: PolicyTargetFacts = {
  pageUrl: FORUM,
  frameUrl: FORUM,
  element: {
    ref: 'e3',
    role: 'searchbox',
    name: 'Search the forum',
    tag: 'input',
    form: { hasPassword: false, hasPayment: false, action: `${OTHER}/search` },
  },
  fingerprint: 'search',
};

beforeAll(() => {
  (globalThis as unknown as { chrome: unknown }).chrome = { tabs: { get: async (id: number) => ({ id, url: FORUM }) } };
});

async function verdicts(keys: string[]) {
  const def = toolByName('press_key')!;
  const browser = { describeTarget: async () => ({ ok: true, value: searchBox }) } as unknown as BrowserPort;
  const facts = await callFacts(def, { keys, ref: 'e3' }, 1, browser);
  return facts.targets.map((target) => decide(input('press_key', def.risk, target)));
}

it('keys spelling an order number the task read on shop.example, typed on another site, carry data', async () => {
  const out = await verdicts([...'778812']);
  expect(out.some((d) => d.verdict === 'ask' && d.reasons.some((r) => r.code === 'carries-data'))).toBe(true);
});

it('keys that spell nothing the task read ask nothing beyond the site', async () => {
  const out = await verdicts([...'shoes', 'Enter']);
  expect(out.every((d) => d.verdict === 'allow' || !d.reasons.some((r) => r.code === 'carries-data'))).toBe(true);
});

it('typedRuns groups the typed characters by the Tab presses before them; Enter and shortcuts type nothing', () => {
  expect(typedRuns(['5', 'Shift+a', 'Control+c', 'Tab', 'Space', '7', 'Enter', 'Shift+Tab', 'x'])).toEqual([
    { tabs: 0, text: '5A' },
    { tabs: 1, text: ' 7' },
    { tabs: 0, text: 'x' },
  ]);
});
