/**
 * The point of living in the user's browser, driven by the model: the user signed in to a site earlier in this
 * profile, and the agent reads and changes their account there without logging in. Plus an HTML5 drag and the
 * tinymce editor inside its iframe, each scripted by intent through the loop and the policy gate.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { agentHarness } from './helpers/harness';
import { allowSites, runTaskOn, useFakeModel } from './helpers/agent';
import { openApp } from './helpers/app-harness';
import { signInByHand, startLoginSite, type LoginSite } from '../fixtures/login-site';

let site: LoginSite;
beforeAll(async () => {
  site = await startLoginSite();
});
afterAll(() => site?.close());

const h = agentHarness({
  check: 'done',
  ready: async ({ ext, llm, servers }) => {
    await signInByHand((url) => ext.newPage(url), site);
    await useFakeModel(ext, llm, 'openai', { sitePermissions: allowSites(servers.main.url, site.url) });
  },
});

const runOn = (page: Page, task: string) => runTaskOn(h.ext, page, task);

it('changes the display name on a site the user signed in to earlier, without logging in', async () => {
  const page = await h.ext.newPage(`${site.url}/account`);
  h.llm.script([
    { tool: 'snapshot', args: {} },
    { tool: 'type', target: { role: 'textbox', name: 'Display name' }, args: { text: 'Ada Lovelace' } },
    { tool: 'click', target: { role: 'button', name: 'Save profile' } },
    { say: 'Your display name is now Ada Lovelace.' },
  ]);
  const view = await runOn(page, 'Change my display name to Ada Lovelace');
  // The model read the signed-in page (the user's session), not a login form.
  expect(JSON.stringify(view.messages)).toContain('Signed in as Ada');
  expect(site.account.name).toBe('Ada Lovelace');
  await page.close();
});

it('drags a card onto its drop zone (HTML5 drag and drop)', async () => {
  const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/pages/tools/forms.html`);
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    {
      tool: 'drag',
      targets: { ref: { role: 'button', name: 'Card A' }, to_ref: { role: 'button', name: 'Drop here' } },
    },
    { say: 'Moved Card A to done.' },
  ]);
  await runOn(page, 'Move Card A to the done column');
  expect(await page.$eval('#card', (c) => c.parentElement!.id)).toBe('done');
  await page.close();
});

it('tinymce: makes "first" bold and adds a 2x2 table inside the editor iframe, then saves', async () => {
  const page = await h.ext.newPage();
  await openApp(page, h.servers.main.url, 'tinymce');
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'click', target: { role: 'generic', name: 'Rich Text Area' } },
    { tool: 'press_key', args: { keys: ['Control+Home', 'Control+Shift+ArrowRight'] } },
    { tool: 'click', target: { role: 'button', name: 'Bold' } },
    { tool: 'press_key', args: { keys: ['Control+End', 'Enter'] } },
    { tool: 'click', target: { role: 'button', name: 'Table' } },
    { tool: 'click', target: { role: 'menuitem', name: 'Table' } },
    { tool: 'click', target: { name: /^(2 columns, 2 rows|2x2)$/ } },
    { tool: 'click', target: { role: 'button', name: 'Save' } },
    { say: 'Bolded "first", added a 2x2 table and saved.' },
  ]);
  await runOn(page, 'Make the first word bold, add a 2 by 2 table at the end and save');
  await page.waitForFunction(() => location.pathname === '/mock/post');
  const body = new URL(page.url()).searchParams.get('body') ?? '';
  expect(body).toContain('<strong>first</strong>');
  expect(body.match(/<td/g)).toHaveLength(4);
  await page.close();
});
