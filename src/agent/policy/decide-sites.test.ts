import { approvePlan } from './task-state';
import { decideRows, el, input, OTHER, PAGE, SHOP, settings, task, type Row } from './test-helpers';

const plan = (origins: string[]) =>
  approvePlan(task(), { summary: 'buy shoes', steps: ['search', 'add to cart'], origins });
const askFirst = settings({ mode: 'ask-before-acting' });

const rows: Row[] = [
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
];

decideRows('decide: sites', rows);
