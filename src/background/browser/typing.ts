/**
 * Typing as a user does: click the field (trusted: focuses the right frame and opens what a click opens), select
 * its content or move to its end, then Input.insertText, which fires the beforeinput/input events React, Vue and
 * rich-text editors listen to. Then read the value back and say when it did not land.
 */
import type { ActionDone } from './actions';
import { highlight } from './actions';
import type { ClickOptions, PortResult, TypeOptions } from '../../agent/browser-port';
import { parseCombo } from '../../agent/tools/keys';
import { insertText, mouseClick, pressCombo, pressKeyNamed } from './input';
import { actionable, callOn, type Actionable } from './locate';
import { placeCaret, readValue } from './page-functions';
import { describeOn } from './policy-facts';
import { checkPress } from './press-guard';
import type { BrowserTab } from './tab';
import { checkLanded, clip } from './verify';

const LEFT_CLICK: ClickOptions = { button: 'left', clickCount: 1, modifiers: [] };

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
      hint: 'Use click for buttons and checkboxes, select_option for lists.',
    };
  }
  const same = await checkPress(tab, { ref });
  if (!same.ok) return same;
  highlight(tab, el.box, el.label);
  await mouseClick(tab, el.x, el.y, LEFT_CLICK);
  const before = await callOn<{ value: string }>(tab, el, readValue);
  const warnings = await typeIntoFocused(tab, el, text, options.mode);
  const after = await callOn<{ value: string; connected: boolean }>(tab, el, readValue);
  const landed = checkLanded(before.value, after.value, text, options.mode, isField);
  if (!landed.ok) warnings.push(landed.warning);
  if (options.submit) {
    const still = await checkPress(tab, { focused: true });
    if (!still.ok) return still;
    await pressKeyNamed(tab, 'Enter');
  }
  const verb = options.mode === 'append' ? 'appended' : 'typed';
  const submitted = options.submit ? ' and pressed Enter' : '';
  const value = isField ? ` (value is now ${JSON.stringify(clip(after.value))})` : '';
  return {
    ok: true,
    value: {
      summary: `${verb} ${JSON.stringify(clip(text))} into ${el.label}${submitted}${landed.ok ? value : ''}`,
      warnings,
    },
  };
}

/** The element has focus already. Returns warnings. */
export async function typeIntoFocused(
  tab: BrowserTab,
  el: Actionable | undefined,
  text: string,
  mode: 'replace' | 'append',
): Promise<string[]> {
  const warnings: string[] = [];
  const caret = el ? await callOn<string>(tab, el, placeCaret, [mode]) : 'ok';
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
  let target = 'the focused element';
  if (ref) {
    const found = await actionable(tab, ref, { checkEnabled: true, checkHit: true });
    if (!found.ok) return found;
    highlight(tab, found.value.box, found.value.label);
    // Focus without moving a caret or firing a click: programmatic focus in our world, then the keys.
    await callOn(tab, found.value, function (this: HTMLElement) {
      this.focus();
    });
    target = found.value.label;
  }
  let receiver = '';
  for (const k of keys) {
    const parsed = parseCombo(k);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    if (parsed.combo.key.key === 'Enter' || parsed.combo.key.key === ' ') {
      // Enter and Space act on whatever has focus now (Tab may have moved it): that is what was judged, or no press.
      const same = await checkPress(tab, { focused: true });
      if (!same.ok) return same;
      receiver = await focusedLabel(tab);
    }
    await pressCombo(tab, parsed.combo);
  }
  // Name the element that received the keys, so the model knows where Tab took them.
  receiver ||= await focusedLabel(tab);
  const landed = receiver && receiver !== target ? `; they went to ${receiver}` : '';
  return { ok: true, value: { summary: `pressed ${keys.join(', ')} on ${target}${landed}` } };
}

export async function typeAtPoint(
  tab: BrowserTab,
  x: number,
  y: number,
  text: string,
  options: TypeOptions,
): Promise<PortResult<ActionDone>> {
  const same = await checkPress(tab, { x, y });
  if (!same.ok) return same;
  highlight(tab, { x: x - 6, y: y - 6, w: 12, h: 12 }, 'type');
  await mouseClick(tab, x, y, LEFT_CLICK);
  if (options.mode === 'replace') await pressKeyNamed(tab, 'Control+A');
  else await pressKeyNamed(tab, 'End');
  if (text) await insertText(tab, text);
  if (options.submit) {
    const still = await checkPress(tab, { focused: true });
    if (!still.ok) return still;
    await pressKeyNamed(tab, 'Enter');
  }
  return {
    ok: true,
    value: { summary: `clicked at (${Math.round(x)}, ${Math.round(y)}) and typed ${JSON.stringify(clip(text))}` },
  };
}

/** `button "Send" (in https://pay.example)`: the element keyboard focus is on now, through frames. */
async function focusedLabel(tab: BrowserTab): Promise<string> {
  const found = await describeOn(tab, { focused: true }).catch(() => undefined);
  const el = found?.ok ? found.value.element : undefined;
  if (!found?.ok || !el) return 'the page';
  const name = el.name ? ` ${JSON.stringify(el.name.slice(0, 80))}` : '';
  const frame =
    found.value.frameUrl !== found.value.pageUrl ? ` (in a frame of ${new URL(found.value.frameUrl).origin})` : '';
  return `${el.role}${name}${frame}`;
}
