// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { iconWord } from './icon-word';
import { propsOf } from './props';

afterEach(() => {
  document.body.innerHTML = '';
});
const word = (selector: string, focusable = false) => {
  const el = document.querySelector(selector)!;
  return iconWord(el, propsOf(el, 'generic', focusable, null));
};
const svg = '<svg viewBox="0 0 17 17"><path d="M5 8l7 7"></path></svg>';

// The markup as the libraries render it (flatpickr 4.6.13, Editor.js 2.31.7, a Bootstrap Icons button).
it("flatpickr's month arrows and time arrows say which way they go (relay log C50)", () => {
  document.body.innerHTML =
    `<div class="flatpickr-months"><span class="flatpickr-prev-month" style="cursor: pointer">${svg}</span>` +
    `<span class="flatpickr-next-month" style="cursor: pointer">${svg}</span></div>` +
    '<div class="numInputWrapper"><span class="arrowUp" style="cursor: pointer"></span>' +
    '<span class="arrowDown" style="cursor: pointer"></span></div>';
  expect(word('.flatpickr-prev-month')).toBe('previous');
  expect(word('.flatpickr-next-month')).toBe('next');
  expect(word('.arrowUp')).toBe('up');
  expect(word('.arrowDown')).toBe('down');
});

it("Editor.js's toolbar: the block's + and its settings (relay log C72)", () => {
  document.body.innerHTML =
    `<div class="ce-toolbar__actions"><div class="ce-toolbar__plus" style="cursor: pointer">${svg}</div>` +
    `<span class="ce-toolbar__settings-btn" style="cursor: pointer">${svg}</span></div>`;
  expect(word('.ce-toolbar__plus')).toBe('add');
  expect(word('.ce-toolbar__settings-btn')).toBe('settings');
});

it("an icon font's class on the icon inside a focusable button counts; text, no target or no known word do not", () => {
  document.body.innerHTML =
    '<button class="btn" id="a"><i class="bi bi-trash"></i></button>' +
    '<button class="btn btn-close" id="b">Close dialog</button>' +
    '<span class="next-page" id="c"></span>' +
    '<span class="weird-thing" id="d" style="cursor: pointer"></span>';
  expect(word('#a', true)).toBe('delete');
  expect(word('#b', true)).toBeUndefined(); // it shows its words
  expect(word('#c')).toBeUndefined(); // no target
  expect(word('#d')).toBeUndefined();
});

it("Element Plus's clear button in a field: an <i> holding an svg, a box Chrome ignores", () => {
  document.body.innerHTML = `<i class="el-icon el-input__icon el-input__clear" style="cursor: pointer">${svg}</i>`;
  expect(word('i')).toBe('clear');
});

it("Air Datepicker's month arrows say which way by a data attribute (relay log C141); free text in one does not", () => {
  // The markup as air-datepicker 3.6.0 renders its navigation (an SVG arrow in a div with a pointer cursor).
  document.body.innerHTML =
    `<div class="air-datepicker-nav"><div class="air-datepicker-nav--action" data-action="prev" style="cursor: pointer">${svg}</div>` +
    `<div class="air-datepicker-nav--action" data-action="next" style="cursor: pointer">${svg}</div>` +
    `<div id="long" data-note="click here to go to the next page of results" style="cursor: pointer">${svg}</div></div>`;
  expect(word('[data-action=prev]')).toBe('previous');
  expect(word('[data-action=next]')).toBe('next');
  expect(word('#long')).toBeUndefined();
});
