/** The confirmation card decide() builds: what the user is shown before a step, and what it never shows. */
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { el, input, PAGE, SHOP } from './test-helpers';

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
