/**
 * The command palette overlay: a closed shadow root on the page so the page's styles cannot reach in and ours cannot
 * leak out, and page scripts cannot read what the user types. It exists only while open, so it never steals keys.
 */
import { t } from '../shared/i18n';
import { sendToWorker } from '../shared/worker-client';
import { addHandoffControls } from './handoff';
import { paletteStyles } from './styles';
import { buildView, el, handleNavigation, section } from './view';

let host: HTMLElement | undefined;
/** Where focus was before the palette opened; it goes back there on close. */
let returnFocus: HTMLElement | undefined;

export function isPaletteOpen(): boolean {
  return host?.isConnected === true;
}

export function closePalette(): void {
  host?.remove();
  host = undefined;
  if (returnFocus?.isConnected) returnFocus.focus();
  returnFocus = undefined;
}

/** The toggle-panel shortcut, for the hint; the worker knows it (chrome.commands is not available here). */
const PANEL_SHORTCUT = 'Ctrl+Shift+Y';

export function openPalette(): void {
  if (isPaletteOpen()) {
    closePalette();
    return;
  }
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  host = el('div', {}, { 'data-tabwright-palette': '' });
  const root = host.attachShadow({ mode: 'closed' });
  const choose = (text: string) => {
    view.input.value = text;
    view.input.focus();
  };
  const view = buildView(choose, PANEL_SHORTCUT);
  root.append(el('style', { textContent: paletteStyles }), view.backdrop, view.dialog);

  void sendToWorker<string[]>({ type: 'palette/recent' }).then((recent) => {
    if (recent.ok && recent.value.length > 0 && isPaletteOpen()) {
      view.dialog.insertBefore(
        section(t('paletteRecent'), recent.value.slice(0, 5), choose, 'recent'),
        view.suggestions,
      );
    }
  });

  addHandoffControls(view, isPaletteOpen, closePalette);

  // `/` lists the library's skills (names and descriptions from the worker); picking one fills `/name `.
  let skills: Array<{ name: string; description: string }> = [];
  void sendToWorker<typeof skills>({ type: 'palette/skills' }).then((r) => {
    if (r.ok) skills = r.value;
  });
  let shown: HTMLElement | undefined;
  view.input.addEventListener('input', () => {
    const m = /^\/([a-z0-9-]*)$/.exec(view.input.value);
    const names = m ? skills.filter((s) => s.name.startsWith(m[1]!)).map((s) => `/${s.name} `) : [];
    shown?.remove();
    shown = names.length ? section(t('paletteSkills'), names.slice(0, 8), choose, 'skills') : undefined;
    if (shown) view.dialog.insertBefore(shown, view.suggestions);
  });

  view.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = view.input.value.trim();
    if (!text) return;
    view.input.disabled = true;
    void sendToWorker<{ panelOpened: boolean }>({ type: 'palette/submit', text }).then((result) => {
      view.input.disabled = false;
      if (!result.ok) {
        view.status.textContent = result.error;
        view.input.focus();
        return;
      }
      if (result.value?.panelOpened === false) {
        // Chrome opens the side panel only from a user gesture it can see; say how to follow the task instead.
        view.status.textContent = t('paletteStartedOpenPanel', PANEL_SHORTCUT);
        view.status.classList.add('info');
        setTimeout(closePalette, 2500);
        return;
      }
      closePalette();
    });
  });
  view.backdrop.addEventListener('mousedown', (event) => {
    event.preventDefault();
    closePalette();
  });
  // Keys typed in the palette stay in the palette: the page must not see them while it is open.
  view.dialog.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Escape') closePalette();
    else handleNavigation(event, view.dialog, root.activeElement);
  });
  view.dialog.addEventListener('keyup', (event) => event.stopPropagation());
  view.dialog.addEventListener('keypress', (event) => event.stopPropagation());
  document.documentElement.append(host);
  view.input.focus();
}
