/**
 * screenshot: the visible viewport as JPEG through CDP (works for background tabs too), scaled so it is at most
 * MAX_WIDTH wide; the real image size read back from the JPEG gives the CSS-px-per-image-px factor that click_xy
 * uses, so devicePixelRatio and zoom need no guessing. get_page_text: Readability + Turndown in the content
 * script, with the full snapshot when that script cannot read the page.
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
  // No article text (the page is past the read bounds, or the script could not run): the full snapshot, which
  // applies every hidden-text and cover rule. The page's innerText did not: opacity:0, off-screen, 1px and covered
  // text all went to the model, on any page that made the script fail.
  const snap = await takeSnapshot(tabId, 'full');
  if (!snap.ok) return snap;
  const { title, url, text } = snap.value;
  const markdown = `(The page could not be read as an article: this is its snapshot, refs included.)\n${text}`;
  return notShown ? withNotShown(tabId, { markdown, title, url }) : { ok: true, value: { markdown, title, url } };
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
