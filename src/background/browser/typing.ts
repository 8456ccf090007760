/**
 * Typing as a user does: click the field (trusted: focuses the right frame and opens what a click opens), select
 * its content or move to its end, then Input.insertText, which fires the beforeinput/input events React, Vue and
 * rich-text editors listen to. Then read the value back and say when it did not land.
 */
import type { ActionDone } from './actions';
import { highlight } from './actions';
import type { ClickOptions, PortResult, TypeOptions } from '../../agent/browser-port';
import { parseCombo } from '../../agent/tools/keys';
import { edits, insertText, mouseClick, pressCombo, pressKeyNamed, retypeByKeys } from './input';
import { actionable, type Actionable } from './locate';
import { callInFrame, callOn } from './page-calls';
import { type FocusedElement, focusedElement, focusIn, placeCaret, readEditor, readValue } from './field-functions';
import { holdsFocus } from './caret';
import { checkPress } from './press-guard';
import { pressGuarded } from './guarded-key';
import type { BrowserTab } from './tab';
import { checkLanded, clip } from './verify';

const LEFT_CLICK: ClickOptions = { button: 'left', clickCount: 1, modifiers: [] };
const VERBS = { replace: 'typed', append: 'appended', insert: 'inserted' } as const;

export async function typeRef(
  tab: BrowserTab,
  ref: string,
  text: string,
  options: TypeOptions,
): Promise<PortResult<ActionDone>> {
  const found = await actionable(tab, ref, { checkEnabled: true, checkHit: true });
  if (!found.ok) return found;
  const el = found.value;
  const { tag, type, editable, role } = el.info;
  const isField =
    (tag === 'input' && !/^(checkbox|radio|button|submit|reset|file|image|range|color)$/.test(type)) ||
    tag === 'textarea';
  if (
    !isField &&
    !editable &&
    !/textbox|searchbox|combobox/.test(role) &&
    !/textbox|searchbox|combobox|document/.test(el.target.role)
  ) {
    return {
      ok: false,
      error: `${el.label} is not a text field (${tag}${type ? ` type=${type}` : ''}).`,
      hint:
        /^(cell|gridcell)$/.test(el.target.role) || /^t[dh]$/.test(tag)
          ? // A spreadsheet cell edits in a field the app opens on it.
            'To edit a cell, double-click it (click with double: true), then type into the text field that opens in it.'
          : // A tree's or list's value that edits in place (svelte-jsoneditor's, relay log C93).
            'Use click for buttons and checkboxes, select_option for lists. A value that edits in place (in a tree ' +
            'or list): click it and press Enter, or double-click it, then type into the text field that opens.',
    };
  }
  const same = await checkPress(tab, { ref });
  if (!same.ok) return same;
  highlight(tab, el.box, el.label);
  // Insert keeps the caret the model placed (press_key, click) when the field still has focus: a click would move it.
  if (options.mode !== 'insert' || !(await callOn<boolean>(tab, el, holdsFocus)))
    await mouseClick(tab, el.x, el.y, LEFT_CLICK);
  if (el.info.code) return typeInEditor(tab, el, text, options);
  const before = await callOn<{ value: string }>(tab, el, readValue);
  const warnings = await typeIntoFocused(tab, el, text, options.mode);
  let after = await callOn<{ value: string; connected: boolean }>(tab, el, readValue);
  let landed = checkLanded(before.value, after.value, text, options.mode, isField);
  // An input mask acts on each key and mangles text inserted at once ("500" over "200" read "205"): typed again key
  // by key, as a user types (relay log C171).
  if (!landed.ok && isField && options.mode === 'replace' && (await retypeByKeys(tab, text))) {
    after = await callOn<typeof after>(tab, el, readValue);
    landed = checkLanded(before.value, after.value, text, options.mode, isField);
  }
  if (!landed.ok) warnings.push(landed.warning);
  if (options.submit) {
    const still = await checkPress(tab, { focused: true });
    if (!still.ok) return still;
    const pressed = await pressGuarded(tab, (check) => pressKeyNamed(tab, 'Enter', check));
    if (!pressed.ok)
      return { ...pressed, error: `${VERBS[options.mode]} the text into ${el.label}, then: ${pressed.error}` };
    if (pressed.value) warnings.push(`Enter: ${pressed.value}`);
  }
  const verb = VERBS[options.mode];
  // Search and filter fields answer after a debounce: let settle watch for it, so the diff shows the result.
  const lateChanges =
    !options.submit &&
    (/searchbox|combobox/.test(el.target.role) ||
      type === 'search' ||
      el.info.searchLike ||
      /search|filter|query|find/i.test(el.target.name ?? ''));
  // The value is read before Enter: said in that order, since Enter may run and clear it (a terminal, a chat box;
  // relay log C97 read "and pressed Enter (value is now "ls")" as a command still waiting in the field).
  const submitted = options.submit ? ', then pressed Enter' : '';
  const value = isField ? ` (value is now ${JSON.stringify(clip(after.value))})` : '';
  return {
    ok: true,
    value: {
      summary: `${verb} ${JSON.stringify(clip(text))} into ${el.label}${landed.ok ? value : ''}${submitted}`,
      warnings,
      lateChanges,
    },
  };
}

/**
 * A code editor, focused by the click on its text: its own key bindings select all (replace) or go to the end of
 * the document (append), then the text goes in as typed. Read back from what the editor shows.
 */
async function typeInEditor(
  tab: BrowserTab,
  el: Actionable,
  text: string,
  options: TypeOptions,
): Promise<PortResult<ActionDone>> {
  const before = await callOn<{ value: string }>(tab, el, readEditor);
  if (options.mode === 'insert') {
    if (text) await insertText(tab, text);
  } else {
    await pressKeyNamed(tab, options.mode === 'append' ? 'Control+End' : 'Control+A');
    if (text) {
      await insertText(tab, text);
      // The text ends the document in these modes: what an editor added after the caret (a closing bracket or
      // quote it auto-closed) goes.
      await pressKeyNamed(tab, 'Control+Shift+End');
      await pressKeyNamed(tab, 'Delete');
    } else if (options.mode === 'replace') await pressKeyNamed(tab, 'Delete');
  }
  if (options.submit) {
    const still = await checkPress(tab, { focused: true });
    if (!still.ok) return still;
    const pressed = await pressGuarded(tab, (check) => pressKeyNamed(tab, 'Enter', check));
    if (!pressed.ok) return pressed;
  }
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const expected = options.mode === 'append' ? before.value + text : text;
  // A short document shows whole: it must read as typed (an editor's auto-indent changes only whitespace). A long
  // one shows only its last screen: the typed text's end must be there.
  const lastLine =
    text
      .split('\n')
      .filter((l) => l.trim())
      .pop() ?? '';
  const landedIn = (value: string) =>
    expected.split('\n').length <= 12 && options.mode === 'replace'
      ? norm(value) === norm(expected)
      : norm(value).includes(norm(lastLine));
  // Editors draw on a later frame (Ace on its own loop, later on a busy machine): read for up to a second.
  let shown = { value: before.value };
  for (const started = Date.now(); ; ) {
    await new Promise((r) => setTimeout(r, 50));
    shown = await callOn<{ value: string }>(tab, el, readEditor);
    if (landedIn(shown.value) || Date.now() - started > 1000) break;
  }
  const landed = landedIn(shown.value);
  const verb = VERBS[options.mode];
  const warnings = landed
    ? []
    : [
        `The text did not show up in the editor as typed: it now shows ${JSON.stringify(clip(shown.value))}. The editor may auto-indent, auto-close brackets or reject the input; check the snapshot.`,
      ];
  return {
    ok: true,
    value: {
      summary: `${verb} ${JSON.stringify(clip(text))} into the code editor ${el.label}${options.submit ? ' and pressed Enter' : ''}`,
      warnings,
    },
  };
}

/** The element has focus already. Returns warnings. */
export async function typeIntoFocused(
  tab: BrowserTab,
  el: Actionable | undefined,
  text: string,
  mode: TypeOptions['mode'],
): Promise<string[]> {
  const warnings: string[] = [];
  const caret = el && mode !== 'insert' ? await callOn<string>(tab, el, placeCaret, [mode]) : 'ok';
  if (caret === 'no-caret') await pressKeyNamed(tab, mode === 'append' ? 'End' : 'Control+A');
  else if (caret !== 'ok' && el) {
    // Not a field we can address directly (a wrapper): select everything in the focused field by keyboard.
    if (mode === 'replace') await pressKeyNamed(tab, 'Control+A');
    else await pressKeyNamed(tab, 'End');
  }
  if (text === '') {
    if (mode === 'replace') await pressKeyNamed(tab, 'Delete');
    return warnings;
  }
  await insertText(tab, text);
  return warnings;
}

export async function pressKeys(
  tab: BrowserTab,
  keys: string[],
  ref: string | undefined,
): Promise<PortResult<ActionDone>> {
  const combos = [];
  for (const k of keys) {
    const parsed = parseCombo(k);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    combos.push(parsed.combo);
  }
  if (ref) {
    const found = await actionable(tab, ref, { checkEnabled: true, checkHit: true });
    if (!found.ok) return found;
    highlight(tab, found.value.box, found.value.label);
    // Focus without moving a caret or firing a click: programmatic focus in our world. An element that cannot
    // take focus that way (a code editor drawn over its input, a custom widget) gets the click a user would give.
    const focused = await callOn<boolean>(tab, found.value, focusIn);
    if (!focused) await mouseClick(tab, found.value.x, found.value.y, LEFT_CLICK);
  }
  for (const combo of combos) {
    const activates = combo.key.key === 'Enter' || combo.key.key === ' ';
    if (activates) {
      // Enter and Space act on whatever has focus now (Tab may have moved it): that is what was judged, or no press.
      const same = await checkPress(tab, { focused: true });
      if (!same.ok) return same;
    }
    const pressed = activates
      ? await pressGuarded(tab, (check) => pressCombo(tab, combo, check))
      : await pressCombo(tab, combo);
    if (!pressed.ok) return pressed;
    if (pressed.value) {
      // The rest of the keys would land on a field nobody judged: not pressed.
      const rest = keys.slice(combos.indexOf(combo) + 1);
      const skipped = rest.length ? `; not pressed: ${rest.join(', ')}` : '';
      const done = keys.slice(0, combos.indexOf(combo) + 1).join(', ');
      return { ok: true, value: { summary: `pressed ${done}; ${pressed.value}${skipped}` } };
    }
  }
  const got = await callInFrame<FocusedElement>(tab, tab.mainFrameId, undefined, focusedElement);
  const keysText = keys.join(', ');
  if (got.body && combos.some(edits))
    return {
      ok: false,
      error: `pressed ${keysText}, but no element had focus: the keys went to the page itself, not to a field.`,
      hint: 'Pass the ref of the field or editor to press_key (or click it first), then press the keys again.',
    };
  const on = got.body ? 'the page itself (no element has focus)' : got.label;
  const selected = got.selected
    ? `; the text selected there now: ${JSON.stringify(got.selected)}`
    : got.caret
      ? `; the caret is at | in its line: ${JSON.stringify(got.caret)}`
      : '';
  return { ok: true, value: { summary: `pressed ${keysText}; the keys went to ${on}${selected}` } };
}
