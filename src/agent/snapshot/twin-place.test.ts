import { expect, it } from 'vitest';
import { diffOf } from './fixtures';

// test/fixtures/apps/jodit (Jodit 4.15: a toolbar of 15 unnamed lists of buttons above the editor, under the form's
// "Message" label), "early-bird price" selected, then Bold: each changed list and item was placed `(after text:
// Message)`, the line before the whole toolbar, as if all four lists sat there (relay log C75).
it('an unnamed container among twins is placed by its own siblings, or by its rank among them', () => {
  const { text } = diffOf('jodit.selected', 'jodit.bold', 'viewport');
  expect(text).not.toContain('(after text: Message)');
  expect(text).toMatch(/^ {4}list \(1 of 15\)\n {6}listitem \[pressed\] \(now pressed\)\n {8}button "Bold" e\d+/m);
  expect(text).toMatch(/^ {6}listitem \(1 of 5\)\n {8}button "Cut selection" e\d+ \(now enabled\)/m);
});
