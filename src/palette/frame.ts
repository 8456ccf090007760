/**
 * The palette itself, in an extension page framed over the web page (palette.ts puts the frame there). Keys typed
 * here go to this document, on our own origin: the page's listeners never see them, and nothing the page draws can
 * submit a task, since the worker takes palette/submit only from this page with the token of the palette it opened.
 * It talks to its host content script only to say "ready", "focused", "blur" and "close", by postMessage to the page's window.
 */
import { setUiLanguage, t } from '../shared/i18n';
import { sendToWorker } from '../shared/worker-client';
import { loadSettings } from '../shared/settings-store';
import { addHandoffControls } from './handoff';
import { paletteStyles } from './styles';
import { buildView, el, handleNavigation, section } from './view';

/** The toggle-panel shortcut, for the hint; the worker knows it (chrome.commands is not available here). */
const PANEL_SHORTCUT = 'Ctrl+Shift+Y';
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';

/** To the content script that framed us (it checks the message comes from this frame's window and origin). */
function tellHost(what: 'ready' | 'focused' | 'close' | 'blur'): void {
  window.parent.postMessage({ tabwrightPalette: what }, '*');
}

/**
 * Keys down in this frame now. The host removes the frame on close; a key released after that is sent to a frame
 * that no longer exists, and a CDP Input.dispatchKeyEvent for it (automation, our MCP bridge's peers) never
 * returns. So Esc and Enter close once their key is up. A frame that loses focus gets no key-up: it closes then.
 */
const held = new Set<string>();
let closeWhenUp = false;
window.addEventListener('keydown', (event) => held.add(event.code), true);
window.addEventListener(
  'keyup',
  (event) => {
    held.delete(event.code);
    if (closeWhenUp && held.size === 0) tellHost('close');
  },
  true,
);
function requestClose(): void {
  if (held.size === 0) tellHost('close');
  else closeWhenUp = true;
}

async function start(): Promise<void> {
  const { settings } = await loadSettings().catch(() => ({ settings: { language: 'auto' as const } }));
  await setUiLanguage(settings.language).catch(() => undefined);
  document.documentElement.lang = settings.language === 'zh_CN' ? 'zh-CN' : 'en';
  const root = document.body;
  const choose = (text: string) => {
    view.input.value = text;
    view.input.focus();
  };
  const view = buildView(choose, PANEL_SHORTCUT);
  root.append(el('style', { textContent: paletteStyles.replace(':host', 'html, body') }), view.backdrop, view.dialog);

  // While the agent works on this tab: Take over; while it waits for the user: Hand back (the input is the note).
  addHandoffControls(view, token, requestClose);
  void sendToWorker<string[]>({ type: 'palette/recent' }).then((recent) => {
    if (recent.ok && recent.value.length > 0)
      view.dialog.insertBefore(
        section(t('paletteRecent'), recent.value.slice(0, 5), choose, 'recent'),
        view.suggestions,
      );
  });

  // `/` lists the library's skills (names and descriptions from the worker); picking one fills `/name `.
  let skills: Array<{ name: string; description: string }> = [];
  void sendToWorker<typeof skills>({ type: 'palette/skills' }).then((r) => {
    if (!r.ok) return;
    skills = r.value;
    // A `/` typed before the library arrived (the shortcut, then the key at once) gets its list now.
    view.input.dispatchEvent(new Event('input'));
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
    void sendToWorker<{ panelOpened: boolean }>({ type: 'palette/submit', text, token }).then((result) => {
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
        setTimeout(requestClose, 2500);
        return;
      }
      requestClose();
    });
  });
  view.backdrop.addEventListener('mousedown', (event) => {
    event.preventDefault();
    requestClose();
  });
  // On the window, not the dialog: a key that lands on this document's body (focus reached the frame before the
  // input, under load) must still close on Esc, and a typed character goes to the input (focus moved during
  // keydown takes the character that follows).
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') return requestClose();
    const inside = view.dialog.contains(document.activeElement);
    if (!inside && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) view.input.focus();
    if (inside) handleNavigation(event, view.dialog, document.activeElement);
  });
  view.input.focus();
  // A frame cannot take focus by itself: the host focuses the frame once ready, and the input takes it from there.
  // Keys go to this frame only once the browser has moved focus into it, which happens after the host's
  // frame.focus() and, under load, some time later: until 'focused' the host does not mark the palette open.
  addEventListener('focus', () => {
    if (document.activeElement === document.body || !document.activeElement) view.input.focus();
    tellHost('focused');
  });
  addEventListener('blur', () => {
    held.clear();
    if (closeWhenUp) tellHost('close');
    tellHost('blur');
  });
  tellHost('ready');
  if (document.hasFocus()) tellHost('focused');
}

void start();
