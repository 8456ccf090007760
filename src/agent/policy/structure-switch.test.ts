// @vitest-environment happy-dom
/**
 * A switch on a settings page turns a setting on or off when flipped (red team c12-*): a high-risk card. One in a
 * form or dialog with its own Save only picks a value, as a radio does (relay log C113, Element Plus's "Edit order"
 * dialog): that Save commits. A page can put any switch in a form with a button, so one named for security asks
 * wherever it sits. The facts are read from the DOM as in the page (element-context.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decide } from './decide';
import { elementContext } from './element-context';
import { input, PAGE } from './test-helpers';

afterEach(() => {
  document.body.innerHTML = '';
});

/** decide() on flipping the switch `#s` of `html`, on a settings page. */
function flip(html: string) {
  document.body.innerHTML = html;
  const { onEnter: _, ...context } = elementContext(document.querySelector('#s')!);
  return decide(input('click', 'act', { pageUrl: PAGE, element: { ...context, settingsPage: true } }));
}
const card = (d: ReturnType<typeof decide>) => (d.verdict === 'ask' ? d.ask.kind : d.verdict);

describe('a switch on a settings page', () => {
  it('outside any form or dialog asks with a high-risk card', () => {
    expect(card(flip('<button id="s" role="switch" aria-checked="false">Express</button>'))).toBe('high-risk');
  });

  it('in a dialog or form whose own Save commits, it only picks a value (C113)', () => {
    const dialog = `<div role="dialog" aria-label="Edit order"><span>Express</span>
      <button id="s" role="switch" aria-checked="false" aria-label="Express"></button>
      <button>Cancel</button><button>Save</button></div>`;
    expect(card(flip(dialog))).not.toBe('high-risk');
    const form = `<form><input id="s" type="checkbox" role="switch" aria-label="Express"><button>Submit</button></form>`;
    expect(card(flip(form))).not.toBe('high-risk');
  });

  it('in a form with a button that commits nothing (Cancel), it still asks', () => {
    const form = `<form><button id="s" role="switch" aria-label="Express"></button><button>Cancel</button></form>`;
    expect(card(flip(form))).toBe('high-risk');
  });

  it('named for security, it asks even in a form with Save: a page may autosave it all the same', () => {
    const form = `<form><button id="s" role="switch" aria-label="Two-factor authentication"></button>
      <button>Save</button></form>`;
    expect(card(flip(form))).toBe('high-risk');
  });
});
