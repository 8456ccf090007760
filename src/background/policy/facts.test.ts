import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserPort, PolicyTargetFacts } from '../../agent/browser-port';
import { toolByName } from '../../agent/tools';
import { callFacts as factsOf } from './facts';

const PAGE = 'https://shop.example/login';
const loginField: PolicyTargetFacts = {
  onEnter: { effect: 'submit' },
  pageUrl: PAGE,
  frameUrl: PAGE,
  element: {
    ref: 'e3',
    role: 'textbox',
    name: 'Email',
    tag: 'input',
    submitsForm: true,
    form: { hasPassword: true, hasPayment: false, action: 'https://shop.example/session' },
  },
};
const link: PolicyTargetFacts = {
  pageUrl: PAGE,
  frameUrl: PAGE,
  element: { ref: 'e4', role: 'link', name: 'Help', href: 'https://help.example/' },
};

/** The real tool of that name (its own effects declaration); the tier given must be the tool's. */
function callFacts(
  tool: { name: string; risk: string },
  args: Record<string, unknown>,
  tab: number,
  browser: BrowserPort,
) {
  const def = toolByName(tool.name)!;
  expect(def.risk).toBe(tool.risk === 'act' && tool.name === 'upload_file' ? 'high' : tool.risk);
  return factsOf(def, args, tab, browser);
}

function port(facts: PolicyTargetFacts): BrowserPort {
  return {
    describeTarget: async () => ({ ok: true, value: facts }),
    lastScreenshotScale: () => 1,
  } as unknown as BrowserPort;
}

beforeAll(() => {
  // Only chrome.tabs.get is used: the tab's URL.
  (globalThis as unknown as { chrome: unknown }).chrome = {
    tabs: { get: async (id: number) => ({ id, url: id === 7 ? 'https://popup.example/x' : PAGE }) },
  };
});

describe('callFacts', () => {
  it('typing into a login form submits it only with submit: true; Enter submits; a click does', async () => {
    const typed = await callFacts(
      { name: 'type', risk: 'act' },
      { ref: 'e3', text: 'a@b.c', submit: false },
      1,
      port(loginField),
    );
    expect(typed.targets[0]).toMatchObject({ value: 'a@b.c', element: { submitsForm: false } });
    expect(typed.targets[0]!.navigation).toBeUndefined();
    const submitted = await callFacts(
      { name: 'type', risk: 'act' },
      { ref: 'e3', text: 'a@b.c', submit: true },
      1,
      port(loginField),
    );
    // Typing itself submits nothing; the Enter after it submits through the field (no default button known here).
    expect(submitted.targets[0]).toMatchObject({ value: 'a@b.c', element: { submitsForm: false } });
    expect(submitted.targets[1]).toMatchObject({
      element: { submitsForm: true, keyEffect: 'submit' },
      navigation: { url: 'https://shop.example/session', via: 'form' },
    });
    const enter = await callFacts({ name: 'press_key', risk: 'act' }, { keys: ['Tab', 'Enter'] }, 1, port(loginField));
    expect(enter.targets.at(-1)!.element?.submitsForm).toBe(true);
    const filled = await callFacts(
      { name: 'fill_form', risk: 'act' },
      {
        fields: [
          { ref: 'e3', value: 'x' },
          { ref: 'e3', value: true },
        ],
      },
      1,
      port(loginField),
    );
    expect(filled.targets.map((t) => [t.value, t.element?.submitsForm])).toEqual([
      ['x', false],
      [undefined, false],
    ]);
  });

  it('a link click leads to its href; a download link is a download, not a navigation', async () => {
    expect(
      (await callFacts({ name: 'click', risk: 'act' }, { ref: 'e4' }, 1, port(link))).targets[0]!.navigation,
    ).toEqual({ url: 'https://help.example/', via: 'link' });
    const dl = await callFacts(
      { name: 'click', risk: 'act' },
      { ref: 'e4' },
      1,
      port({ ...link, element: { ...link.element!, download: true } }),
    );
    expect(dl.targets[0]).toMatchObject({ download: { url: 'https://help.example/' } });
    expect(dl.targets[0]!.navigation).toBeUndefined();
  });

  it('navigate back/forward is judged on the history entry it would open', async () => {
    const withHistory = {
      ...port(link),
      historyUrl: async (_tab: number, direction: string) =>
        direction === 'back' ? 'https://bank.example/transfer' : undefined,
    } as unknown as BrowserPort;
    expect((await callFacts({ name: 'navigate', risk: 'act' }, { action: 'back' }, 1, withHistory)).targets[0]).toEqual(
      { pageUrl: PAGE, navigation: { url: 'https://bank.example/transfer', via: 'navigate' } },
    );
    // Nothing to go forward to: about the page itself, as a reload is.
    expect(
      (await callFacts({ name: 'navigate', risk: 'act' }, { action: 'forward' }, 1, withHistory)).targets[0],
    ).toEqual({ pageUrl: PAGE });
  });

  it('upload_file is high-risk; navigate and tabs open/switch are navigations; a failed lookup is a problem', async () => {
    expect(
      (await callFacts({ name: 'upload_file', risk: 'act' }, { ref: 'e3', files: ['cv.pdf'] }, 1, port(loginField)))
        .risk,
    ).toBe('high');
    expect(
      (await callFacts({ name: 'navigate', risk: 'act' }, { url: 'https://x.example/?q=1' }, 1, port(link))).targets[0],
    ).toEqual({ pageUrl: PAGE, navigation: { url: 'https://x.example/?q=1', via: 'navigate' } });
    expect(
      (await callFacts({ name: 'tabs', risk: 'act' }, { action: 'switch', tab_id: 7 }, 1, port(link))).targets[0]!
        .navigation,
    ).toEqual({ url: 'https://popup.example/x', via: 'navigate' });
    expect((await callFacts({ name: 'tabs', risk: 'act' }, { action: 'list' }, 1, port(link))).targets[0]).toEqual({});
    const gone = {
      describeTarget: async () => ({ ok: false, error: 'e9 is no longer in the page.' }),
    } as unknown as BrowserPort;
    expect(await callFacts({ name: 'click', risk: 'act' }, { ref: 'e9' }, 1, gone)).toMatchObject({
      problem: 'e9 is no longer in the page.',
      targets: [{ pageUrl: PAGE }],
    });
  });
});

describe('effects declared by the tools', () => {
  const payButton: PolicyTargetFacts = {
    pageUrl: PAGE,
    frameUrl: 'https://pay.example/frame',
    element: {
      role: 'button',
      name: 'Pay now',
      tag: 'button',
      submitsForm: true,
      form: { hasPassword: false, hasPayment: true, action: 'https://pay.example/charge' },
    },
    fingerprint: 'fp-pay',
  };
  const compose: PolicyTargetFacts = {
    pageUrl: PAGE,
    frameUrl: PAGE,
    element: { role: 'textbox', name: 'Message', tag: 'div' },
    onEnter: { effect: 'send' },
    fingerprint: 'fp-compose',
  };

  it('press_key asks the browser where focus lands after the Tabs, and judges Enter there', async () => {
    const queries: unknown[] = [];
    const browser = {
      describeTarget: async (_t: number, q: unknown) => (queries.push(q), { ok: true, value: payButton }),
    } as unknown as BrowserPort;
    const facts = await callFacts(
      { name: 'press_key', risk: 'act' },
      { keys: ['Tab', 'Tab', 'Shift+Tab', 'Enter'] },
      1,
      browser,
    );
    expect(queries).toEqual([{ focused: true, tabs: 1 }]);
    expect(facts.targets[0]).toMatchObject({
      frameUrl: 'https://pay.example/frame',
      element: { name: 'Pay now', keyEffect: 'activate', submitsForm: true },
      navigation: { url: 'https://pay.example/charge', via: 'form' },
    });
    expect(facts.fingerprints).toEqual(['fp-pay']);
  });

  it('Enter in a compose box sends; Shift+Enter only breaks the line', async () => {
    const browser = { describeTarget: async () => ({ ok: true, value: compose }) } as unknown as BrowserPort;
    const sent = await callFacts({ name: 'press_key', risk: 'act' }, { keys: 'Enter' }, 1, browser);
    expect(sent.targets.some((t) => t.element?.keyEffect === 'send')).toBe(true);
    const line = await callFacts({ name: 'press_key', risk: 'act' }, { keys: 'Shift+Enter' }, 1, browser);
    expect(line.targets.some((t) => t.element?.keyEffect === 'send')).toBe(false);
    const typed = await callFacts({ name: 'type', risk: 'act' }, { ref: 'e2', text: 'hi', submit: true }, 1, browser);
    expect(typed.targets.map((t) => t.element?.keyEffect)).toEqual([undefined, 'send']);
  });

  it('click_xy and type_xy are judged on the element the browser finds at the point, in its frame', async () => {
    const queries: unknown[] = [];
    const browser = {
      describeTarget: async (_t: number, q: unknown) => (queries.push(q), { ok: true, value: payButton }),
      lastScreenshotScale: () => 0.5,
    } as unknown as BrowserPort;
    const clicked = await callFacts({ name: 'click_xy', risk: 'act' }, { x: 100, y: 40 }, 1, browser);
    expect(queries).toEqual([{ x: 50, y: 20 }]);
    expect(clicked.targets[0]).toMatchObject({ frameUrl: 'https://pay.example/frame', element: { name: 'Pay now' } });
    const typed = await callFacts(
      { name: 'type_xy', risk: 'act' },
      { x: 10, y: 10, text: '{{secret:card}}' },
      1,
      browser,
    );
    expect(typed.targets[0]).toMatchObject({ frameUrl: 'https://pay.example/frame', value: '{{secret:card}}' });
  });

  it('an acting tool that declares no effects is refused, not waved through', async () => {
    const facts = await factsOf({ name: 'new_tool', risk: 'act' }, {}, 1, port(link));
    expect(facts.problem).toMatch(/does not declare its effects/);
    expect((await factsOf({ name: 'reader', risk: 'read' }, {}, 1, port(link))).problem).toBeUndefined();
  });
});
