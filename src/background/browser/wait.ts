/**
 * wait_for: text to appear or vanish on the page, or a ref's element to reach a state, polled until met or the
 * bounded timeout; the abort signal ends it at once.
 */
import type { PortResult, WaitCondition } from '../../agent/browser-port';
import { failureOf } from './actions';
import { locate } from './locate';
import { callInFrame, callOn } from './page-calls';
import { browserTab, type BrowserTab } from './tab';

const POLL_MS = 100;

export async function waitForCondition(
  tabId: number,
  condition: WaitCondition,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<PortResult<{ met: boolean; waitedMs: number; detail: string }>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  const tab = got.tab;
  const start = Date.now();
  try {
    for (;;) {
      const r = await check(tab, condition);
      if (!r.ok) return r;
      const waitedMs = Date.now() - start;
      if (r.value.met) return { ok: true, value: { met: true, waitedMs, detail: r.value.detail } };
      if (waitedMs >= timeoutMs || signal.aborted)
        return { ok: true, value: { met: false, waitedMs, detail: r.value.detail } };
      await tab.watch.nextEvent(POLL_MS, signal);
    }
  } catch (error) {
    return failureOf(error);
  }
}

async function check(tab: BrowserTab, c: WaitCondition): Promise<PortResult<{ met: boolean; detail: string }>> {
  if (c.kind === 'text') {
    const found = await textOnPage(tab, c.text);
    return {
      ok: true,
      value: { met: found === c.present, detail: found ? 'the text is on the page' : 'the text is not on the page' },
    };
  }
  const found = await locate(tab, c.ref);
  if (!found.ok) {
    // A ref that is gone is what "detached" / "hidden" wait for; anything else is a real error.
    if (/gone|no longer|navigated/.test(found.error))
      return {
        ok: true,
        value: { met: c.state === 'detached' || c.state === 'hidden', detail: 'the element is gone' },
      };
    return found;
  }
  const s = await callOn<{ visible: boolean; enabled: boolean; checked: boolean | null }>(
    tab,
    found.value,
    elementState,
  );
  const met = {
    attached: true,
    detached: false,
    visible: s.visible,
    hidden: !s.visible,
    enabled: s.enabled,
    disabled: !s.enabled,
    checked: s.checked === true,
    unchecked: s.checked === false,
  }[c.state];
  const detail = `${found.value.label} is ${s.visible ? 'visible' : 'hidden'}, ${s.enabled ? 'enabled' : 'disabled'}${s.checked === null ? '' : s.checked ? ', checked' : ', unchecked'}`;
  return { ok: true, value: { met, detail } };
}

/**
 * Page text of every frame the latest snapshot saw (main, same-site and cross-site iframes), including open shadow
 * roots (innerText does not enter them). A child frame that went away counts as "not there"; the main frame's
 * failure (debugger gone, tab closed) is an error.
 */
async function textOnPage(tab: BrowserTab, text: string): Promise<boolean> {
  const inFrame = async (frameId: string, sessionId: string | undefined) =>
    (await callInFrame<boolean>(tab, frameId, sessionId, hasText, [text])) === true;
  const children = [...tab.frames].filter(([id]) => id !== tab.mainFrameId);
  const found = await Promise.all([
    inFrame(tab.mainFrameId, undefined),
    ...children.map(([id, f]) => inFrame(id, f.sessionId).catch(() => false)),
  ]);
  return found.some(Boolean);
}

function hasText(text: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();
  const want = norm(text).trim();
  if (norm(document.body?.innerText ?? '').includes(want)) return true;
  const visit = (root: Document | ShadowRoot): boolean => {
    for (const el of root.querySelectorAll('*')) {
      if (
        el.shadowRoot &&
        (norm((el.shadowRoot as unknown as { textContent: string }).textContent ?? '').includes(want) ||
          visit(el.shadowRoot))
      )
        return true;
    }
    return false;
  };
  return visit(document);
}

function elementState(this: Element): { visible: boolean; enabled: boolean; checked: boolean | null } {
  const r = this.getBoundingClientRect();
  const visible =
    r.width > 0 && r.height > 0 && this.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const enabled = !this.matches(':disabled') && this.closest('[aria-disabled=true]') === null;
  let checked: boolean | null = null;
  if (this instanceof HTMLInputElement && /^(checkbox|radio)$/.test(this.type)) checked = this.checked;
  else if (this.hasAttribute('aria-checked')) checked = this.getAttribute('aria-checked') === 'true';
  return { visible, enabled, checked };
}
