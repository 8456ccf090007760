/**
 * The rest of the tools on a page of our own: forms (fill_form, select_option), React controlled inputs, keys,
 * hover, scroll, HTML5 drag, uploads (file input and a chooser button) and wait_for. Reading, navigation, tabs and
 * downloads are in tools-pages.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import { type ToolsPage, toolsPageHarness } from './helpers/app-harness';
import { toolRunner } from './helpers/tools';

let { ext, servers, page, tabId, tools, url } = {} as ToolsPage;
toolsPageHarness('forms.html', (made) => ({ ext, servers, page, tabId, tools, url } = made));
const log = () => page.$eval('#log', (n) => n.textContent);

describe('forms', () => {
  it('fill_form fills text, checkbox, radio, single and multiple selects in one call', async () => {
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const ref = (role: string, name: string) => new RegExp(`${role} "${name}" (e\\d+)`).exec(snap)![1]!;
    const text = await tools.ok('fill_form', {
      fields: [
        { ref: ref('textbox', 'City'), value: 'Oslo' },
        { ref: ref('checkbox', 'Newsletter'), value: true },
        { ref: ref('radio', 'Fast'), value: true },
        { ref: ref('combobox', 'Size'), value: 'Medium' },
        { ref: ref('listbox', 'Toppings'), value: ['Olives', 'Basil'] },
      ],
    });
    expect(text).not.toMatch(/Warning/);
    const state = await page.evaluate(() => ({
      city: (document.getElementById('city') as HTMLInputElement).value,
      news: (document.getElementById('news') as HTMLInputElement).checked,
      fast: (document.querySelector('input[value=fast]') as HTMLInputElement).checked,
      size: (document.getElementById('size') as HTMLSelectElement).value,
      toppings: [...(document.getElementById('toppings') as HTMLSelectElement).selectedOptions].map((o) => o.value),
    }));
    expect(state).toEqual({ city: 'Oslo', news: true, fast: true, size: 'm', toppings: ['Olives', 'Basil'] });
  });

  it('select_option names the options when the wanted one does not exist', async () => {
    const r = await tools.run('select_option', { ref: await tools.ref('combobox', 'Size'), values: 'Huge' });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/no option "Huge"/) });
    if (!r.ok) expect(r.hint).toMatch(/"Small", "Medium", "Large"/);
  });
});

describe('React controlled inputs', () => {
  it('types and selects into React state, and says when a controlled field rejects what was typed', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/tools/react.html`, { waitUntil: 'load' });
    await page.waitForSelector('#state');
    await tools.ok('type', { ref: await tools.ref('textbox', 'Name'), text: 'Grace' });
    await tools.ok('select_option', { ref: await tools.ref('combobox', 'Plan'), values: 'Pro' });
    const zip = await tools.ok('type', { ref: await tools.ref('textbox', 'Zip'), text: '12a345678' });
    // What the page left in the field is its text: quoted in an untrusted block, referred to by number (red team c7-r9).
    expect(zip).toMatch(/Warning: The value did not land as typed: the field now holds «1», expected «2»/);
    expect(zip).toMatch(/<untrusted_page source="[^"]*">\n«1» "12345"\n«2» "12a345678"\n<\/untrusted_page>/);
    expect(await page.$eval('#state', (p) => p.textContent)).toBe('name=Grace zip=12345 plan=pro');
    await page.goto(url, { waitUntil: 'load' });
  });

  it('runs page-changing actions one at a time when called together', async () => {
    const ref = await tools.ref('button', 'Save slowly');
    // Both calls start together inside the worker, as parallel tool calls from one model response would.
    type R = Awaited<ReturnType<typeof tools.run>>;
    const [a, b] = await ext.inWorker<[R, R]>(
      (t: number, r: string) => {
        const tw = (globalThis as unknown as { tabwright: { runTool(...x: unknown[]): Promise<R> } }).tabwright;
        return Promise.all([tw.runTool(t, 'click', { ref: r }), tw.runTool(t, 'click', { ref: r })]);
      },
      tabId,
      ref,
    );
    expect(a.ok && b.ok).toBe(true);
    // Each result reports its own settle: the second click started after the first had settled.
    if (a.ok && b.ok)
      expect(Math.max(a.timing!.totalMs, b.timing!.totalMs)).toBeGreaterThanOrEqual(
        a.timing!.settleMs + b.timing!.settleMs,
      );
  });
});

describe('keys, hover, scroll, drag', () => {
  it('press_key sends trusted keys to a ref and combos', async () => {
    await tools.ok('press_key', { ref: await tools.ref('textbox', 'Key field'), keys: 'Control+A' });
    expect(await log()).toBe('key a ctrl=true trusted=true');
    const bad = await tools.run('press_key', { keys: 'Hyper+Q' });
    expect(bad.ok).toBe(false);
  });

  it('scrolls the page, an element and a ref into view', async () => {
    const down = await tools.ok('scroll', { direction: 'down', pages: 1 });
    expect(down).toMatch(/scrolled the page down by \d+ px/);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await tools.ok('scroll', { direction: 'up', pages: 5 });
    await tools.ok('scroll', { ref: await tools.ref('button', 'Row button'), direction: 'into_view' });
    expect(await page.$eval('#box', (b) => b.scrollTop)).toBeGreaterThan(50);
    // A ref inside a scroll box scrolls the box.
    expect(
      await tools.ok('scroll', { ref: await tools.ref('button', 'Row button'), direction: 'up', pages: 3 }),
    ).toMatch(/now at 0 of/);
    expect(await page.$eval('#box', (b) => b.scrollTop)).toBe(0);
  });

  it('gives a box of plain text that scrolls a ref of its own, and scrolling it by that ref enables Accept', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/tools/terms.html`, { waitUntil: 'load' });
    const snap = await tools.ok('snapshot', { mode: 'full' });
    expect(snap).toMatch(/button "Accept" e\d+ \[disabled\]/);
    const boxes = [...snap.matchAll(/^\s*(\w+) (e\d+) \[scrollable\]/gm)];
    // The terms box scrolls; the clipped menu (overflow: hidden) and the page itself get no such ref.
    expect(boxes).toHaveLength(1);
    expect(snap).toMatch(/\[scrollable\]\n\s+paragraph: 1\. You agree to be nice\./);
    const scrolled = await tools.ok('scroll', { ref: boxes[0]![2]!, direction: 'down', pages: 3 });
    expect(scrolled).toMatch(/now at \d+ of \d+ px/);
    expect(scrolled).toMatch(/button "Accept" e\d+$/m);
    expect(await page.$eval('#accept', (b) => (b as HTMLButtonElement).disabled)).toBe(false);
    await page.goto(url, { waitUntil: 'load' });
  });

  it('drags a card onto a drop zone (HTML5 drag and drop)', async () => {
    const text = await tools.ok('drag', {
      ref: await tools.ref('button', 'Card A'),
      to_ref: await tools.ref('button', 'Drop here'),
    });
    expect(text).toMatch(/HTML drag and drop/);
    expect(await log()).toBe('dropped');
    expect(await page.$eval('#card', (c) => c.parentElement!.id)).toBe('done');
  });
});

describe('upload and wait', () => {
  const file = { name: 'cv.txt', mimeType: 'text/plain', data: Buffer.from('hello world').toString('base64') };

  it('puts an attached file into a file input and into the input behind an upload button', async () => {
    await tools.ok('upload_file', { ref: await tools.ref('button', 'Resume') }, [file]);
    expect(await log()).toBe('resume=cv.txt:11');
    await tools.ok('upload_file', { ref: await tools.ref('button', 'Upload photo') }, [
      { ...file, name: 'me.png', mimeType: 'image/png' },
    ]);
    expect(await log()).toBe('photo=me.png');
    const none = await tools.run('upload_file', { ref: await tools.ref('button', 'Resume') });
    expect(none).toMatchObject({ ok: false, error: expect.stringMatching(/attached no files/) });
  });

  it('uploads through a chooser button inside a cross-site frame', async () => {
    const frameUrl = `${servers.other.url}/test/fixtures/pages/tools/upload-frame.html`;
    const host = await ext.newPage(
      `${servers.main.url}/test/fixtures/pages/tools/basic.html?cross=${encodeURIComponent(frameUrl)}`,
    );
    await host.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
    const framed = toolRunner(ext, () => hostTab);
    const hostTab = await ext.tabIdOf(host);
    const snap = await framed.ok('snapshot', { mode: 'full' });
    const button = /button "Upload document" (f\d+e\d+)/.exec(snap)![1]!;
    expect(await framed.ok('upload_file', { ref: button }, [file])).toMatch(
      /attached "cv\.txt" to button "Upload document" f\d+e\d+/,
    );
    const uploader = host.frames().find((f) => f.url() === frameUrl)!;
    expect(await uploader.$eval('#chosen', (n) => n.textContent)).toBe('cv.txt:11');
    await host.close();
  });

  it('wait_for text to appear after slow work, and times out honestly', async () => {
    await tools.ok('click', { ref: await tools.ref('button', 'Save slowly') });
    expect(await tools.ok('wait_for', { text: 'Saved at last', timeout_s: 3 })).toMatch(/done/);
    const never = await tools.run('wait_for', { text: 'Never there', timeout_s: 0.3 });
    expect(never).toMatchObject({ ok: false, error: expect.stringMatching(/did not happen/) });
    const news = await tools.ref('checkbox', 'Newsletter');
    await tools.ok('click', { ref: news });
    expect(await tools.ok('wait_for', { ref: news, state: 'checked' })).toMatch(/done/);
  });
});

describe('settle inside web components', () => {
  it("waits for a component's shadow root to change and its fade-in to end before the diff", async () => {
    await page.goto(url.replace('forms.html', 'shadow-alert.html'), { waitUntil: 'load' });
    const saved = await tools.ok('click', { ref: await tools.ref('button', 'Save profile') });
    expect(saved).toMatch(/Profile stored/);
  });
});

describe('a page that stops answering', () => {
  it('fails the tool with a clear message instead of hanging, and works again once the page is back', async () => {
    await page.goto(url, { waitUntil: 'load' });
    const deadline = (ms: number) => ext.inWorker((v: number) => (globalThis as any).tabwright.setPageDeadline(v), ms);
    await deadline(1000);
    try {
      // The page's main thread busy for 4 s (a script that does not end, as far as the worker can tell). Sent, not
      // awaited: it holds the page's thread from when it arrives, before the snapshot's first call (a timer that
      // started the loop was once answered after the snapshot, under load).
      const busy = page
        .evaluate(() => {
          const w = window as unknown as { __busy: number[] };
          w.__busy = [Date.now()];
          const until = Date.now() + 4000;
          while (Date.now() < until);
          w.__busy.push(Date.now());
        })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      const sent = Date.now();
      const frozen = await tools.run('snapshot', { mode: 'full' });
      const answered = Date.now();
      await busy;
      const loop = await page.evaluate(() => (window as unknown as { __busy: number[] }).__busy);
      expect(frozen, `snapshot ${sent}-${answered}, busy ${loop.join('-')}`).toMatchObject({
        ok: false,
        error: expect.stringMatching(/did not answer for 1 s: its main thread/),
      });
      await page.waitForFunction('true', { timeout: 15_000 }); // the page is back
    } finally {
      await deadline(60_000);
    }
    expect(await tools.ok('snapshot', { mode: 'full' })).toMatch(/button "Save slowly"/);
  });
});
