/**
 * The command palette overlay: a closed shadow root on the page so the page's styles cannot reach in and ours cannot
 * leak out, and page scripts cannot read what the user types. It exists only while open, so it never steals keys.
 */
import { t } from '../shared/i18n';
import { sendToWorker } from '../shared/messaging';
import { paletteStyles } from './styles';

let host: HTMLElement | undefined;

export function isPaletteOpen(): boolean {
  return host !== undefined && host.isConnected;
}

export function closePalette(): void {
  host?.remove();
  host = undefined;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  return node;
}

function section(title: string, items: string[], choose: (text: string) => void): HTMLElement {
  const box = el('div', { className: 'section' });
  box.append(el('h2', { textContent: title }));
  const list = el('ul');
  for (const text of items) {
    const button = el('button', { type: 'button', textContent: text });
    button.addEventListener('click', () => choose(text));
    const li = el('li');
    li.append(button);
    list.append(li);
  }
  box.append(list);
  return box;
}

export function openPalette(): void {
  if (isPaletteOpen()) {
    closePalette();
    return;
  }
  host = el('div');
  host.setAttribute('data-tabwright-palette', '');
  const root = host.attachShadow({ mode: 'closed' });
  const style = el('style', { textContent: paletteStyles });
  const dialog = el('div', { className: 'palette' });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', t('paletteLabel'));
  const form = el('form');
  const input = el('input', { type: 'text', placeholder: t('palettePlaceholder'), autocomplete: 'off' });
  input.setAttribute('aria-label', t('paletteLabel'));
  form.append(input);
  const status = el('p', { className: 'status' });
  status.setAttribute('role', 'status');
  const choose = (text: string) => {
    input.value = text;
    input.focus();
  };
  const suggestions = section(
    t('paletteSuggestions'),
    [t('paletteSuggestSummarise'), t('paletteSuggestFill'), t('paletteSuggestFind')],
    choose,
  );
  dialog.append(form, status, suggestions);
  root.append(style, dialog);

  void sendToWorker<string[]>({ type: 'palette/recent' }).then((recent) => {
    if (recent.ok && recent.value.length > 0) dialog.insertBefore(section(t('paletteRecent'), recent.value, choose), suggestions);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    void sendToWorker({ type: 'palette/submit', text }).then((result) => {
      if (result.ok) closePalette();
      else status.textContent = result.error;
    });
  });
  // Keys typed in the palette stay in the palette: the page must not see them while it is open.
  dialog.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Escape') closePalette();
  });
  dialog.addEventListener('keyup', (event) => event.stopPropagation());
  dialog.addEventListener('keypress', (event) => event.stopPropagation());
  document.documentElement.append(host);
  input.focus();
}
