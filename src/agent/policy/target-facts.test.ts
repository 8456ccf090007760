// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { describeTarget } from './target-facts';

afterEach(() => {
  document.body.innerHTML = '';
});

function factsOf(html: string, fn = describeTarget) {
  document.body.innerHTML = html;
  return fn(document.querySelector('#t')!);
}

const LOGIN = `<form action="/session"><input name="user"><input type="password" name="pw"><button id="t">Continue</button></form>`;
const PAY = `<form action="https://pay.example/charge"><label>Card number <input id="t" name="cardnumber"></label><input name="cvc"><button type="submit">Pay</button></form>`;

describe('describeTarget', () => {
  it('a submit button of a login form', () => {
    expect(factsOf(LOGIN)).toMatchObject({
      tag: 'button',
      isPassword: false,
      submitsForm: true,
      form: { hasPassword: true, hasPayment: false },
    });
  });
  it('a password field, also after "show password" turned it into text', () => {
    expect(factsOf('<input id="t" type="password">')).toMatchObject({ isPassword: true, inputType: 'password' });
    expect(factsOf('<input id="t" type="text" autocomplete="current-password">').isPassword).toBe(true);
  });
  it("a select's own input that says new-password to keep autofill away is no password field (relay log C124)", () => {
    // Ant Design 6 (rc-select): the Category filter, and a form holding one is no login form.
    const select = `<input id="t" type="text" readonly autocomplete="new-password" role="combobox" aria-expanded="false">`;
    expect(factsOf(select).isPassword).toBe(false);
    expect(factsOf(`<form>${select.replace('id="t" ', '')}<button id="t">Save</button></form>`).form?.hasPassword).toBe(
      false,
    );
  });
  it('a card field by its label, and the form it posts to', () => {
    expect(factsOf(PAY)).toMatchObject({
      isPaymentField: true,
      submitsForm: true,
      form: { hasPayment: true, action: 'https://pay.example/charge' },
    });
  });
  it("a submit button's formaction is where the form goes, for the button and for Enter in a field", () => {
    const form = (t: string) =>
      `<form action="https://site.example/subscribe" method="post">${t}<button formaction="https://evil.example/c">Go</button><button formaction="https://other.example/">Second</button></form>`;
    expect(factsOf(form('<input id="t" name="email">')).form?.action).toBe('https://evil.example/c');
    document.body.innerHTML = form('<input name="email">');
    expect(describeTarget(document.querySelectorAll('button')[1]!).form?.action).toBe('https://other.example/');
    expect(
      factsOf(
        '<form action="https://site.example/s"><input id="t"><button type="button" formaction="https://evil.example/">x</button></form>',
      ).form?.action,
    ).toBe('https://site.example/s');
  });
  it('Chinese card labels', () => {
    expect(factsOf('<input id="t" placeholder="请输入银行卡号">').isPaymentField).toBe(true);
  });
  it('a type=button does not submit', () => {
    expect(factsOf('<form><button id="t" type="button">Show</button></form>').submitsForm).toBe(false);
  });
  it('a download link and a plain link', () => {
    expect(factsOf('<a id="t" href="/files/report.pdf" download>Report</a>')).toMatchObject({
      download: true,
      href: expect.stringMatching(/\/files\/report\.pdf$/),
    });
    expect(factsOf('<a href="https://other.example/"><span id="t">Other</span></a>')).toMatchObject({
      download: false,
      href: 'https://other.example/',
    });
  });
  it('is self-contained', () => {
    const rebuilt = new Function(`return (${describeTarget.toString()})`)() as typeof describeTarget;
    expect(factsOf(LOGIN, rebuilt).form?.hasPassword).toBe(true);
  });
});
