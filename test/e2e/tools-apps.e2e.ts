/**
 * Real apps other people built, driven through the tools with refs read from snapshots, checked from the page.
 * swagger-ui (accordions, Try it out, Execute), shoelace (web components in open shadow roots, dialog) and a Vue 3
 * app (v-model, keyed lists, component events).
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';

const open = (app: string) => openApp(page, servers.main.url, app);

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

describe('swagger-ui', () => {
  it('expands GET /pet/{petId}, Try it out, petId=5, Execute -> the request URL ends in /pet/5', async () => {
    await open('swagger-ui');
    await tools.ok('click', { ref: await tools.ref('button', /^GET \/pet\/\{petId\}/) });
    await tools.ok('click', { ref: await tools.ref('button', 'Try it out') });
    const typed = await tools.ok('type', { ref: await tools.ref('textbox', /petId/), text: '5' });
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
    expect(state).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      terms: true,
      plan: 'pro',
      country: 'no',
      alert: true,
    });
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

describe('vue', () => {
  it('types, selects and checks into v-model state, adds an item; refs of rows Vue moved stay the same', async () => {
    await open('vue');
    const before = await tools.ok('snapshot', { mode: 'full' });
    expect(before).toMatch(/button "Add" e\d+ \[disabled\]/);
    const milk = /checkbox "Milk" (e\d+)/.exec(before)![1]!;
    await tools.ok('type', { ref: await tools.ref('textbox', 'Item'), text: 'Apples' });
    await tools.ok('select_option', { ref: await tools.ref('combobox', 'Aisle'), values: 'Produce' });
    await tools.ok('click', { ref: await tools.ref('checkbox', 'Urgent') });
    const added = await tools.ok('click', { ref: await tools.ref('button', 'Add') });
    expect(added).toMatch(/checkbox "Apples" e\d+/);
    expect(
      await page.evaluate(() =>
        JSON.parse(JSON.stringify((window as unknown as { vm: { items: unknown[] } }).vm.items[0])),
      ),
    ).toMatchObject({ name: 'Apples', aisle: 'Produce', urgent: true });
    expect(await page.$eval('#summary', (n) => n.textContent)).toBe('3 items, 2 left');
    // Milk's row moved down one place; its checkbox is the same element, so the same ref ticks it.
    await tools.ok('click', { ref: milk });
    expect(await page.$eval('#summary', (n) => n.textContent)).toBe('3 items, 1 left');
    const removed = await tools.ok('click', { ref: await tools.ref('button', 'Remove Bread') });
    expect(removed).toMatch(/removed/);
    expect(await page.$$eval('li', (lis) => lis.map((li) => li.textContent!.replace(/\s+/g, ' ').trim()))).toEqual([
      'Apples (Produce) urgent×',
      'Milk (Dairy)×',
    ]);
  });
});
