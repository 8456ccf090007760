// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { iconGlyph, spokenContent } from './pseudo';
import { classLooks } from './looks';
import { propsOf } from './props';

afterEach(() => {
  document.body.innerHTML = '';
});
const looks = (selector: string) => {
  const el = document.querySelector(selector)!;
  return classLooks(el, propsOf(el, 'generic', true, null));
};

// The markup as the libraries render it (Litepicker 2.0.12, Smart Wizard 7.0.2, Trix 2.1.19, Jspreadsheet CE 5).
describe('states a page shows only by a class (relay log C39, C47, C27)', () => {
  it("Litepicker's booked nights look disabled; free days do not", () => {
    document.body.innerHTML =
      '<div class="container__days"><div class="day-item" tabindex="0">3</div>' +
      '<div class="day-item is-locked" tabindex="-1">4</div><div class="day-item is-today" tabindex="0">5</div></div>';
    expect(looks('.is-locked')).toBe('disabled');
    expect(looks('.day-item')).toBeUndefined();
    expect(looks('.is-today')).toBeUndefined();
  });

  it('the chosen check-in day looks active: a click on a day then shows in the diff (relay log C63)', () => {
    document.body.innerHTML =
      '<div class="container__days"><div class="day-item is-start-date" tabindex="0">13</div>' +
      '<div class="day-item" tabindex="0">14</div><span class="flatpickr-day startRange" tabindex="-1">10</span></div>';
    expect(looks('.is-start-date')).toBe('active');
    expect(looks('.startRange')).toBe('active');
    expect(looks('.day-item:not(.is-start-date)')).toBeUndefined();
  });

  it("Smart Wizard's current step looks active, its Previous on step 1 disabled", () => {
    document.body.innerHTML =
      '<ul class="nav"><li class="nav-item"><a class="nav-link default active" href="#step-1">Cart</a></li>' +
      '<li class="nav-item"><a class="nav-link default" href="#step-2">Shipping</a></li></ul>' +
      '<button class="btn sw-btn-prev sw-btn disabled" type="button">Previous</button>';
    expect(looks('.active')).toBe('active');
    expect(looks('[href="#step-2"]')).toBeUndefined();
    expect(looks('.sw-btn-prev')).toBe('disabled');
  });

  it("Trix's Bold looks active while the caret is in bold text; a class on every sibling says nothing", () => {
    document.body.innerHTML =
      '<span class="trix-button-group"><button class="trix-button trix-button--icon-bold trix-active" ' +
      'data-trix-active="">Bold</button><button class="trix-button trix-button--icon-italic">Italic</button></span>' +
      '<nav><a class="item-active" href="/a">A</a><a class="item-active" href="/b">B</a></nav>';
    expect(looks('.trix-active')).toBe('active');
    expect(looks('.trix-button--icon-italic')).toBeUndefined();
    expect(looks('.item-active')).toBeUndefined();
  });

  it("the page's own ARIA wins, and a box that is no target gets nothing", () => {
    document.body.innerHTML =
      '<div role="tablist"><button role="tab" class="active" aria-selected="false">A</button>' +
      '<button role="tab" aria-selected="true">B</button></div><div class="jtabs-selected">Sheet1</div>' +
      '<button class="disabled" disabled>Off</button>';
    const tab = document.querySelector('.active')!;
    expect(classLooks(tab, propsOf(tab, 'tab', true, null))).toBeUndefined();
    const plain = document.querySelector('.jtabs-selected')!;
    expect(classLooks(plain, propsOf(plain, 'generic', false, null))).toBeUndefined();
    const off = document.querySelector('button[disabled]')!;
    expect(classLooks(off, propsOf(off, 'button', true, null))).toBeUndefined();
  });
});

describe('flatpickr 4.6.13 (relay log C51, C52)', () => {
  it('a weekend day, dropped from the tab order, still looks disabled among days that are targets', () => {
    document.body.innerHTML =
      '<div class="dayContainer"><span class="flatpickr-day" aria-label="March 14, 2025" tabindex="-1">14</span>' +
      '<span class="flatpickr-day flatpickr-disabled" aria-label="March 15, 2025">15</span></div>';
    const day = document.querySelector('.flatpickr-disabled')!;
    expect(classLooks(day, propsOf(day, 'generic', false, null))).toBe('disabled');
  });

  it('an input flatpickr marks active while its calendar is open is no state of the field', () => {
    document.body.innerHTML =
      '<p><input id="range" class="flatpickr-input active" readonly></p><p><input class="flatpickr-input"></p>';
    const input = document.querySelector('#range')!;
    expect(classLooks(input, propsOf(input, 'textbox', true, null))).toBeUndefined();
  });
});

describe('Shoelace 2.20.1', () => {
  it("the label around a checked checkbox says nothing: the checkbox's own [checked] does", () => {
    document.body.innerHTML =
      '<label part="base" class="checkbox checkbox--medium checkbox--checked">' +
      '<input class="checkbox__input" type="checkbox" checked><span class="checkbox__label">Terms</span></label>' +
      '<div class="radio radio--checked" tabindex="0"><div role="radio" aria-checked="true">Pro</div></div>';
    for (const el of document.querySelectorAll('.checkbox, .radio'))
      expect(classLooks(el, propsOf(el, 'generic', true, null))).toBeUndefined();
  });
});

describe('TinyMCE 8.9.2', () => {
  it("an open menu's button and the menu item under the keys say nothing beyond [expanded] and [focused]", () => {
    document.body.innerHTML =
      '<div class="tox-toolbar__group"><button class="tox-tbtn tox-tbtn--enabled active" aria-expanded="true">Table' +
      '</button><button class="tox-tbtn">Bold</button></div><div role="menu"><div role="menuitem" tabindex="-1" ' +
      'class="tox-collection__item tox-collection__item--active">Table</div><div role="menuitem" tabindex="-1" ' +
      'class="tox-collection__item">Cell</div></div>';
    const button = document.querySelector('[aria-expanded]')!;
    expect(classLooks(button, propsOf(button, 'button', true, null), 'button')).toBeUndefined();
    const item = document.querySelector('.tox-collection__item--active')!;
    expect(classLooks(item, propsOf(item, 'menuitem', true, null), 'menuitem')).toBeUndefined();
  });
});

describe('AG Grid 36', () => {
  it('a header marked active because it has the focus says [focused] only', () => {
    document.body.innerHTML =
      '<div role="row"><div role="columnheader" tabindex="-1" class="ag-header-cell ag-header-active">Salary</div>' +
      '<div role="columnheader" tabindex="-1" class="ag-header-cell">Name</div></div>';
    const header = document.querySelector('.ag-header-active') as HTMLElement;
    header.focus();
    expect(classLooks(header, propsOf(header, 'columnheader', true, header), 'columnheader')).toBeUndefined();
  });
});

describe('the button just clicked, focused, that a class marks chosen (relay log C194, C187)', () => {
  const focusedLooks = (html: string, selector: string) => {
    document.body.innerHTML = html;
    const el = document.querySelector(selector) as HTMLElement;
    el.focus();
    return classLooks(el, propsOf(el, 'button', true, el), 'button');
  };

  it("Excalidraw's canvas background swatch looks active", () => {
    const swatches =
      '<div class="color-picker__top-picks"><button class="color-picker__button" type="button" title="#ffffff">' +
      '</button><button class="color-picker__button active" type="button" title="#fffce8"></button></div>';
    expect(focusedLooks(swatches, '.active')).toBe('active');
  });

  it("Grid.js's current page looks active", () => {
    const pager =
      '<div class="gridjs-pages"><button tabindex="0" role="button" title="Page 1">1</button>' +
      '<button tabindex="0" role="button" class="gridjs-currentPage" title="Page 2">2</button></div>';
    expect(focusedLooks(pager, '.gridjs-currentPage')).toBe('active');
  });
});

describe("a pseudo-element's text as assistive technology gets it (relay log C34)", () => {
  it("DataTables' sort arrows have an empty alternative: no text", () => {
    expect(spokenContent('"▲" / ""')).toBe('');
    expect(spokenContent('"lines: "')).toBe('lines: ');
    expect(spokenContent('"★" / "starred"')).toBe('starred');
    expect(spokenContent('"a/b"')).toBe('a/b');
  });
});

describe('card-like boxes asked about click listeners (dom.ts listenerSuspect)', () => {
  it('takes text nested deep in a card, and leaves out empty boxes and boxes holding a control', async () => {
    const { beginWalk, listenerSuspect } = await import('./dom');
    document.body.innerHTML =
      '<div class="card"><div><span>  </span><b>Task one</b></div></div>' +
      '<div class="card"><span> </span></div>' +
      '<div class="card">Task three <button>Edit</button></div>';
    beginWalk();
    const [deep, empty, control] = [...document.querySelectorAll('.card')] as Element[];
    const style = { cursor: 'auto' } as CSSStyleDeclaration;
    expect(listenerSuspect(deep!, style)).toBe(true);
    expect(listenerSuspect(empty!, style)).toBe(false);
    expect(listenerSuspect(control!, style)).toBe(false);
  });
});

describe('Editor.js 2.31.7 checklist (relay log C71)', () => {
  // Its box is a bare clickable div; the item around it carries the state.
  const item = (checked: boolean, text: string) =>
    `<div class="cdx-checklist__item${checked ? ' cdx-checklist__item--checked' : ''}">` +
    '<div class="cdx-checklist__item-checkbox" style="cursor: pointer"><span class="cdx-checklist__item-checkbox-check">' +
    `</span></div><div class="cdx-checklist__item-text" contenteditable="true">${text}</div></div>`;

  it('a ticked box looks checked, an open one does not, nor the item or its text', () => {
    document.body.innerHTML = `<div class="cdx-checklist">${item(true, 'Freeze')}${item(false, 'Book the venue')}</div>`;
    expect(looks('.cdx-checklist__item--checked .cdx-checklist__item-checkbox')).toBe('checked');
    expect(
      looks('.cdx-checklist__item:not(.cdx-checklist__item--checked) .cdx-checklist__item-checkbox'),
    ).toBeUndefined();
    const box = document.querySelector('.cdx-checklist__item--checked')!; // no target: no cursor, no focus
    expect(classLooks(box, propsOf(box, 'generic', false, null))).toBeUndefined();
    const text = document.querySelector('.cdx-checklist__item--checked .cdx-checklist__item-text')!;
    expect(classLooks(text, propsOf(text, 'generic', true, null))).toBeUndefined();
  });

  it('a ticked item holding a real checkbox is left to the checkbox (TodoMVC)', () => {
    document.body.innerHTML =
      '<ul><li class="completed" style="cursor: pointer"><input class="toggle" type="checkbox" checked>' +
      '<label>Buy milk</label></li><li class="checked" style="cursor: pointer"><input type="checkbox"> Eggs</li></ul>';
    expect(looks('.completed')).toBeUndefined();
    expect(looks('li.checked')).toBeUndefined();
  });
});

it("a calendar's days of the months around the one shown look other-month (relay log C142); the month's own do not", () => {
  // As Air Datepicker 3.6.0, flatpickr 4.6.13, FullCalendar 6 and Element Plus 2 render them.
  document.body.innerHTML =
    '<div class="air-datepicker-body--cells"><div class="air-datepicker-cell -day- -other-month-" data-date="29">29</div>' +
    '<div class="air-datepicker-cell -day-" data-date="1" id="own">1</div></div>' +
    '<span class="flatpickr-day prevMonthDay" tabindex="-1">30</span><span class="flatpickr-day nextMonthDay" tabindex="-1">2</span>' +
    '<table><tr><td class="fc-day fc-day-other"><a>31</a></td><td class="prev-month" id="ep"><div><span>28</span></div></td></tr></table>' +
    '<button class="next-month" id="btn">Next month</button><span class="flatpickr-day prevMonthDay flatpickr-disabled" id="off">27</span>';
  expect(looks('.-other-month-')).toBe('other-month');
  expect(looks('#own')).toBeUndefined();
  expect(looks('.prevMonthDay')).toBe('other-month');
  expect(looks('.nextMonthDay')).toBe('other-month');
  expect(looks('.fc-day-other')).toBe('other-month');
  expect(looks('#ep')).toBe('other-month');
  // A "next month" button shows no day number; a day that is off says disabled, which matters more.
  expect(looks('#btn')).toBeUndefined();
  expect(looks('#off')).not.toBe('other-month');
});

it('an icon class\'s letter glyph is no text (w2ui\'s `content: "L"` in its icon font, C139); symbols and words are', () => {
  document.body.innerHTML =
    '<span class="w2ui-icon w2ui-icon-reload" id="w2"></span><span class="icon-close" id="x"></span>' +
    '<span class="btn-label" id="plain"></span><span class="icon-pay" id="text">y</span>';
  const el = (id: string) => document.getElementById(id)!;
  expect(iconGlyph(el('w2'), 'L')).toBe(true);
  expect(iconGlyph(el('x'), '×')).toBe(false);
  expect(iconGlyph(el('x'), 'Close')).toBe(false);
  expect(iconGlyph(el('plain'), 'L')).toBe(false);
  expect(iconGlyph(el('w2'), '')).toBe(false);
  // Letters beside the element's own text spell with it ("Pa" + "y"): text.
  expect(iconGlyph(el('text'), 'Pa')).toBe(false);
});
