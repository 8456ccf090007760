// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { actorOf, elementContext } from './element-context';
import { deepFocus, focusAfterTabs } from './focus-order';

afterEach(() => {
  document.body.innerHTML = '';
});
const $ = (selector: string) => document.querySelector(selector)!;

describe('the element that acts, and what the page says about it', () => {
  it('an svg inside an icon button acts as the button, named by its aria-label or title', () => {
    document.body.innerHTML = `<button id="b" aria-label="Pay now"><svg><circle r="4"></circle></svg></button>
      <button id="c" title="Send money"><svg><rect></rect></svg></button>`;
    expect(actorOf($('#b circle'))).toBe($('#b'));
    expect(elementContext(actorOf($('#b circle')))).toMatchObject({ role: 'button', name: 'Pay now' });
    expect(elementContext(actorOf($('#c rect'))).texts).toContain('Send money');
  });

  it('a button of a confirm dialog knows the dialog title and that it offers Cancel', () => {
    document.body.innerHTML = `<div role="dialog" aria-labelledby="t"><h2 id="t">Delete repository?</h2>
      <button id="ok">I understand</button><button>Cancel</button></div>
      <div role="dialog" aria-label="Cookies"><button id="fine">OK</button></div>`;
    expect(elementContext($('#ok')).dialog).toEqual({ title: 'Delete repository?', confirm: true });
    expect(elementContext($('#fine')).dialog).toEqual({ title: 'Cookies', confirm: false });
  });

  it('Enter in a form field presses its default button; in a chat box with Send it sends', () => {
    document.body.innerHTML = `<form action="/s"><input id="q" aria-label="Query"><button id="go">Search</button></form>
      <div><div><div id="box" contenteditable="true" aria-label="Write a reply"></div><button>Send</button></div></div>
      <textarea id="notes" aria-label="Notes"></textarea>`;
    expect(elementContext($('#q')).onEnter).toMatchObject({ effect: 'submit', element: { name: 'Search' } });
    expect(elementContext($('#box')).onEnter).toEqual({ effect: 'send' });
    expect(elementContext($('#notes')).onEnter).toBeUndefined();
  });

  it("Enter in a terminal's input runs a command: as a send (relay log C105, xterm.js)", () => {
    document.body.innerHTML = `<div class="xterm"><div class="xterm-helper"><textarea id="t" class="xterm-helper-textarea"
      aria-label="Terminal input"></textarea></div></div>`;
    expect(elementContext($('#t')).onEnter).toEqual({ effect: 'send' });
  });
});

describe('focus order', () => {
  it('Tab from a field goes to the next focusable element; Shift+Tab back; disabled ones are skipped', () => {
    document.body.innerHTML = `<input id="a"><button id="x" disabled>X</button><button id="b">Send money</button>
      <a id="c" href="/x">Help</a><div tabindex="-1">no</div>`;
    expect(focusAfterTabs($('#a'), 1)).toBe($('#b'));
    expect(focusAfterTabs($('#a'), 2)).toBe($('#c'));
    expect(focusAfterTabs($('#c'), -1)).toBe($('#b'));
    expect(focusAfterTabs(null, 1)).toBe($('#a'));
    expect(focusAfterTabs($('#c'), 1)).toBeNull();
  });

  it('positive tabindex comes first, and the focused element is found', () => {
    document.body.innerHTML = `<input id="a"><button id="b" tabindex="1">First</button>`;
    expect(focusAfterTabs(null, 1)).toBe($('#b'));
    ($('#a') as HTMLInputElement).focus();
    expect(deepFocus()).toBe($('#a'));
  });

  it("an editable body (TinyMCE's frame) is what has the focus; a plain body is nothing (relay log C66)", () => {
    (document.activeElement as HTMLElement | null)?.blur();
    expect(deepFocus()).toBeNull();
    document.body.setAttribute('contenteditable', 'true');
    document.body.focus();
    expect(deepFocus()).toBe(document.body);
    document.body.removeAttribute('contenteditable');
  });
});
