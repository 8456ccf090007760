/**
 * Key combos as the model writes them ("Enter", "Control+A", "cmd+shift+k") -> the fields CDP's
 * Input.dispatchKeyEvent needs. Pure, shared by the press_key tool (validation) and the browser port (dispatch).
 */
import type { Modifier } from '../browser-port';

export interface KeyDef {
  key: string;
  code: string;
  keyCode: number;
  /** The character typed, when the key types one. */
  text?: string;
}

export interface KeyCombo {
  modifiers: Modifier[];
  key: KeyDef;
}

const MODIFIER_ALIASES: Record<string, Modifier> = {
  alt: 'Alt',
  option: 'Alt',
  opt: 'Alt',
  control: 'Control',
  ctrl: 'Control',
  ctl: 'Control',
  meta: 'Meta',
  cmd: 'Meta',
  command: 'Meta',
  super: 'Meta',
  win: 'Meta',
  shift: 'Shift',
};

/** CDP's modifiers bit field. */
export const MODIFIER_BITS: Record<Modifier, number> = { Alt: 1, Control: 2, Meta: 4, Shift: 8 };

const NAMED: Record<string, KeyDef> = {
  enter: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
  tab: { key: 'Tab', code: 'Tab', keyCode: 9 },
  backspace: { key: 'Backspace', code: 'Backspace', keyCode: 8 },
  delete: { key: 'Delete', code: 'Delete', keyCode: 46 },
  escape: { key: 'Escape', code: 'Escape', keyCode: 27 },
  space: { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
  arrowup: { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 },
  arrowdown: { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 },
  arrowleft: { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 },
  arrowright: { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 },
  home: { key: 'Home', code: 'Home', keyCode: 36 },
  end: { key: 'End', code: 'End', keyCode: 35 },
  pageup: { key: 'PageUp', code: 'PageUp', keyCode: 33 },
  pagedown: { key: 'PageDown', code: 'PageDown', keyCode: 34 },
  insert: { key: 'Insert', code: 'Insert', keyCode: 45 },
};
const ALIASES: Record<string, string> = {
  return: 'enter',
  esc: 'escape',
  del: 'delete',
  spacebar: 'space',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  pgup: 'pageup',
  pgdn: 'pagedown',
};
const PUNCTUATION: Record<string, [string, number]> = {
  '-': ['Minus', 189],
  '=': ['Equal', 187],
  ',': ['Comma', 188],
  '.': ['Period', 190],
  '/': ['Slash', 191],
  ';': ['Semicolon', 186],
  "'": ['Quote', 222],
  '[': ['BracketLeft', 219],
  ']': ['BracketRight', 221],
  '\\': ['Backslash', 220],
  '`': ['Backquote', 192],
};

export function keyDef(name: string): KeyDef | undefined {
  const lower = name.toLowerCase();
  const named = NAMED[ALIASES[lower] ?? lower];
  if (named) return named;
  if (/^f([1-9]|1[0-2])$/.test(lower)) {
    const n = Number(lower.slice(1));
    return { key: `F${n}`, code: `F${n}`, keyCode: 111 + n };
  }
  // A letter key reports the lower-case letter unless Shift is held (parseCombo upper-cases it then).
  if (/^[a-z]$/i.test(name))
    return { key: lower, code: `Key${name.toUpperCase()}`, keyCode: name.toUpperCase().charCodeAt(0), text: lower };
  if (/^[0-9]$/.test(name)) return { key: name, code: `Digit${name}`, keyCode: name.charCodeAt(0), text: name };
  const p = PUNCTUATION[name];
  if (p) return { key: name, code: p[0], keyCode: p[1], text: name };
  return undefined;
}

export type ParsedCombo = { ok: true; combo: KeyCombo } | { ok: false; error: string };

/** "Control+Shift+A" -> modifiers + key. "+" itself is written "Plus"; a lone "+" also works. */
export function parseCombo(input: string): ParsedCombo {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: 'empty key' };
  const parts = trimmed === '+' ? ['+'] : trimmed.split(/\s*\+\s*/).map((p) => (p.toLowerCase() === 'plus' ? '+' : p));
  const keyName = parts.pop()!;
  const modifiers: Modifier[] = [];
  for (const part of parts) {
    const m = MODIFIER_ALIASES[part.toLowerCase()];
    if (!m) return { ok: false, error: `"${part}" in "${input}" is not a modifier (use Control, Shift, Alt or Meta)` };
    if (!modifiers.includes(m)) modifiers.push(m);
  }
  const lone = MODIFIER_ALIASES[keyName.toLowerCase()];
  if (lone)
    return {
      ok: true,
      combo: {
        modifiers,
        key: { key: lone, code: `${lone}Left`, keyCode: { Alt: 18, Control: 17, Meta: 91, Shift: 16 }[lone] },
      },
    };
  let key = keyName === '+' ? { key: '+', code: 'Equal', keyCode: 187, text: '+' } : keyDef(keyName);
  if (!key)
    return {
      ok: false,
      error: `unknown key "${keyName}" in "${input}" (use names like Enter, Tab, Escape, ArrowDown, PageDown, F5, a, 7)`,
    };
  // A lone capital ("R", as in typing "Reviewed" key by key) types the capital, as Playwright's keyboard.press does;
  // it used to type "r". With Control/Alt/Meta it stays a shortcut ("Control+A" is Control+a), handled below.
  const capital = /^[A-Z]$/.test(keyName) && !modifiers.some((m) => m !== 'Shift');
  if ((capital || modifiers.includes('Shift')) && key.text && /^[a-z]$/.test(key.text)) {
    key = { ...key, key: key.key.toUpperCase(), text: key.text.toUpperCase() };
  }
  // With Control/Alt/Meta held a key is a shortcut, not typing: no text (otherwise "Control+a" would insert "a").
  if (modifiers.some((m) => m !== 'Shift') && key.text && key.key !== 'Enter')
    key = { key: key.key, code: key.code, keyCode: key.keyCode };
  return { ok: true, combo: { modifiers, key } };
}

export function modifierBits(modifiers: readonly Modifier[]): number {
  return modifiers.reduce((bits, m) => bits | MODIFIER_BITS[m], 0);
}

/** A combo that pastes the clipboard: Control/Meta+V (with Shift too: paste as plain text) or Shift+Insert. */
export function isPaste(value: string): boolean {
  const parsed = parseCombo(value);
  if (!parsed.ok) return false;
  const { key, modifiers } = parsed.combo;
  if (key.key.toLowerCase() === 'v') return modifiers.includes('Control') || modifiers.includes('Meta');
  return key.key === 'Insert' && modifiers.includes('Shift');
}

/**
 * The text a key sequence types, by where focus is when it is typed (the number of Tab presses before it, Shift+Tab
 * counting back): "5", "5", "5" spells data as surely as typing "555" does, and is judged as a typed value (red team
 * c11-r9-keys-spell-data). Enter and shortcuts type nothing.
 */
export function typedRuns(keys: readonly string[]): Array<{ tabs: number; text: string }> {
  const runs: Array<{ tabs: number; text: string }> = [];
  let tabs = 0;
  for (const k of keys) {
    const parsed = parseCombo(k);
    if (!parsed.ok) continue;
    const { key, modifiers } = parsed.combo;
    if (key.key === 'Tab') tabs += modifiers.includes('Shift') ? -1 : 1;
    if (!key.text || key.key === 'Enter') continue;
    const last = runs.at(-1);
    if (last?.tabs === tabs) last.text += key.text;
    else runs.push({ tabs, text: key.text });
  }
  return runs;
}
