/**
 * The two collectors read the same page the same way: the in-page collector (background/cdp/page-collect.ts, the
 * default) and Chrome's AX tree with DOMSnapshot (its fallback for a target the page script cannot read). On real
 * apps and on the pages built to attack the hidden-text rules, the snapshot lines (refs aside) mostly agree, and
 * neither lets a canary through. A page collector that drifts from what Chrome says, or a fallback that rots,
 * fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchWithExtension, type ExtensionBrowser } from './helpers/browser';
import { startFixtureServers } from './helpers/servers';
import { toolRunner } from './helpers/tools';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;

beforeAll(async () => {
  servers = await startFixtureServers();
  ext = await launchWithExtension();
});

afterAll(async () => {
  await ext?.close();
  await servers?.close();
});

const setCollector = (kind: 'page' | 'ax') =>
  ext.inWorker(
    (k: string) =>
      (globalThis as unknown as { tabwright: { setCollector(k: string): void } }).tabwright.setCollector(k),
    kind,
  );

/** Lines without refs or indentation: what the model reads, whatever numbers the refs got. */
const lines = (text: string) =>
  text
    .split('\n')
    .slice(1, -1)
    .map((l) => l.replace(/\b(f\d+)?e\d+\b/g, 'eN').trim());

function overlap(a: string[], b: string[]): number {
  const left = new Map<string, number>();
  for (const l of b) left.set(l, (left.get(l) ?? 0) + 1);
  let same = 0;
  for (const l of a) {
    const n = left.get(l) ?? 0;
    if (n > 0) {
      same++;
      left.set(l, n - 1);
    }
  }
  return same / Math.max(a.length, b.length);
}

async function both(path: string, ready: string, pageText = false) {
  const page = await ext.newPage(`${servers.main.url}${path}`);
  await page.waitForFunction(ready, { timeout: 20_000 });
  const tabId = await ext.tabIdOf(page);
  const tools = toolRunner(ext, () => tabId);
  const out: Record<string, string> = {};
  for (const kind of ['ax', 'page'] as const) {
    await setCollector(kind);
    out[kind] = await tools.ok('snapshot', { mode: 'full' });
  }
  await setCollector('page');
  const text = pageText ? await tools.ok('get_page_text', {}) : '';
  await page.close();
  return { ax: out.ax!, page: out.page!, text };
}

describe('the in-page collector and the AX fallback agree', () => {
  it.each([
    ['swagger-ui', '/test/fixtures/apps/swagger-ui/', 'window.__ready === true'],
    ['tom-select', '/test/fixtures/apps/tom-select/', 'window.__ready === true'],
    ['choices.js', '/test/fixtures/apps/choices/', 'window.__ready === true'],
    ['frames and shadow roots', '/test/fixtures/apps/frames/', 'document.readyState === "complete"'],
  ])('%s: at least 80%% of the lines are the same', async (_, path, ready) => {
    const { ax, page } = await both(path, ready);
    const agree = overlap(lines(ax), lines(page));
    console.log(`parity ${path}: ${(agree * 100).toFixed(1)}%`);
    // Where they differ the page reads as shown: swagger-ui's paths break with <wbr>, to which Chrome's tree adds
    // a space ("/pet /{petId}") the user does not see; a filter box's label reads from the page's own text.
    expect(agree, `AX:\n${ax}\n\npage:\n${page}`).toBeGreaterThanOrEqual(0.8);
  });

  // Neither collector lets a canary through; what a person reads stays.
  it.each([
    [
      'images nobody sees name nothing; seen ones keep their names',
      'tiny-images',
      ['button "OK-U loaded input"', 'image "Shown broken OK-T"'],
      false,
    ],
    [
      'text under a ::before, ::after, pinned, canvas, svg, shadow, outline, border or pixel box is left out',
      'covers-r8',
      [
        'Welcome to the team wiki',
        'Last edited by Bo',
        // See-through boxes over text: a blank canvas, an unfilled svg, a focus ring.
        'Chart note',
        'Icon note',
        'Focus note',
        'Inset note',
      ],
      true, // and get_page_text, which judges covers on its own (content/covered-text.ts)
    ],
    [
      "text under a frame, an in-flow box with a stacking context (opacity, transform, filter) or a later SVG shape, or in an SVG's <desc>, is left out",
      'covers-r9',
      ['Welcome to the team notes', 'Rota note', 'Flow note', 'Starred notes', 'Chart label', 'Last edited by Bo'],
      true,
    ],
    [
      "text under an SVG shape's wide stroke (a line, a path, a rect's ring) is left out; a thin line and a ring keep theirs",
      'covers-r11',
      ['Welcome to the team notes', 'Chart note', 'Last edited by Bo'],
      true,
    ],
  ] as const)('%s', async (_, name, seen, withText) => {
    const path = `/test/fixtures/pages/redteam/${name}.html`;
    const { ax, page, text: pageText } = await both(path, 'document.readyState === "complete"', withText);
    for (const text of withText ? [ax, page, pageText] : [ax, page]) {
      expect(text).not.toMatch(/CANARY/);
      for (const words of seen) expect(text).toContain(words);
    }
    // A clear spacer GIF: only the page's own reads see its pixels (the fallback takes any <img> as painting).
    for (const text of name === 'covers-r8' ? [page, pageText] : []) expect(text).toContain('Spacer note');
    // An SVG's <desc> is hidden, its <title> still names the icon button that holds it.
    for (const text of name === 'covers-r9' ? [ax, page] : []) expect(text).toContain('button "Archive notes"');
    // A ring's inside is clear (get_page_text's Readability may drop this short block as it likes).
    for (const text of name === 'covers-r11' ? [ax, page] : []) expect(text).toContain('Ring note');
  });

  // Each read fails over for the whole target when the page script cannot run; a page must not be able to choose that.
  it.each([
    ['naming an element like the page script', ''],
    ['navigating an iframe every few ms', "setInterval(() => { churn.srcdoc = '<p>' + Math.random() + '</p>'; }, 5)"],
  ])('a page cannot choose the fallback by %s', async (_, script) => {
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/redteam/named-entry.html`);
    await page.waitForFunction('document.readyState === "complete"');
    if (script)
      await page.evaluate(`const churn = document.body.appendChild(document.createElement('iframe')); ${script}`);
    const tabId = await ext.tabIdOf(page);
    const text = await toolRunner(ext, () => tabId).ok('snapshot', { mode: 'full' });
    await page.close();
    // The in-page collector's reading, as shown: Chrome's tree (the fallback) reads "/pet/ {petId}".
    expect(text).toContain('link "/pet/{petId}"');
  });
});
