// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { findOption } from './form-functions';

// happy-dom has no layout: every box gets a size, and everything is visible.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100, height: 20 } as DOMRect);
  Element.prototype.checkVisibility = () => true;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

// w2ui 2.0's list field (test/fixtures/apps/w2ui, Settings, "Default carrier") as it opens: a menu of divs in an
// absolutely placed overlay, no role and no pointer cursor. select_option said "No options appeared after opening
// it." (relay log C154): the rule for menus with no ARIA (C114) took only boxes with a pointer cursor.
it('an option with no role and no pointer cursor, in a layer over the page, is found by its text', () => {
  document.body.innerHTML =
    '<div class="w2ui-field"><input id="carrier" readonly value="PostNord"></div>' +
    '<div class="w2ui-overlay" style="position: absolute"><div class="w2ui-menu">' +
    ['DHL', 'PostNord', 'DPD', 'GLS']
      .map((c, i) => `<div class="w2ui-menu-item" index="${i}"><div class="menu-text">${c}</div></div>`)
      .join('') +
    '</div></div>';
  const option = findOption.call(document.querySelector('#carrier')!, 'DHL');
  expect(option?.className).toBe('w2ui-menu-item');
  expect(option?.textContent).toBe('DHL');
});
