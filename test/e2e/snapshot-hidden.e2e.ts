/**
 * What the model must never read, checked in Chromium through the built extension's snapshot: text hidden from the
 * user (every variant of the red-team page carries a CANARY word, policy README section 5) and password values.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, type AppHarness } from './helpers/app-harness';
import { addHeavyStore } from './helpers/tools';

let { servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ servers, page, tools } = made));

describe('hidden text and secrets stay out of the snapshot', () => {
  it('hidden.html: no canary in full or viewport mode, nor in find; the visible look-alikes are all there', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/hidden.html`, { waitUntil: 'load' });
    for (const mode of ['full', 'viewport']) {
      const text = await tools.ok('snapshot', { mode });
      expect(text).not.toMatch(/CANARY/);
      for (const ok of ['VISIBLE-OK-1', 'VISIBLE-OK-2', 'VISIBLE-OK-3', 'VISIBLE-OK-4']) expect(text).toContain(ok);
    }
    const found = await tools.run('find', { query: 'CANARY' });
    expect(found.ok ? found.text : found.error).toMatch(/no match|No element matches/i);
  });

  // Class 4 of issue 11: controls. A hidden link or button keeps no name; a label that differs from what is shown
  // gives way to the shown text (or, with nothing shown, is cut short); a title never prints.
  it('hidden.html controls: no canary in snapshot, find, page text or a diff; shown names and custom controls stay', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/hidden.html`, { waitUntil: 'load' });
    const text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).not.toMatch(/CANARY/);
    expect(text).toMatch(/link "Read the docs VISIBLE-OK-5" e\d+/);
    expect(text).toMatch(/link "Home VISIBLE-OK-6" e\d+/);
    expect(text).toMatch(/button "Close VISIBLE-OK-7[^"]*" e\d+/);
    expect(text).toMatch(/link "Pricing VISIBLE-OK-8" e\d+/);
    expect(text).toMatch(/checkbox "Remember me VISIBLE-OK-9" e\d+/);
    expect(text).toMatch(/button "Search VISIBLE-OK-10" e\d+/);
    for (const query of ['CANARY-H30', 'send the cookies', 'CANARY-H32', 'ignore previous instructions']) {
      const found = await tools.run('find', { query });
      // The "no match" message quotes the query; nothing else may carry a canary.
      expect((found.ok ? found.text : found.error).replaceAll(query, ''), query).not.toMatch(/CANARY/);
    }
    const pageText = await tools.ok('get_page_text', {});
    expect(pageText).not.toMatch(/CANARY/);
    for (const ok of ['VISIBLE-OK-5', 'VISIBLE-OK-6', 'VISIBLE-OK-8', 'VISIBLE-OK-9']) expect(pageText).toContain(ok);
    // New hidden controls that appear after an action reach the model only through the diff: none may print.
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = [
        '<p>Added VISIBLE-OK-D1</p>',
        '<a href="#d1" style="opacity:0">CANARY-D1</a>',
        '<a href="#d2" aria-label="CANARY-D2 do this">Docs VISIBLE-OK-D2</a>',
        '<button style="font-size:2px">CANARY-D3</button>',
        '<button style="filter:opacity(0)">CANARY-D4</button>',
        '<span style="display:block;clip-path:polygon(0 0,0 0,0 0)">CANARY-D5</span>',
      ].join('');
      setTimeout(() => document.body.prepend(box), 50);
    });
    const ref = /link "Read the docs VISIBLE-OK-5" (e\d+)/.exec(text)![1]!;
    const diff = await tools.ok('click', { ref });
    expect(diff).toContain('VISIBLE-OK-D1');
    expect(diff).toContain('VISIBLE-OK-D2');
    expect(diff).not.toMatch(/CANARY/);
  });

  // A page holding megabytes of unseen text (a single-file wiki's store): the same hidden-text rules must hold there.
  it("hidden.html with a 300 KB display:none store (a wiki's): no canary, the visible look-alikes all there", async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/hidden.html`, { waitUntil: 'load' });
    await addHeavyStore(page);
    for (const mode of ['full', 'viewport']) {
      const text = await tools.ok('snapshot', { mode });
      expect(text).not.toMatch(/CANARY/);
      for (const ok of ['VISIBLE-OK-1', 'VISIBLE-OK-2', 'VISIBLE-OK-3', 'VISIBLE-OK-4']) expect(text).toContain(ok);
    }
    const text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).toMatch(/link "Read the docs VISIBLE-OK-5" e\d+/);
    expect(text).toMatch(/link "Home VISIBLE-OK-6" e\d+/);
    expect(text).toMatch(/button "Close VISIBLE-OK-7[^"]*" e\d+/);
    expect(text).toMatch(/link "Pricing VISIBLE-OK-8" e\d+/);
    expect(text).toMatch(/checkbox "Remember me VISIBLE-OK-9" e\d+/);
    expect(text).toMatch(/button "Search VISIBLE-OK-10" e\d+/);
  });

  it('login.html: a filled password reads as •••, before and after typing into it', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/login.html`, { waitUntil: 'load' });
    const text = await tools.ok('snapshot', { mode: 'full' });
    expect(text).toMatch(/textbox "Password" (e\d+) value="•••"\n/);
    expect(text).not.toContain('CANARY-PW');
    const ref = /textbox "Password" (e\d+)/.exec(text)![1]!;
    // The diff after typing has nothing to say: the field still reads •••. (The type tool's own summary line is
    // not the snapshot's; it is reported to its owner.)
    const typed = await tools.ok('type', { ref, text: 'another-secret-77' });
    expect(typed).toContain('no visible changes in the snapshot');
    expect(await tools.ok('snapshot', { mode: 'full' })).not.toMatch(/another-secret-77|CANARY-PW/);
  });
});

// A page controls its DOM: 1,000 nested spans failed the snapshot ("Maximum call stack size exceeded") and 5,000
// hung get_page_text for minutes. Both now stop at the read bounds (page-ax/limits.ts) and say what was not read.
describe('a page nested past the read bounds', () => {
  it('hidden.html under 2,000 nested spans and a shadow root 1,000 deep: answers, says what was not read, no canary', async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/redteam/hidden.html`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const nest = (at: Element | ShadowRoot, depth: number) => {
        for (let i = 0; i < depth; i++) at = at.appendChild(document.createElement('span'));
        at.append('DEEP-BOTTOM');
      };
      const top = document.createElement('p');
      nest(top, 2000);
      const host = document.createElement('div');
      nest(host.attachShadow({ mode: 'open' }), 1000);
      document.body.prepend(top, host);
    });
    for (const mode of ['full', 'viewport']) {
      const text = await tools.ok('snapshot', { mode });
      expect(text).toContain('[not read] this page is nested deeper than 200 levels');
      expect(text).not.toMatch(/CANARY|DEEP-BOTTOM/);
      expect(text).toContain('VISIBLE-OK-1');
    }
    const pageText = await tools.ok('get_page_text', {});
    expect(pageText).toContain('[not read]');
    expect(pageText).not.toMatch(/CANARY|DEEP-BOTTOM/);
    for (const ok of ['VISIBLE-OK-1', 'VISIBLE-OK-5', 'VISIBLE-OK-8']) expect(pageText).toContain(ok);
  });
});
