/**
 * Trusted input through CDP's Input domain on the tab's own target: coordinates are top-level viewport CSS pixels
 * (frames included, see locate.ts), and keys go to whichever frame has focus. Events carry isTrusted === true,
 * which widgets that ignore synthetic events need.
 */
import type { ClickOptions, Modifier, PortResult } from '../../agent/browser-port';
import { modifierBits, parseCombo, type KeyCombo } from '../../agent/tools/keys';
import { focusTarget } from './hit-test';
import { callOn } from './page-calls';
import { checkTypingOrigin } from './press-guard';
import type { BrowserTab } from './tab';

const BUTTON_BITS = { left: 1, right: 2, middle: 4 } as const;

/** Thrown before a new gesture once the user pressed Stop; runAction turns it into "Stopped by the user." */
export class StoppedError extends Error {
  constructor() {
    super('Stopped by the user.');
  }
}

/**
 * Checked before each gesture starts (a move, a click, a key combo, a text insertion), never between a press and its
 * release: Stop lands between fields of a form or keys of a sequence, and no button or modifier is left held down.
 */
function stopIfAsked(tab: BrowserTab): void {
  if (tab.action?.signal.aborted) throw new StoppedError();
}

export async function mouseMove(tab: BrowserTab, x: number, y: number, modifiers: Modifier[] = []): Promise<void> {
  stopIfAsked(tab);
  await tab.session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, modifiers: modifierBits(modifiers) });
}

export async function mouseClick(tab: BrowserTab, x: number, y: number, options: ClickOptions): Promise<void> {
  const modifiers = modifierBits(options.modifiers);
  const base = { x, y, modifiers, button: options.button };
  stopIfAsked(tab);
  // Chrome answers a mouse move only after the next frame, and a page that paints none (a background tab where
  // focus emulation did not take) answers after ~5 s. The press that follows delivers the queued move first, so
  // the move is awaited with the press, not before it: the page still sees mousemove, then mousedown.
  const moved = mouseMove(tab, x, y, options.modifiers);
  moved.catch(() => undefined); // awaited below; a Stop is thrown from there
  for (let count = 1; count <= options.clickCount; count++) {
    await tab.session.send('Input.dispatchMouseEvent', {
      ...base,
      type: 'mousePressed',
      clickCount: count,
      buttons: BUTTON_BITS[options.button],
    });
    await tab.session.send('Input.dispatchMouseEvent', {
      ...base,
      type: 'mouseReleased',
      clickCount: count,
      buttons: 0,
    });
  }
  await moved;
}

export async function mouseButton(
  tab: BrowserTab,
  type: 'mousePressed' | 'mouseReleased',
  x: number,
  y: number,
): Promise<void> {
  if (type === 'mousePressed') stopIfAsked(tab);
  await tab.session.send('Input.dispatchMouseEvent', {
    type,
    x,
    y,
    button: 'left',
    clickCount: 1,
    buttons: type === 'mousePressed' ? 1 : 0,
  });
}

/**
 * One key combo. With `check`, the activating key (Enter, Space) goes down, `check` runs (is focus still on what was
 * judged?), and only if it passes does the key act; its refusal is returned.
 */
export async function pressCombo(
  tab: BrowserTab,
  combo: KeyCombo,
  check?: () => Promise<PortResult<void>>,
): Promise<PortResult<void>> {
  stopIfAsked(tab);
  let bits = 0;
  for (const m of combo.modifiers) {
    bits |= modifierBits([m]);
    const def = parseCombo(m);
    if (def.ok) await key(tab, 'rawKeyDown', def.combo.key, bits);
  }
  const { key: k } = combo;
  let refused: PortResult<void> | undefined;
  if (check && k.text) {
    // keydown alone first: a page can move focus in its keydown listener, and the keypress (Enter's activation)
    // and keyup (Space's) then land on the new element. Checked in between; refused, only the key is let go.
    await key(tab, 'rawKeyDown', k, bits);
    const now = await check();
    if (now.ok) await key(tab, 'char', k, bits);
    else refused = now;
  } else await key(tab, k.text ? 'keyDown' : 'rawKeyDown', k, bits);
  await key(tab, 'keyUp', k, bits);
  for (const m of [...combo.modifiers].reverse()) {
    bits &= ~modifierBits([m]);
    const def = parseCombo(m);
    if (def.ok) await key(tab, 'keyUp', def.combo.key, bits);
  }
  return refused ?? { ok: true, value: undefined };
}

async function key(tab: BrowserTab, type: string, k: KeyCombo['key'], modifiers: number): Promise<void> {
  const params: Record<string, unknown> = {
    type,
    modifiers,
    key: k.key,
    code: k.code,
    windowsVirtualKeyCode: k.keyCode,
    nativeVirtualKeyCode: k.keyCode,
  };
  if ((type === 'keyDown' || type === 'char') && k.text)
    Object.assign(params, { text: k.text, unmodifiedText: k.text });
  // Editing shortcuts are commands in Chrome's key bindings; CDP needs them named to run them (e.g. select all).
  if (type !== 'keyUp' && modifiers & 2 && !(modifiers & 1)) {
    const command = { a: 'selectAll', c: 'copy', x: 'cut', v: 'paste', z: 'undo', y: 'redo' }[k.key.toLowerCase()];
    if (command) params.commands = [command];
  }
  await tab.session.send('Input.dispatchKeyEvent', params);
}

export async function insertText(tab: BrowserTab, text: string): Promise<void> {
  stopIfAsked(tab);
  // The text goes to whatever has focus now, which the page may have moved since the field was judged.
  const where = await checkTypingOrigin(tab);
  if (!where.ok) throw new Error(where.error);
  // A user's typing ends with a key. A field that suggests as you type may act on keys only (autocompleter listens
  // for keyup): the last character goes in as a real key press, so it sees the typing (C178).
  const last = keyOf([...text].at(-1) ?? '');
  const focused = last && (await focusTarget(tab, 0).catch(() => null));
  if (last && focused && (await callOn<boolean>(tab, focused, suggestsAsTyped).catch(() => false))) {
    const head = [...text].slice(0, -1).join('');
    if (head) await tab.session.send('Input.insertText', { text: head });
    await pressCombo(tab, last);
    return;
  }
  await tab.session.send('Input.insertText', { text });
}

/** The key that types `char` itself (no Alt or Control), or null (é, emoji, a line break). */
function keyOf(char: string): KeyCombo | null {
  const parsed = parseCombo(char === ' ' ? 'space' : char);
  return parsed.ok && parsed.combo.key.text === parsed.combo.key.key ? parsed.combo : null;
}

/**
 * A one-line text input that says it suggests (an ARIA combobox, aria-autocomplete, a datalist) or is a search
 * field (type=search: Tabulator's header filter filters on keyup only, so inserted text never filtered). Only these:
 * other fields take the text as before (an ag-grid filter's debounce, a code editor's completion that a later Enter
 * takes).
 */
function suggestsAsTyped(this: Element): boolean {
  if (!(this instanceof HTMLInputElement) || !/^(text|search|email|tel|url|)$/.test(this.type)) return false;
  return (
    this.type === 'search' ||
    this.getAttribute('role') === 'combobox' ||
    this.hasAttribute('aria-autocomplete') ||
    this.hasAttribute('list')
  );
}

/**
 * Types `text` key by key, as a user's keyboard does: for a field that acts on each key and mangles text inserted
 * at once (an input mask), over what the field holds (selected first). False, with nothing pressed, when a character
 * has no key of its own (é, emoji).
 */
export async function retypeByKeys(tab: BrowserTab, text: string): Promise<boolean> {
  const combos = [...text].map(keyOf);
  if (!combos.every((c) => c)) return false;
  stopIfAsked(tab);
  const where = await checkTypingOrigin(tab);
  if (!where.ok) throw new Error(where.error);
  await pressKeyNamed(tab, 'Control+A');
  for (const c of combos) if (c) await pressCombo(tab, c);
  return true;
}

export async function pressKeyNamed(
  tab: BrowserTab,
  name: string,
  check?: () => Promise<PortResult<void>>,
): Promise<PortResult<void>> {
  const parsed = parseCombo(name);
  return parsed.ok ? pressCombo(tab, parsed.combo, check) : { ok: true, value: undefined };
}

/** Keys that type or edit text: pressed on the page's body they do nothing a user meant. */
export function edits(combo: KeyCombo): boolean {
  const k = combo.key.key;
  if (combo.key.text && !combo.modifiers.some((m) => m !== 'Shift') && k !== 'Enter' && k !== ' ') return true;
  if (k === 'Backspace' || k === 'Delete') return true;
  return combo.modifiers.includes('Control') && /^[avxz]$/i.test(k);
}
