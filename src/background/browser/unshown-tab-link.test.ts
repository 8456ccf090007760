// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { unshownParts } from './unshown-functions';

// Form.io 4's tabs (test/fixtures/apps/formio) on Bootstrap 3 markup: the role is on the <li>, the panel's address
// on the link inside it. find said the checkbox was `in tab "Browser and version I can reproduce it every time"`:
// the panel named by its own text, with no tab to click (relay log C175).
it('an inactive tab panel is revealed by the link inside its tab', () => {
  document.body.innerHTML =
    '<ul role="tablist"><li role="tab" class="active"><a href="#problem">Problem</a></li>' +
    '<li role="tab"><a href="#environment">Environment</a></li></ul>' +
    '<div role="tabpanel" id="problem"><textarea aria-label="Describe the problem"></textarea></div>' +
    '<div role="tabpanel" id="environment" style="display: none"><label>Browser and version <input></label>' +
    '<label><input type="checkbox"> I can reproduce it every time</label></div>';
  const parts = unshownParts(2000);
  expect(parts.map((p) => [p.kind, p.label])).toEqual([['tab', 'Environment']]);
});
