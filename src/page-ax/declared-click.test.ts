// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { ICON_FONT, SNAPSHOT_STYLES } from '../background/cdp/dom-hints';
import { walkDocument } from './walk';

// w2ui 2.0's sidebar (test/fixtures/apps/w2ui) as it renders: items are divs with a default cursor whose click is
// declared in `data-click` and bound by w2ui's own script. They had no ref, so "Settings" could not be clicked
// (relay log C152). A text with no declared click stays no target.
it('an element whose markup declares a click handler is a target', () => {
  document.body.innerHTML =
    '<div id="node_settings" class="w2ui-node w2ui-level-1 w2ui-eaction" data-click="click|settings|event">' +
    '<div class="w2ui-node-data"><div class="w2ui-node-text w2ui-node-caption">Settings</div></div></div>' +
    '<div id="plain"><span>Settings help</span></div><button onclick="go()">Go</button>';
  const walk = walkDocument(SNAPSHOT_STYLES, ICON_FONT.source);
  // happy-dom draws no cursor: only the declared handlers mark targets (the sidebar item and the button).
  expect(walk.nodes.filter((n) => n.p === 1 && !n.t)).toHaveLength(2);
});
