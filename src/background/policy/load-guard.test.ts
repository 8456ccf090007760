import { describe, expect, it } from 'vitest';
import type { BrowserPort, RedirectJudge } from '../../agent/browser-port';
import { newTaskState, type PolicySettings, type TargetFacts } from '../../agent/policy';
import { loadGuards } from './load-guard';

const PAGE = 'https://shop.example/checkout';
const settings = { mode: 'act-without-asking', sitePermissions: {}, blockedSites: [], secrets: [] } as PolicySettings;

/** The judge armed for one approved call on these targets. */
function judgeFor(targets: TargetFacts[]): RedirectJudge {
  let armed: RedirectJudge | undefined;
  const browser = { guardRedirects: (_: number, j: RedirectJudge | undefined) => (armed = j) } as BrowserPort;
  const guards = loadGuards(
    browser,
    () => ({ task: newTaskState(PAGE, 'check out'), settings }),
    () => undefined,
  );
  void guards.approved(1, { toolCallId: 'c1', tool: 'click' }, targets);
  return armed!;
}
const radio = (name: string): TargetFacts => ({
  pageUrl: PAGE,
  element: { role: 'radio', name, tag: 'input', inputType: 'radio' },
});

describe('the load guard of a call that only picks an option', () => {
  it('a radio named like paying: any load the page starts during the pick is stopped, on its own site too', () => {
    const judge = judgeFor([radio('Invoice (pay within 14 days)')]);
    expect(judge(PAGE, 'https://shop.example/order/place', 'page')).toMatch(/picking an option does not submit/);
    // A redirect of a load the call itself made is judged as usual (same site: goes).
    expect(judge(PAGE, 'https://shop.example/next', 'redirect')).toBeUndefined();
  });
  it('an ordinary radio or a button: the page may load its own site', () => {
    expect(judgeFor([radio('Express (1-2 days)')])(PAGE, 'https://shop.example/x', 'page')).toBeUndefined();
    const button = { pageUrl: PAGE, element: { role: 'button', name: 'Next' } };
    expect(judgeFor([button])(PAGE, 'https://shop.example/x', 'page')).toBeUndefined();
  });
});

describe('between calls, after a pick', () => {
  function guardsOn() {
    const armed: { call?: RedirectJudge; watch?: RedirectJudge } = {};
    const browser = {
      guardRedirects: (_: number, j: RedirectJudge | undefined) => {
        armed.call = j;
      },
      watchNavigations: async (_: number, j: RedirectJudge | undefined) => {
        armed.watch = j;
      },
    } as unknown as BrowserPort;
    const guards = loadGuards(
      browser,
      () => ({ task: newTaskState(PAGE, 'check out'), settings }),
      () => undefined,
    );
    return { armed, guards };
  }
  it('a risky pick: the page submitting the order 1.5 s later, between calls, is stopped too', async () => {
    const { armed, guards } = guardsOn();
    await guards.approved(1, { toolCallId: 'c1', tool: 'click' }, [radio('Pay now (card on file)')]);
    expect(armed.watch!(PAGE, 'https://shop.example/effect/order', 'page')).toMatch(/picking an option/);
    // The next approved call (here a plain button) ends the pick's hold: the page's own loads go again.
    await guards.approved(1, { toolCallId: 'c2', tool: 'click' }, [
      { pageUrl: PAGE, element: { role: 'button', name: 'Next' } },
    ]);
    expect(armed.watch!(PAGE, 'https://shop.example/effect/order', 'page')).toBeUndefined();
  });
  it('an ordinary pick leaves the page free to load its own site between calls', async () => {
    const { armed, guards } = guardsOn();
    await guards.approved(1, { toolCallId: 'c1', tool: 'click' }, [radio('Express (1-2 days)')]);
    expect(armed.watch!(PAGE, 'https://shop.example/next', 'page')).toBeUndefined();
  });
});
