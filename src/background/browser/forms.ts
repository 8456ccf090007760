/**
 * Choosing and filling: select_option on native selects and on ARIA comboboxes/listboxes (open with a trusted
 * click, type to filter when the widget offers a search field, click the option), fill_form over several fields.
 * Every choice is read back and a mismatch is reported.
 */
import type { ActionDone } from './actions';
import { highlight } from './actions';
import type { ClickOptions, FormValue, PortResult } from '../../agent/browser-port';
import {
  chooseNative,
  describeControl,
  findOption,
  isChecked,
  offeredOptions,
  openWithFocusInside,
  goneFromView,
  pickerConfirm,
  searchFieldFocused,
  shownValue,
  widgetOf,
  type ControlInfo,
} from './form-functions';
import { insertText, mouseClick, pressKeyNamed } from './input';
import { optionChosen } from './option-chosen';
import { locate, prepare, type Located } from './locate';
import { callForElement, callOn } from './page-calls';
import type { BrowserTab } from './tab';
import { setSlider } from './slider';
import { typeRef } from './typing';

const CLICK: ClickOptions = { button: 'left', clickCount: 1, modifiers: [] };
const OPTION_WAIT_MS = 1500;

export async function selectOptions(tab: BrowserTab, ref: string, values: string[]): Promise<PortResult<ActionDone>> {
  const found = await locate(tab, ref);
  if (!found.ok) return found;
  const el = found.value;
  const info = await callOn<ControlInfo>(tab, el, describeControl);
  if (info.kind === 'select' && !info.hiddenSelect) {
    const r = await callOn<{ chosen: string[]; missing: string[]; available: string[] }>(tab, el, chooseNative, [
      values,
    ]);
    if (r.missing.length) {
      return {
        ok: false,
        error: `${el.label} has no option ${r.missing.map((m) => JSON.stringify(m)).join(', ')}.`,
        hint: `Options: ${r.available.map((a) => JSON.stringify(a)).join(', ')}`,
      };
    }
    const p = await prepare(tab, el, { checkEnabled: false, checkHit: false });
    if (p.ok) highlight(tab, p.value.box, el.label);
    return {
      ok: true,
      value: { summary: `selected ${r.chosen.map((c) => JSON.stringify(c)).join(', ')} in ${el.label}` },
    };
  }
  // A hidden native select is drawn by a widget around it: act on the widget, read the choice from the select.
  let widget: Located = el;
  if (info.kind === 'select') {
    const objectId = await callForElement(tab, el, widgetOf);
    if (!objectId)
      return {
        ok: false,
        error: `${el.label} is hidden and no widget stands for it.`,
        hint: 'Take a snapshot and pick the visible control.',
      };
    widget = { ...el, objectId };
  }
  const warnings: string[] = [];
  const had: string[] = [];
  for (const value of values) {
    const chosen = await chooseInWidget(tab, widget, value);
    if (!chosen.ok) return chosen;
    if (chosen.value === 'had') had.push(value);
  }
  // The widget of a hidden select is closed after the choice, as the native select would be (C82).
  if (info.kind === 'select' && (await callOn<boolean>(tab, widget, openWithFocusInside).catch(() => false)))
    await pressKeyNamed(tab, 'Escape');
  const shown = await callOn<string>(tab, el, shownValue).catch(() => '');
  const missing = values.filter((v) => !shown.toLowerCase().includes(v.toLowerCase()));
  if (missing.length)
    warnings.push(
      `After choosing, ${el.label} shows ${JSON.stringify(shown.slice(0, 200))}, which does not include ${missing.map((m) => JSON.stringify(m)).join(', ')}; check the snapshot.`,
    );
  return {
    ok: true,
    value: {
      summary:
        `selected ${values.map((v) => JSON.stringify(v)).join(', ')} in ${el.label}` +
        (had.length ? ` (${had.map((v) => JSON.stringify(v)).join(', ')} chosen already, left so)` : ''),
      warnings,
    },
  };
}

/**
 * Open the widget (unless its options already show), find the option, typing to filter if needed, click it. An
 * option chosen already is left as it is: in a multi-select a click would take it out (C165).
 */
async function chooseInWidget(tab: BrowserTab, widget: Located, value: string): Promise<PortResult<'clicked' | 'had'>> {
  let opened = false;
  let typable = false;
  const open = async (): Promise<PortResult<string | null>> => {
    const w = await prepare(tab, widget, { checkEnabled: true, checkHit: true });
    if (!w.ok) return w;
    typable = w.value.info.editable || /^(input|textarea)$/.test(w.value.info.tag);
    highlight(tab, w.value.box, widget.label);
    await mouseClick(tab, w.value.x, w.value.y, CLICK);
    opened = true;
    let found = await waitForOption(tab, widget, value, OPTION_WAIT_MS / 2);
    if (!found && (await callOn<boolean>(tab, widget, searchFieldFocused))) {
      await insertText(tab, value);
      found = await waitForOption(tab, widget, value, OPTION_WAIT_MS);
    }
    return { ok: true, value: found };
  };
  let option = await callForElement(tab, widget, findOption, [value]);
  if (!option) {
    const r = await open();
    if (!r.ok) return r;
    option = r.value;
  }
  if (!option) {
    const offered = await callOn<string[]>(tab, widget, offeredOptions).catch(() => []);
    const list = offered.length
      ? `Options shown: ${offered.map((o) => JSON.stringify(o)).join(', ')}`
      : // A tag editor offers no list: its values are typed (relay log C166: jSuites' volunteers).
        `No options appeared after opening it.${typable ? ' If it takes typed values (tags), use type with mode "append" and submit: true.' : ''}`;
    return { ok: false, error: `No option ${JSON.stringify(value)} in ${widget.label}.`, hint: list };
  }
  let target = { ...widget, objectId: option, label: `option ${JSON.stringify(value)}` };
  let p = await prepare(tab, target, { checkEnabled: true, checkHit: true });
  // A list drawn again as it settles (a virtual list re-rendering its rows) leaves the option found gone: find it anew.
  const anew = p.ok ? null : await waitForOption(tab, widget, value, OPTION_WAIT_MS / 2);
  if (anew) {
    target = { ...target, objectId: anew };
    p = await prepare(tab, target, { checkEnabled: true, checkHit: true });
  }
  // The option of a closed list that keeps its items in the page, clipped to nothing (jSuites' dropdown): opening
  // the list shows it (C162; select_option failed with "it is outside the visible area").
  if (!p.ok && !opened) {
    const r = await open();
    if (!r.ok) return r;
    if (r.value) {
      target = { ...target, objectId: r.value };
      p = await prepare(tab, target, { checkEnabled: true, checkHit: true });
    }
  }
  if (!p.ok) return p;
  if (await callOn<boolean>(tab, target, optionChosen).catch(() => false)) {
    if (opened) await pressKeyNamed(tab, 'Escape');
    return { ok: true, value: 'had' };
  }
  highlight(tab, p.value.box, target.label);
  await mouseClick(tab, p.value.x, p.value.y, CLICK);
  // A picker dialog of radios takes the choice on its OK (Ionic's select, relay log C130).
  const ok = await callForElement(tab, target, pickerConfirm, []).catch(() => null);
  if (ok) {
    const c = await prepare(tab, { ...widget, objectId: ok, label: 'its OK' }, { checkEnabled: true, checkHit: true });
    if (!c.ok) return c;
    await mouseClick(tab, c.value.x, c.value.y, CLICK);
    // The widget shows the choice once its dialog has gone (Ionic animates it out first).
    const okAt = { ...widget, objectId: ok };
    for (let t = 0; t < 50 && !(await callOn<boolean>(tab, okAt, goneFromView).catch(() => true)); t++)
      await new Promise((r) => setTimeout(r, 20));
  }
  return { ok: true, value: 'clicked' };
}

/** Polls until the opened widget shows the option; the time counts as waiting on the page (ActionScope.pageWaitMs). */
async function waitForOption(tab: BrowserTab, widget: Located, value: string, ms: number): Promise<string | null> {
  const start = Date.now();
  try {
    for (;;) {
      const option = await callForElement(tab, widget, findOption, [value]);
      if (option || Date.now() - start > ms) return option;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    tab.waitedOnPage(Date.now() - start);
  }
}

/** Several fields in one call; each kind of control gets what a user would do to it. Stops at the first failure. */
export async function fillFields(
  tab: BrowserTab,
  fields: Array<{ ref: string; value: FormValue }>,
): Promise<PortResult<ActionDone>> {
  const done: string[] = [];
  const warnings: string[] = [];
  for (const field of fields) {
    const r = await fillOne(tab, field.ref, field.value);
    if (!r.ok) {
      const before = done.length ? ` Filled before it: ${done.join('; ')}.` : '';
      return { ok: false, error: `${r.error}${before}`, ...(r.hint ? { hint: r.hint } : {}) };
    }
    done.push(r.value.summary);
    warnings.push(...(r.value.warnings ?? []));
  }
  return { ok: true, value: { summary: done.join('\n'), warnings } };
}

async function fillOne(tab: BrowserTab, ref: string, value: FormValue): Promise<PortResult<ActionDone>> {
  const found = await locate(tab, ref);
  if (!found.ok) return found;
  const el = found.value;
  const info = await callOn<ControlInfo>(tab, el, describeControl);
  if (info.kind === 'check') {
    const want = value === true || value === 'true' || value === 'on' || value === 'yes';
    if (info.checked === want)
      return { ok: true, value: { summary: `${el.label} was already ${want ? 'checked' : 'unchecked'}` } };
    const p = await prepare(tab, el, { checkEnabled: true, checkHit: true });
    if (!p.ok) return p;
    highlight(tab, p.value.box, el.label);
    await mouseClick(tab, p.value.x, p.value.y, CLICK);
    const now = await callOn<boolean | null>(tab, el, isChecked);
    const warnings = now === want ? [] : [`${el.label} is still ${now ? 'checked' : 'unchecked'} after the click.`];
    return { ok: true, value: { summary: `${want ? 'checked' : 'unchecked'} ${el.label}`, warnings } };
  }
  if (info.kind === 'select' || info.kind === 'widget' || Array.isArray(value)) {
    return selectOptions(tab, ref, Array.isArray(value) ? value : [String(value)]);
  }
  if (info.kind === 'slider') return setSlider(tab, el, String(value));
  if (info.kind === 'file')
    return { ok: false, error: `${el.label} is a file input.`, hint: 'Use upload_file for it.' };
  if (typeof value === 'boolean') return { ok: false, error: `${el.label} is not a checkbox; give it a text value.` };
  return typeRef(tab, ref, value, { mode: 'replace', submit: false });
}
