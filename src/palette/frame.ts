/**
 * The palette itself, in an extension page framed over the web page (palette.ts puts the frame there). Keys typed
 * here go to this document, on our own origin: the page's listeners never see them, and nothing the page draws can
 * submit a task, since the worker takes palette/submit only from this page with the token of the palette it opened.
 * It talks to its host content script only to say "ready" and "close", by postMessage to the page's window.
 */
import { setUiLanguage, t } from '../shared/i18n';
import { sendToWorker } from '../shared/worker-client';
import { loadSettings } from '../shared/settings-store';
import { paletteStyles } from './styles';
import { buildView, el, handleNavigation, section } from './view';

/** The toggle-panel shortcut, for the hint; the worker knows it (chrome.commands is not available here). */
const PANEL_SHORTCUT = 'Ctrl+Shift+Y';
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';

/** To the content script that framed us (it checks the message comes from this frame's window and origin). */
function tellHost(what: 'ready' | 'close' | 'blur'): void {
  window.parent.postMessage({ tabwrightPalette: what }, '*');
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
        setTimeout(() => tellHost('close'), 2500);
        return;
      }
      tellHost('close');
    });
  });
  view.backdrop.addEventListener('mousedown', (event) => {
    event.preventDefault();
    tellHost('close');
  });
  view.dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') tellHost('close');
    else handleNavigation(event, view.dialog, document.activeElement);
  });
  view.input.focus();
  // A frame cannot take focus by itself: the host focuses the frame once ready, and the input takes it from there.
  addEventListener('focus', () => {
    if (document.activeElement === document.body || !document.activeElement) view.input.focus();
  });
  addEventListener('blur', () => tellHost('blur'));
  tellHost('ready');
}

void start();
