/**
 * Tools that read a page or leave it, on pages of our own: get_page_text, screenshot + click_xy at devicePixelRatio
 * 2, evaluate, navigate (back, forward, reload, a "leave this page?" dialog), tabs, and downloads a click starts
 * (cancelled and reported to the model; the user's own downloads in the same tab are untouched).
 */
import { describe, expect, it } from 'vitest';
import { type ToolsPage, toolsPageHarness } from './helpers/app-harness';
import { downloadsNamed } from './helpers/downloads';
import { toolRunner } from './helpers/tools';

let { ext, servers, page, tabId, tools, url } = {} as ToolsPage;
toolsPageHarness('forms.html', (made) => ({ ext, servers, page, tabId, tools, url } = made));
const log = () => page.$eval('#log', (n) => n.textContent);

describe('reading', () => {
  it('get_page_text returns the article as markdown, untrusted', async () => {
    const text = await tools.ok('get_page_text');
    expect(text).toMatch(/^<untrusted_page/);
    expect(text).toMatch(/## About the tools/);
    expect(text).toMatch(/^- First point$/m);
  });

  it('screenshot maps click_xy back to CSS pixels at devicePixelRatio 2, zoom 150% and a wide viewport', async () => {
    const dotClick = async () => {
      await page.evaluate(() => scrollTo(0, 0));
      const shot = await tools.run('screenshot');
      if (!shot.ok) throw new Error(shot.error);
      expect(shot.kind).toBe('screenshot');
      expect(shot.image!.width).toBeLessThanOrEqual(1280);
      const k = Number(/1 image px = ([\d.]+) CSS px/.exec(shot.text)![1]);
      const dot = await page.$eval('#dot', (d) => {
        const r = d.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      });
      await tools.ok('click_xy', { x: dot.x / k, y: dot.y / k });
      expect(await log()).toBe(`dot ${Math.round(dot.x)},${Math.round(dot.y)}`);
      return k;
    };
    await page.setViewport({ width: 1000, height: 700, deviceScaleFactor: 2 });
    await dotClick();
    await page.setViewport({ width: 1800, height: 700, deviceScaleFactor: 1 });
    expect(await dotClick()).toBeCloseTo(1800 / 1280, 2);
    await page.setViewport({ width: 1280, height: 720, deviceScaleFactor: 1 });
    await ext.inWorker((id: number) => chrome.tabs.setZoom(id, 1.5), tabId);
    await dotClick();
    await ext.inWorker((id: number) => chrome.tabs.setZoom(id, 1), tabId);
  });

  it('evaluate runs code in the page and returns its value', async () => {
    expect(await tools.ok('evaluate', { code: 'return document.title + " " + (typeof log)' })).toMatch(
      /"Tools forms function"/,
    );
    const threw = await tools.run('evaluate', { code: 'throw new Error("nope")' });
    expect(threw).toMatchObject({ ok: false, error: expect.stringMatching(/threw: Error: nope/) });
  });
});

describe('navigate and tabs', () => {
  it('navigates to a URL, back, forward and reloads, returning the new page', async () => {
    const second = `${servers.main.url}/test/fixtures/pages/tools/second.html`;
    expect(await tools.ok('navigate', { url: second })).toMatch(/h1 "Second page"/);
    expect(page.url()).toBe(second);
    expect(await tools.ok('navigate', { action: 'back' })).toMatch(/Tools forms/);
    expect(page.url()).toBe(url);
    await tools.ok('navigate', { action: 'forward' });
    expect(page.url()).toBe(second);
    await tools.ok('navigate', { action: 'reload' });
    const bad = await tools.run('navigate', { url: 'javascript:alert(1)' });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/`url`/) });
  });

  it('answers a "leave this page?" dialog: navigate accepts and reports it', async () => {
    await tools.ok('navigate', { url });
    await tools.ok('click', { ref: await tools.ref('button', 'Warn before leaving') });
    const left = await tools.ok('navigate', { url: `${servers.main.url}/test/fixtures/pages/tools/second.html` });
    expect(left).toMatch(/beforeunload dialog "[^"]*" -> accepted/);
    expect(page.url()).toMatch(/second\.html$/);
  });

  it('follows a link that opens a new tab and acts there', async () => {
    await tools.ok('navigate', { url: `${servers.main.url}/test/fixtures/pages/tools/basic.html` });
    const clicked = await tools.run('click', { ref: await tools.ref('link', 'Open second in a new tab') });
    if (!clicked.ok) throw new Error(clicked.error);
    const newTab = Number(/new tab (\d+):/.exec(clicked.text)![1]);
    const switched = await tools.run('tabs', { action: 'switch', tab_id: newTab });
    if (!switched.ok) throw new Error(switched.error);
    expect(switched.tabId).toBe(newTab);
    expect(switched.text).toMatch(/button "Second button"/);
    // The agent now works in the new tab: the same tools, run for it.
    const inNewTab = toolRunner(ext, () => newTab);
    await inNewTab.ok('click', { ref: await inNewTab.ref('button', 'Second button') });
    const pages = await ext.browser.pages();
    const second = pages.find((p) => p.url().endsWith('second.html'))!;
    expect(await second.$eval('h1', (h) => h.textContent)).toBe('Second page clicked');
    expect(await inNewTab.ok('tabs', { action: 'list' })).toMatch(new RegExp(`\\* ${newTab}: "Second page"`));
    expect(await tools.ok('tabs', { action: 'close', tab_id: newTab })).toMatch(/Closed/);
  });
});

describe('downloads', () => {
  it("cancels a download the agent's click started and tells the model; the user's own download goes through", async () => {
    await page.goto(`${servers.main.url}/test/fixtures/pages/tools/download.html`, { waitUntil: 'load' });
    const clicked = await tools.ok('click', { ref: await tools.ref('link', 'Monthly report') });
    expect(clicked).toMatch(/started a download; Tabwright (cancelled|removed) it because downloads need the user/);
    expect(await downloadsNamed(ext, 'report-agent')).toEqual([]);

    // The user clicks a link themselves, outside any agent action: Chrome downloads it as usual.
    await page.click('#user');
    await expect
      .poll(async () => (await downloadsNamed(ext, 'report-user')).map((d) => d.state), { timeout: 10_000 })
      .toContain('complete');
  });
});
