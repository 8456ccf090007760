// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { ICON_FONT, SNAPSHOT_STYLES } from '../background/cdp/dom-hints';
import { walkDocument } from './walk';

// jSuites 5.13's calendar header (test/fixtures/apps/jsuites): `thead { cursor: pointer }` and the month arrows
// `.jcalendar-prev { cursor: pointer }`, empty cells drawn by a background image. Every cell inherits the
// pointer, so the arrows were part of the header's one target and had no ref of their own (relay log C156).
it('marks an element whose own style rule gives it the pointer its parent also has', () => {
  document.head.innerHTML =
    '<style>.jcalendar-table > table > thead { cursor: pointer } .jcalendar-prev, .jcalendar-next { cursor: pointer }</style>';
  document.body.innerHTML =
    '<div class="jcalendar-table"><table><thead><tr><td class="jcalendar-prev"></td>' +
    '<td class="jcalendar-header"><span>Dec</span></td><td class="jcalendar-next"></td></tr></thead></table></div>';
  const walk = walkDocument(SNAPSHOT_STYLES, ICON_FONT.source);
  const pointers = walk.nodes.filter((n) => n.p === 1 && !n.t).length;
  const own = walk.nodes.filter((n) => n.po === 1).length;
  // thead, its row, three cells and the month's span all show the pointer; only the two arrows declare it.
  expect({ pointers, own }).toEqual({ pointers: 6, own: 2 });
});

// jSuites' past events (test/fixtures/apps/jsuites): rows whose actions open on a right click show the context-menu
// cursor and nothing else says so; they printed as plain text, with no ref to right-click (relay log C159).
it('a context-menu cursor marks a target, as a pointer does', () => {
  document.head.innerHTML = '<style>.past { cursor: context-menu }</style>';
  document.body.innerHTML = '<div class="past">Autumn cleanup, 2026-10-03</div><div>Spring cleanup</div>';
  const walk = walkDocument(SNAPSHOT_STYLES, ICON_FONT.source);
  expect(walk.nodes.filter((n) => n.p === 1 && !n.t)).toHaveLength(1);
});
