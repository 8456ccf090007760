/**
 * Real apps other people built, driven through the tools with refs read from snapshots, checked from the page.
 * swagger-ui (accordions, Try it out, Execute) and shoelace (web components in open shadow roots, dialog).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from './helpers/browser';
import { appHarness, openApp } from './helpers/app-harness';
import type { startFixtureServers } from './helpers/servers';
import type { toolRunner } from './helpers/tools';

let ext: ExtensionBrowser;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;
let page: Page;
let tabId: number;
let tools: ReturnType<typeof toolRunner>;

const open = (app: string) => openApp(page, servers.main.url, app);

appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

describe('swagger-ui', () => {
  it('expands GET /pet/{petId}, Try it out, petId=5, Execute -> the request URL ends in /pet/5', async () => {
    await open('swagger-ui');
    await tools.ok('click', { ref: await tools.ref('button', /^GET \/pet \/\{petId\}/) });
    await tools.ok('click', { ref: await tools.ref('button', 'Try it out') });
    const typed = await tools.ok('type', { ref: await tools.ref('textbox', /petId/) , text: '5' });
    expect(typed).toMatch(/value is now "5"/);
    const executed = await tools.ok('click', { ref: await tools.ref('button', 'Execute') });
    expect(executed).toMatch(/changes since the last snapshot/);
    await page.waitForSelector('.request-url pre');
    expect(await page.$eval('.request-url pre', (n) => n.textContent)).toMatch(/\/pet\/5$/);
  });
});

describe('shoelace', () => {
  it('fills the profile form inside shadow roots and saves', async () => {
    await open('shoelace');
    await tools.ok('type', { ref: await tools.ref('textbox', 'Full name *'), text: 'Ada Lovelace' });
    await tools.ok('type', { ref: await tools.ref('textbox', 'Email *'), text: 'ada@example.com' });
    await tools.ok('select_option', { ref: await tools.ref('combobox', 'Country'), values: 'Norway' });
    await tools.ok('click', { ref: await tools.ref('checkbox', 'I accept the terms') });
    await tools.ok('click', { ref: await tools.ref('radio', 'Pro') });
    const saved = await tools.ok('click', { ref: await tools.ref('button', 'Save') });
    expect(saved).toMatch(/Profile saved/);
    const state = await page.evaluate(() => ({
      name: (document.querySelector('sl-input[name=name]') as HTMLInputElement).value,
      email: (document.querySelector('sl-input[name=email]') as HTMLInputElement).value,
      terms: (document.querySelector('sl-checkbox') as HTMLInputElement).checked,
      plan: (document.querySelector('sl-radio-group') as HTMLInputElement).value,
      country: (document.querySelector('sl-select') as HTMLInputElement).value,
      alert: (document.getElementById('saved') as HTMLElement & { open: boolean }).open,
    }));
    expect(state).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', terms: true, plan: 'pro', country: 'no', alert: true });
  });

  it('Danger zone: Delete account opens the dialog, DELETE typed and confirmed', async () => {
    await tools.ok('click', { ref: await tools.ref('tab', 'Danger zone') });
    const opened = await tools.ok('click', { ref: await tools.ref('button', 'Delete account') });
    expect(opened).toMatch(/dialog "Delete account\?"/);
    await tools.ok('type', { ref: await tools.ref('textbox', 'Type DELETE to confirm'), text: 'DELETE' });
    await tools.ok('click', { ref: await tools.ref('button', 'Delete') });
    expect(await page.$eval('#status', (n) => n.textContent)).toBe('Account deleted');
  });
});
