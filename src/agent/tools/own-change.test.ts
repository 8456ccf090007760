import { describe, expect, it } from 'vitest';
import { onlyOwnChange } from './own-change';

// Recorded in relay task 99 (docs/relay-log.md, C204): the Lit mail client's reply dialog, and task 95's mail list.
const TYPED = 'typed "Friday 12:30 works for me" into textbox "Body" e34 (value is now "Friday 12:30 works for me")';
const TYPED_DIFF = `[diff] since snapshot #4; unchanged lines left out, their refs stay valid
unchanged: 3
dialog "New message"
  form
    unchanged: 3
    textbox "Body" e34 [focused] value="Friday 12:30 works for me" (was: no value)
    unchanged: 2`;
const TICKED = 'clicked checkbox "Select" e11';
const TICKED_DIFF = `[diff] since snapshot #1; unchanged lines left out, their refs stay valid
unchanged: 1
region "Messages"
  unchanged: 1
  button "Archive" e9 (now enabled)
  button "Delete" e10 (now enabled)
  generic e13
    checkbox "Select" e11 [checked focused] (now checked)
    unchanged: 2
  unchanged: 5
unchanged: 1`;

describe('an action whose diff shows only its own element (relay log C204)', () => {
  it('typing that changed only the field typed into leaves the page as the model saw it', () => {
    expect(onlyOwnChange(TYPED, TYPED_DIFF)).toBe(true);
  });

  it('another element changing, a line added or removed, or a whole new view is a change', () => {
    expect(onlyOwnChange(TICKED, TICKED_DIFF)).toBe(false);
    expect(onlyOwnChange(TYPED, `${TYPED_DIFF}\n    p "Add at least one recipient" (new)`)).toBe(false);
    expect(onlyOwnChange(TYPED, `${TYPED_DIFF}\n  removed: button "Send" e35`)).toBe(false);
    expect(onlyOwnChange(TYPED, '[page] Mail (Lit)\nnavigation "Folders"')).toBe(false);
    expect(onlyOwnChange(TYPED, TYPED_DIFF.replace('valid', 'valid; 1 of the 2 changed lines are off screen'))).toBe(
      false,
    );
  });

  it('a ref inside the typed text is not the element acted on', () => {
    const typedRef = 'typed "see e9" into textbox "Body" e34 (value is now "see e9")';
    expect(onlyOwnChange(typedRef, TYPED_DIFF.replace('textbox "Body" e34', 'button "Archive" e9'))).toBe(false);
  });
});
