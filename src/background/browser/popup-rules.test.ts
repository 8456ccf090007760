/**
 * The seal's rules as written to declarativeNetRequest (secret-seal.ts says why): a sealed tab's requests to other
 * sites, and its site's workers' (requests of no tab: red team c11-r14-worker-typed-secret), are blocked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { state, sync } from './popup-rules';

type Rule = chrome.declarativeNetRequest.Rule;

async function written(): Promise<Rule[]> {
  const update = vi.fn(async (_: { addRules?: Rule[] }) => undefined);
  vi.stubGlobal('chrome', { declarativeNetRequest: { updateSessionRules: update } });
  await sync();
  return update.mock.calls.at(-1)?.[0].addRules ?? [];
}

afterEach(() => {
  state.sealed.clear();
  state.watched = [];
  vi.unstubAllGlobals();
});

describe('the secret seal', () => {
  it("blocks the tab's and its site's workers' requests to other sites; the site and the secret's sites go on", async () => {
    state.watched = [5];
    state.sealed.set(5, ['127.0.0.1', 'pay.example']);
    const blocks = (await written()).filter((r) => r.action.type === 'block' && r.condition.excludedRequestDomains);
    expect(blocks.map((r) => r.condition.tabIds)).toEqual([[5], [-1]]);
    expect(blocks[1]?.condition.initiatorDomains).toEqual(['127.0.0.1']);
    for (const r of blocks) {
      expect(r.condition.excludedRequestDomains).toEqual(['127.0.0.1', 'pay.example']);
      expect(r.condition.resourceTypes).toContain('xmlhttprequest');
    }
  });

  it('writes no seal once the tab is no longer watched', async () => {
    state.sealed.set(5, ['127.0.0.1']);
    expect((await written()).filter((r) => r.condition.excludedRequestDomains)).toEqual([]);
  });
});
