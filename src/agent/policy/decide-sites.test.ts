import {
  decideRows,
  el,
  input,
  OTHER,
  PAGE,
  SHOP,
  settings,
  task,
  type Row,
  clickOn,
  goTo,
  typeInto,
  askFirst,
  plan,
} from './test-helpers';

const rows: Row[] = [
  // New sites ask; empty permissions never mean "everything".
  {
    name: 'a new site the user named',
    input: goTo('https://docs.example/'),
    verdict: 'ask',
    codes: ['new-site'],
    card: 'site',
  },
  {
    name: 'acting on a new site',
    input: clickOn(el('Next'), {}, `${OTHER}/x`),
    verdict: 'ask',
    codes: ['new-site'],
    card: 'site',
  },
  {
    name: 'acting on a new site granted once',
    input: clickOn(el('Next'), { task: task({ grants: [{ kind: 'act', origin: OTHER }] }) }, `${OTHER}/x`),
    verdict: 'allow',
  },
  {
    name: 'a read grant is not an act grant',
    input: clickOn(el('Next'), { task: task({ grants: [{ kind: 'read', origin: OTHER }] }) }, `${OTHER}/x`),
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
    input: clickOn(
      el('Next'),
      { task: task({ startOrigin: OTHER }), settings: settings({ sitePermissions: {} }) },
      `${OTHER}/x`,
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
    input: typeInto(el('Card', { role: 'textbox' }), 'x', {}, { frameUrl: 'https://pay.example/frame' }),
    verdict: 'ask',
    codes: ['new-site'],
  },

  // Block wins.
  {
    name: 'navigate to a blocked site',
    input: goTo('https://evil-block.example/'),
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
    input: clickOn(
      el('Next'),
      { task: task({ grants: [{ kind: 'act', origin: 'https://bank.example' }] }) },
      'https://bank.example/',
    ),
    verdict: 'deny',
    codes: ['blocked-site'],
  },
  {
    name: 'block wins over an approved plan',
    input: clickOn(el('Next'), { task: plan(['https://bank.example']), settings: askFirst }, 'https://bank.example/'),
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
    input: goTo('javascript:alert(1)'),
    verdict: 'deny',
    codes: ['not-web'],
  },
  {
    name: 'file: URL',
    input: goTo('file:///etc/passwd'),
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
];

decideRows('decide: sites', rows);
