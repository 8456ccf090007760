import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { structuralReasons } from './structure';
import { el, input, PAGE, SHOP } from './test-helpers';
import type { ElementFacts, TargetFacts } from './types';

const on = (element: ElementFacts, over: Partial<TargetFacts> = {}): TargetFacts => ({
  pageUrl: PAGE,
  frameUrl: PAGE,
  element,
  ...over,
});
const reasons = (target: TargetFacts, tool = 'click') => structuralReasons(input(tool, 'act', target));
const verdict = (target: TargetFacts, tool = 'click') => decide(input(tool, 'act', target));

describe('risk from structure, not only names', () => {
  it('a harmless name in a dialog with a risky title is high-risk; Cancel is not', () => {
    const dialog = { title: 'Delete repository octo/app?', confirm: true };
    expect(reasons(on(el('I understand, go ahead', { dialog })))).toHaveLength(1);
    expect(reasons(on(el('Cancel', { dialog })))).toEqual([]);
    const zh = { title: '永久删除此项目？', confirm: true };
    expect(reasons(on(el('好', { dialog: zh })))).toHaveLength(1);
    expect(reasons(on(el('取消', { dialog: zh })))).toEqual([]);
  });

  it('OK / Yes / 确定 in a confirm dialog ask; in a dialog without a choice (a notice) they do not', () => {
    expect(reasons(on(el('OK', { dialog: { title: 'Are you sure?', confirm: true } })))).toHaveLength(1);
    expect(reasons(on(el('Yes', { dialog: { title: '', confirm: true } })))).toHaveLength(1);
    expect(reasons(on(el('确定', { dialog: { title: '提示', confirm: true } })))).toHaveLength(1);
    expect(reasons(on(el('OK', { dialog: { title: 'Cookies', confirm: false } })))).toEqual([]);
    expect(verdict(on(el('OK', { dialog: { title: 'Are you sure?', confirm: true } }))).verdict).toBe('ask');
    // An ordinary OK outside any dialog is not a card.
    expect(verdict(on(el('OK'))).verdict).toBe('allow');
  });

  it('Allow / Authorize on an OAuth consent page, Save changes on settings', () => {
    expect(reasons(on(el('Allow', { consentPage: true })))).toHaveLength(1);
    expect(reasons(on(el('允许', { consentPage: true })))).toHaveLength(1);
    expect(
      reasons(on(el('Allow', { dialog: { title: 'Grant Acme access to your account?', confirm: true } }))),
    ).not.toEqual([]);
    expect(reasons(on(el('Allow all cookies')))).toEqual([]);
    expect(reasons(on(el('Save changes', { settingsPage: true })))).toHaveLength(1);
    expect(reasons(on(el('保存更改', { settingsPage: true })))).toHaveLength(1);
    expect(reasons(on(el('Save changes')))).toEqual([]);
    const card = verdict(on(el('Authorize Acme', { consentPage: true })));
    expect(card.verdict === 'ask' && card.ask.kind).toBe('high-risk');
  });

  it('a form posting to another site, whatever the button says', () => {
    const form = { hasPassword: false, hasPayment: false, action: 'https://collector.example/in' };
    expect(reasons(on(el('Search', { submitsForm: true, form })))).toEqual([
      { code: 'risky-structure', text: 'Submits the form to another site, collector.example' },
    ]);
    expect(reasons(on(el('Search', { submitsForm: true, form: { ...form, action: `${SHOP}/search` } })))).toEqual([]);
    // A card only when it submits; typing into the field does not.
    expect(reasons(on(el('Query', { submitsForm: false, form }), { value: 'x' }), 'type')).toEqual([]);
  });

  it('an icon button named "" whose title or text says Pay is judged on those', () => {
    expect(reasons(on(el('', { texts: ['Pay now'] })))).toHaveLength(1);
    expect(verdict(on(el('', { texts: ['立即支付'] }))).verdict).toBe('ask');
    expect(reasons(on(el('Help', { texts: ['Help'] })))).toEqual([]);
  });

  it('Enter in a chat or compose box sends', () => {
    const box = el('Message #general', { role: 'textbox', tag: 'div', keyEffect: 'send' });
    const d = verdict(on(box), 'press_key');
    expect(d.verdict === 'ask' && d.ask.kind).toBe('high-risk');
    expect(d.verdict === 'ask' && d.reasons.map((r) => r.text).join()).toMatch(/sends the message/);
    const terminal = el('Terminal input', { role: 'textbox', tag: 'textarea', keyEffect: 'send' });
    const run = verdict(on(terminal), 'press_key');
    expect(run.verdict === 'ask' && run.reasons.map((r) => r.text).join()).toMatch(/runs the command in the terminal/);
  });
});
