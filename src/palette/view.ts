/**
 * The palette's DOM, built with plain DOM calls: it lives in a content script on every page, so no framework and
 * no innerHTML (page-derived text never becomes markup).
 */
import { t } from '../shared/i18n';

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

export interface PaletteView {
  backdrop: HTMLElement;
  dialog: HTMLElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  status: HTMLElement;
  suggestions: HTMLElement;
}

let sectionCount = 0;

/** A titled list of choices; picking one fills the input. */
export function section(title: string, items: string[], choose: (text: string) => void, kind: string): HTMLElement {
  const id = `tw-palette-section-${++sectionCount}`;
  const box = el('div', { className: `section section-${kind}` });
  box.append(el('h2', { id, textContent: title }));
  const list = el('ul', {}, { 'aria-labelledby': id });
  for (const text of items) {
    const button = el('button', { type: 'button', textContent: text, className: 'choice' });
    button.addEventListener('click', () => choose(text));
    const li = el('li');
    li.append(button);
    list.append(li);
  }
  box.append(list);
  return box;
}

export function buildView(choose: (text: string) => void, shortcut: string): PaletteView {
  const backdrop = el('div', { className: 'backdrop' });
  const dialog = el(
    'div',
    { className: 'palette' },
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'tw-palette-title' },
  );
  const title = el('h1', { id: 'tw-palette-title', className: 'title', textContent: t('paletteLabel') });
  const form = el('form');
  const input = el(
    'input',
    { type: 'text', placeholder: t('palettePlaceholder'), autocomplete: 'off' },
    { 'aria-labelledby': 'tw-palette-title', 'aria-describedby': 'tw-palette-help' },
  );
  form.append(input);
  const help = el('p', { id: 'tw-palette-help', className: 'help', textContent: t('paletteHelp', shortcut) });
  const status = el('p', { className: 'status' }, { role: 'status' });
  const suggestions = section(
    t('paletteSuggestions'),
    [t('paletteSuggestSummarise'), t('paletteSuggestFill'), t('paletteSuggestFind')],
    choose,
    'suggestions',
  );
  dialog.append(title, form, help, status, suggestions);
  return { backdrop, dialog, form, input, status, suggestions };
}

/** Arrow keys move between the input and the choices; Tab stays inside the dialog. */
export function handleNavigation(event: KeyboardEvent, dialog: HTMLElement, active: Element | null): void {
  const stops = [...dialog.querySelectorAll<HTMLElement>('input, button')];
  const index = stops.indexOf(active as HTMLElement);
  const move = (to: number) => {
    event.preventDefault();
    stops[(to + stops.length) % stops.length]?.focus();
  };
  if (event.key === 'ArrowDown') move(index + 1);
  else if (event.key === 'ArrowUp') move(index - 1);
  else if (event.key === 'Tab') move(event.shiftKey ? index - 1 : index + 1);
}
