/**
 * screenshot: the visible viewport as JPEG through CDP (works for background tabs too), scaled so it is at most
 * MAX_WIDTH wide; the real image size read back from the JPEG gives the CSS-px-per-image-px factor that click_xy
 * uses, so devicePixelRatio and zoom need no guessing. get_page_text: Readability + Turndown in the content
 * script, with the page's innerText (read in our isolated world) when there is no content script.
 */
import type { PortResult, ScreenshotView } from '../../agent/browser-port';
import { sendToContent } from '../../shared/messaging';
import { failureOf } from './actions';
import { base64Bytes, jpegSize } from './jpeg';
import { unshownMarkdown } from '../../agent/snapshot/unshown';
import { takeSnapshot } from './reads';
import { browserTab } from './tab';
import { readUnshown } from './unshown';

const MAX_WIDTH = 1280;
const QUALITY = 70;
/** Image px per CSS px at scale 1 (devicePixelRatio x zoom), per tab, learnt from the previous capture. */
const density = new Map<number, number>();

export async function captureScreenshot(tabId: number): Promise<PortResult<ScreenshotView>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  const tab = got.tab;
  try {
    await sendToContent(tabId, { type: 'highlight/hide' });
    const metrics = await tab.session.send('Page.getLayoutMetrics');
    const vv = metrics.cssVisualViewport;
    const width = vv.clientWidth as number;
    const height = vv.clientHeight as number;
    for (let attempt = 0; attempt < 2; attempt++) {
      const d = density.get(tabId) ?? 1;
      const scale = Math.min(1, MAX_WIDTH / (width * d));
      const shot = await tab.session.send('Page.captureScreenshot', {
        format: 'jpeg',
        quality: QUALITY,
        clip: { x: vv.pageX, y: vv.pageY, width, height, scale },
      });
      const size = jpegSize(base64Bytes(shot.data));
      if (!size) return { ok: false, error: 'The screenshot could not be read.' };
      density.set(tabId, size.width / (width * scale));
      // A first capture on a high-density screen comes out too wide: once, take it again at the learnt density.
      if (size.width > MAX_WIDTH + 2 && attempt === 0) continue;
      const cssPerPixel = width / size.width;
      tab.screenshotScale = cssPerPixel;
      return {
        ok: true,
        value: {
          image: { mediaType: 'image/jpeg', data: shot.data, width: size.width, height: size.height },
          cssPerPixel,
          viewport: { width, height },
        },
      };
    }
    return { ok: false, error: 'The screenshot could not be scaled.' };
  } catch (error) {
    return failureOf(error);
  }
}

type PageText = { markdown: string; title: string; url: string };

/** Readability + Turndown, injected into the top frame only now (see src/content/page-text-entry.ts). */
async function readableText(tabId: number, maxChars: number): Promise<PageText | undefined> {
  try {
    const target = { tabId, frameIds: [0] };
    await chrome.scripting.executeScript({ target, files: ['page-text.js'] });
    const [result] = await chrome.scripting.executeScript({
      target,
      func: (max: number) =>
        (globalThis as unknown as { tabwrightPageText: (m: number) => PageText }).tabwrightPageText(max),
      args: [maxChars],
    });
    return result?.result as PageText | undefined;
  } catch {
    return undefined;
  }
}

export async function readPageText(tabId: number, maxChars: number, notShown = false): Promise<PortResult<PageText>> {
  const reply = await readableText(tabId, maxChars);
  if (reply) return notShown ? withNotShown(tabId, reply) : { ok: true, value: reply };
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  try {
    const contextId = await got.tab.world(got.tab.mainFrameId, undefined);
    const r = await got.tab.session.send('Runtime.evaluate', {
      expression: `({ markdown: document.body ? document.body.innerText.slice(0, ${maxChars}) : '', title: document.title, url: location.href })`,
      contextId,
      returnByValue: true,
    });
    return notShown ? withNotShown(tabId, r.result.value) : { ok: true, value: r.result.value };
  } catch (error) {
    return failureOf(error);
  }
}

/** The page's text, then the parts not shown now, each under a heading that says so and how to reveal it. */
async function withNotShown(tabId: number, text: PageText): Promise<PortResult<PageText>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: true, value: text };
  if (!got.tab.engine.current()) await takeSnapshot(tabId, 'viewport'); // refs for the revealing controls
  const { parts, refOf } = await readUnshown(got.tab);
  const extra = unshownMarkdown(parts, refOf);
  return { ok: true, value: extra ? { ...text, markdown: `${text.markdown}\n\n${extra}` } : text };
}
