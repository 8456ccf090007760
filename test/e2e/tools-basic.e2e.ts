/**
 * The act layer on a page of our own: trusted clicks (left, right, double, modifiers), typing (replace, append,
 * submit, contenteditable), in same-site and cross-site frames, and the failure cases the model must read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appHarness, type AppHarness } from './helpers/app-harness';
import { toolRunner } from './helpers/tools';
import { refOf } from './helpers/refs';

const log = () => page.$eval('#log', (n) => n.textContent);

let { ext, servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tools } = made));

beforeAll(async () => {
  const cross = `${servers.other.url}/test/fixtures/pages/tools/frame.html?name=cross`;
  await page.goto(`${servers.main.url}/test/fixtures/pages/tools/basic.html?cross=${encodeURIComponent(cross)}`, {
    waitUntil: 'load',
  });
  await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
});

describe('snapshot and find', () => {
  it('returns the page outline with refs, wrapped as untrusted page content', async () => {
    const r = await tools.run('snapshot', {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.kind).toBe('snapshot');
    expect(r.text).toMatch(/^<untrusted_page source="http:\/\/127\.0\.0\.1/);
    expect(r.text).toMatch(/button "Increment" e\d+/);
  });

  it('finds lines by role and words', async () => {
    const text = await tools.ok('find', { query: 'button Increment' });
    expect(text).toMatch(/button "Increment" e\d+/);
    const none = await tools.ok('find', { query: 'no such thing zzz' });
    expect(none).toMatch(/No element matches/);
  });
});

describe('click', () => {
  it('clicks with trusted input and reports the changes', async () => {
    const ref = await tools.ref('button', 'Increment');
    const r = await tools.run('click', { ref });
    expect(r.ok).toBe(true);
    expect(await log()).toBe('clicked 1 trusted=true');
    if (r.ok) expect(r.text).toMatch(/clicked button "Increment"/);
  });

  it('right-clicks, double-clicks and holds modifiers', async () => {
    await tools.ok('click', { ref: await tools.ref('button', 'Right me'), button: 'right' });
    expect(await log()).toBe('context menu');
    await tools.ok('click', { ref: await tools.ref('button', 'Double me'), double: true });
    expect(await log()).toBe('double clicked');
    await tools.ok('click', { ref: await tools.ref('button', 'Modifiers'), modifiers: ['Control', 'Shift'] });
    expect(await log()).toBe('mods ctrl=true shift=true');
  });

  it('hovers with a real mouse move', async () => {
    await tools.ok('hover', { ref: await tools.ref('button', 'Hover me') });
    expect(await log()).toBe('hovered');
  });

  it('scrolls a far element into view first', async () => {
    await tools.ok('click', { ref: await tools.ref('button', 'Far below') });
    expect(await log()).toBe('far clicked');
    await page.evaluate(() => scrollTo(0, 0));
  });

  it('clicks inside a same-site and a cross-site frame', async () => {
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const refs = [...snap.matchAll(/button "Frame button" (f\d+e\d+)/g)].map((m) => m[1]!);
    expect(refs).toHaveLength(2);
    for (const ref of refs) await tools.ok('click', { ref });
    const texts = await Promise.all(
      page
        .frames()
        .slice(1)
        .map((f) => f.$eval('#flog', (n) => n.textContent).catch(() => null)),
    );
    expect(texts.filter((t) => t === 'frame clicked trusted=true')).toHaveLength(2);
  });
});

describe('click through frames', () => {
  it('refuses a frame element under an overlay of the top page, naming the overlay; clicks once it is gone', async () => {
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const refs = [...snap.matchAll(/button "Frame button" (f\d+e\d+)/g)].map((m) => m[1]!);
    expect(refs).toHaveLength(2);
    await page.evaluate(() => {
      const veil = document.createElement('div');
      veil.id = 'veil';
      veil.textContent = 'Loading your account';
      veil.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:10';
      document.body.append(veil);
    });
    for (const ref of refs) {
      const r = await tools.run('click', { ref });
      expect(r).toMatchObject({
        ok: false,
        error: expect.stringMatching(
          /is covered by another element \(div#veil "Loading your account" of the page around the frame is on top of it\)/,
        ),
      });
    }
    await page.evaluate(() => document.getElementById('veil')!.remove());
    await tools.ok('click', { ref: refs[1]! });
  });
});

describe('nested cross-site frames', () => {
  it('snapshots, clicks and types in a frame inside a cross-site frame (127.0.0.1 > localhost > 127.0.0.1)', async () => {
    const deep = `${servers.main.url}/test/fixtures/pages/tools/frame.html?name=deep`;
    const cross = `${servers.other.url}/test/fixtures/pages/tools/frame.html?name=cross&nested=${encodeURIComponent(deep)}`;
    const nestedPage = await ext.newPage(
      `${servers.main.url}/test/fixtures/pages/tools/basic.html?cross=${encodeURIComponent(cross)}`,
    );
    await nestedPage.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
    const deepFrame = async () => {
      for (let i = 0; i < 50; i++) {
        const f = nestedPage.frames().find((fr) => fr.url().includes('name=deep'));
        if (f) return f;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the nested frame did not load');
    };
    await (await deepFrame()).waitForSelector('#fbtn');
    const nestedTools = toolRunner(ext, () => nestedTab);
    const nestedTab = await ext.tabIdOf(nestedPage);
    const snap = await nestedTools.ok('snapshot', { mode: 'full' });
    // Main-frame same-site frame, the cross-site frame, and the frame inside it: three frame buttons, three frames.
    const buttons = [...snap.matchAll(/button "Frame button" (f\d+)e\d+/g)].map((m) => m[1]!);
    expect(new Set(buttons).size).toBe(3);
    expect(snap).toMatch(/iframe "Nested frame"\n\s+button "Frame button" f\d+e\d+/);
    const deepButton = /iframe "Nested frame"\n\s+button "Frame button" (f\d+e\d+)/.exec(snap)![1]!;
    await nestedTools.ok('click', { ref: deepButton });
    expect(await (await deepFrame()).$eval('#flog', (n) => n.textContent)).toBe('frame clicked trusted=true');
    const deepInput = /iframe "Nested frame"\n(?:\s+.*\n)*?\s+textbox "Frame input" (f\d+e\d+)/.exec(snap)![1]!;
    await nestedTools.ok('type', { ref: deepInput, text: 'deep inside' });
    expect(await (await deepFrame()).$eval('#finput', (i) => (i as HTMLInputElement).value)).toBe('deep inside');
    await nestedPage.close();
  });
});

describe('wait_for', () => {
  it('sees text that appears inside a cross-site frame', async () => {
    await tools.ok('snapshot', { mode: 'full' });
    const cross = page.frames().find((f) => f.url().includes('name=cross'))!;
    await cross.evaluate(() =>
      setTimeout(() => {
        document.getElementById('flog')!.textContent = 'Late frame news';
      }, 400),
    );
    expect(await tools.ok('wait_for', { text: 'late frame news', timeout_s: 5 })).toMatch(/done/);
    const gone = await tools.run('wait_for', { text: 'Late frame news', gone: true, timeout_s: 0.3 });
    expect(gone).toMatchObject({ ok: false, error: expect.stringMatching(/did not happen/) });
  });
});

describe('type', () => {
  it('replaces, appends and says what the field holds', async () => {
    const ref = await tools.ref('textbox', 'Name');
    const r = await tools.ok('type', { ref, text: 'Ada' });
    expect(await page.$eval('#name', (i) => (i as HTMLInputElement).value)).toBe('Ada');
    expect(r).toMatch(/value is now "Ada"/);
    await tools.ok('type', { ref, text: ' Lovelace', mode: 'append' });
    expect(await page.$eval('#name', (i) => (i as HTMLInputElement).value)).toBe('Ada Lovelace');
  });

  it('types into an email field, a contenteditable editor and submits with Enter', async () => {
    await tools.ok('type', { ref: await tools.ref('textbox', 'Email'), text: 'ada@example.com' });
    expect(await page.$eval('#email', (i) => (i as HTMLInputElement).value)).toBe('ada@example.com');
    await tools.ok('type', { ref: await tools.ref('textbox', 'Editor'), text: 'Rich text' });
    expect(await page.$eval('#editor', (n) => (n as HTMLElement).innerText.trim())).toBe('Rich text');
    await tools.ok('type', { ref: await tools.ref('textbox', 'Query'), text: 'cats', submit: true });
    expect(await log()).toBe('submitted cats');
  });

  it('types into a field inside a cross-site frame', async () => {
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const refs = [...snap.matchAll(/textbox "Frame input" (f\d+e\d+)/g)].map((m) => m[1]!);
    await tools.ok('type', { ref: refs[1]!, text: 'inside' });
    const values = await Promise.all(
      page
        .frames()
        .slice(1)
        .map((f) => f.$eval('#finput', (i) => (i as HTMLInputElement).value).catch(() => null)),
    );
    expect(values).toContain('inside');
  });
});

describe('failures the model reads', () => {
  it('rejects bad arguments naming the field', async () => {
    const r = await tools.run('click', { ref: 'button 5' });
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.error).toMatch(/`ref`.*e12/);
    const missing = await tools.run('type', { ref: 'e1' });
    if (!missing.ok) expect(missing.error).toMatch(/`text` is required/);
  });

  it('refuses a disabled button and a covered one, saying what covers it', async () => {
    const disabled = await tools.run('click', { ref: await tools.ref('button', 'Disabled action') });
    expect(disabled).toMatchObject({ ok: false });
    if (!disabled.ok) expect(disabled.error).toMatch(/is disabled/);
    const covered = await tools.run('click', { ref: await tools.ref('button', 'Covered') });
    if (!covered.ok) expect(covered.error).toMatch(/covered.*<span id="cover" class="blocker">/);
    expect(covered.ok).toBe(false);
    expect(await log()).not.toBe('covered clicked');
  });

  it('says a ref is stale after its element was removed', async () => {
    const snap = await tools.ok('snapshot', { mode: 'full' });
    const victim = refOf(snap, 'button', 'Victim');
    await tools.ok('click', { ref: refOf(snap, 'button', 'Remove victim') });
    const r = await tools.run('click', { ref: victim });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/gone|no longer/);
  });
});
