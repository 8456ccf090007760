// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { readRailsAsScroll } from '../background/cdp/rail-scrollers';
import type { StyledNode } from '../background/cdp/hidden-styles';
import { readRailAsScroll } from './scroll-rail';

// test/fixtures/apps/perfect-scrollbar: the inbox's message list as perfect-scrollbar 1.5.6 leaves it, `overflow:
// hidden` on the box, its rails as children. Read as clipped, messages 13-30 sat below the page's end and were
// hidden: empty `generic eN` lines, and find did not reach "Garage works" (relay log C182). Monaco's scrollable
// element holds `scrollbar vertical` children but scrolls nothing itself: no rail, left as it is.
const INBOX =
  '<div id="list" class="ps ps--active-y"><div class="msg">30 Nov Ingrid Dahl</div>' +
  '<div class="ps__rail-x"><div class="ps__thumb-x"></div></div>' +
  '<div class="ps__rail-y"><div class="ps__thumb-y"></div></div></div>' +
  '<div id="editor" class="monaco-scrollable-element"><div class="invisible scrollbar vertical"></div></div>';

function overflowing(el: Element): Element {
  Object.defineProperty(el, 'scrollHeight', { value: 2200 });
  Object.defineProperty(el, 'clientHeight', { value: 640 });
  return el;
}

it('reads a box that clips its overflow and scrolls by a drawn rail as one that scrolls (page walk)', () => {
  document.body.innerHTML = INBOX;
  const read = (id: string) => {
    const values = ['hidden', 'hidden'];
    readRailAsScroll(overflowing(document.getElementById(id)!), values, 0, 1);
    return values;
  };
  expect(read('list')).toEqual(['auto', 'auto']);
  expect(read('editor')).toEqual(['hidden', 'hidden']);
});

it('reads the same box so on the DOMSnapshot path', () => {
  // #document, div#list, its message, rail-x, rail-y; then Monaco's box and its scrollbar.
  const strings = ['class', 'ps ps--active-y', 'msg', 'ps__rail-x', 'ps__rail-y', 'monaco-scrollable-element'];
  strings.push('invisible scrollbar vertical');
  const attributes = [[], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6]];
  const parentIndex = [-1, 0, 1, 1, 1, 0, 5];
  const clips = [1, 5]; // the inbox's list and Monaco's box
  const nodes: StyledNode[] = parentIndex.map((parent, i) => ({
    parent,
    text: false,
    style: clips.includes(i) ? { 'overflow-x': 'hidden', 'overflow-y': 'hidden' } : {},
  }));
  const doc = { frameId: 0, nodes: { parentIndex, attributes }, layout: { nodeIndex: [], styles: [], bounds: [] } };
  readRailsAsScroll(doc, strings, nodes);
  expect(clips.map((i) => nodes[i]!.style)).toEqual([
    { 'overflow-x': 'auto', 'overflow-y': 'auto' },
    { 'overflow-x': 'hidden', 'overflow-y': 'hidden' },
  ]);
});
