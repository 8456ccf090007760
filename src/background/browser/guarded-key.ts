/**
 * An activating key (Enter, Space) pressed while policy has armed the press re-check (press-guard.ts): the key goes
 * down on what was judged, focus is checked, and only then does the key act (input.ts pressCombo).
 *
 * An in-place editor moves focus on that keydown as its normal answer: svelte-jsoneditor opens a value's text field on
 * Enter, and on Enter in that field commits and hands the keys back to its widget's hidden input. The check refuses
 * the rest of the key there, which is right (its character must not land on an element nobody judged), but the model
 * was told "Policy refused…" for a press that did what it asked, and the prompt tells it not to work around refusals
 * (relay log C87). When the focus went to a text field, the press is reported done, saying where the focus went and
 * that the key's character was withheld; keys after it in the same call are not pressed. Focus moved to anything
 * else (a button: the attack press-guard.ts exists for) stays a refusal.
 */
import type { PortResult } from '../../agent/browser-port';
import { type FocusedElement, focusedElement } from './field-functions';
import { callInFrame } from './page-calls';
import { checkPress, isArmed } from './press-guard';
import type { BrowserTab } from './tab';

/** How focusedElement() names a text field or an editor (field-functions.ts). */
const TEXT_ENTRY = /^(textbox|searchbox|combobox|spinbutton|editor)\b|^an empty editor|^the (code )?editor/;

/** Where focus lands when an in-place editor closes on the key: a grid's cell (focusedElement's label). */
const CLOSED_INTO = /^(gridcell|cell)\b/;

export type Check = (() => Promise<PortResult<void>>) | undefined;

/** `press` presses the key with the check it is given. The value is a note when focus moved to a text field. */
export async function pressGuarded(
  tab: BrowserTab,
  press: (check: Check) => Promise<PortResult<void>>,
): Promise<PortResult<string | undefined>> {
  if (!isArmed(tab.tabId)) {
    const r = await press(undefined);
    return r.ok ? { ok: true, value: undefined } : r;
  }
  const r = await press(() => checkPress(tab, { focused: true }, true));
  if (r.ok) return { ok: true, value: undefined };
  const now = await callInFrame<FocusedElement>(tab, tab.mainFrameId, undefined, focusedElement).catch(() => undefined);
  if (!now) return r;
  // A grid's cell editor (Tabulator's) commits on Enter's keydown and removes itself: focus falls back to the body
  // or to the cell. Nothing unjudged can act on the withheld rest of the key there, and the edit did land.
  if (now.body || CLOSED_INTO.test(now.label))
    return {
      ok: true,
      value: `the field closed as the key went down (focus is back on ${now.body ? 'the page' : now.label}), so the rest of the key was not pressed`,
    };
  if (!TEXT_ENTRY.test(now.label)) return r;
  return {
    ok: true,
    value:
      `the page moved the focus to ${now.label} as the key went down (an editor opening, or closing and ` +
      `giving the keys back to its widget), so the key's character was not typed there`,
  };
}
