/**
 * Skills end to end on a real app (the Vue 3 shopping list from npm): a task done by the model is saved as a skill
 * from the panel, then replayed with other values without a single model request; a renamed button makes the
 * replay stop and the model finish the run; a schedule fires after the worker was stopped, and a run missed while
 * nothing could fire catches up once; a broken skills file changes nothing.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import type { FakeLlm } from '../fake-llm/index.js';
import { sessionView, useFakeModel } from './helpers/agent';
import type { ExtensionBrowser } from './helpers/browser';
import { agentHarness } from './helpers/harness';
import type { startFixtureServers } from './helpers/servers';
import { axeViolations, saveScreenshot } from './ui-support';

let ext: ExtensionBrowser;
let llm: FakeLlm;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;

agentHarness({
  check: 'done',
  ready: async (made) => {
    ({ ext, llm, servers } = made);
  },
});

const allowSite = () =>
  useFakeModel(ext, llm, 'openai', {
    sitePermissions: { [servers.main.url]: { read: 'allow', act: 'allow', mode: 'inherit' } },
  });

async function vueTab(): Promise<{ page: Page; tabId: number }> {
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/apps/vue/`);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  return { page, tabId: await ext.tabIdOf(page) };
}

const items = (page: Page) =>
  page.$$eval('#app li', (lis) => lis.map((li) => li.textContent!.replace(/\s+/g, ' ').trim()));
const answered = (panel: Page, text: string) =>
  panel.waitForFunction(
    (want) => [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes(want)),
    { timeout: 30_000, polling: 200 },
    text,
  );
const idle = (panel: Page) =>
  panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle', {
    timeout: 30_000,
    polling: 200,
  });

interface StoredSkill {
  id: string;
  name: string;
  params: Array<{ name: string; default?: string }>;
  steps: Array<{
    tool: string;
    args: Record<string, unknown>;
    locators: Record<string, { role: string; name?: string }>;
  }>;
  trusted: boolean;
}
const storedSkills = () =>
  ext.inWorker(async () => ((await chrome.storage.local.get('skills')).skills ?? []) as StoredSkill[]);

async function runInPanel(panel: Page, command: string) {
  await panel.$eval('textarea', (t) => ((t as HTMLTextAreaElement).value = ''));
  await panel.type('textarea', command);
  await panel.waitForSelector('form.skill-form');
  await panel.keyboard.press('Enter');
}

it('saves a skill from a task, then replays it with other values and zero model calls', async () => {
  await allowSite();
  const { page, tabId } = await vueTab();
  llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'type', target: { role: 'textbox', name: 'Item' }, args: { text: 'Eggs' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Aisle' }, args: { values: 'Dairy' } },
    { tool: 'click', target: { role: 'button', name: 'Add' } },
    { say: 'I added Eggs in the Dairy aisle.' },
  ]);
  const panel = await ext.openPanel(tabId);
  await panel.type('textarea', 'Add Eggs to the list, aisle Dairy');
  await panel.keyboard.press('Enter');
  await page.bringToFront();
  await answered(panel, 'I added Eggs').catch(async (e) => {
    const v = await sessionView(ext, tabId);
    console.log(
      JSON.stringify(
        v.messages.map((m) =>
          m.role === 'toolResult' ? m.text : m.role === 'assistant' ? JSON.stringify(m.content) : m,
        ),
        null,
        1,
      ).slice(0, 8000),
      llm.failures,
    );
    throw e;
  });
  expect(await items(page)).toContain('Eggs (Dairy)×');

  await panel.bringToFront();
  await panel.click('.skill-save button');
  await panel.type('input[name=skill-name]', 'Add item');
  await panel.type('textarea[name=skill-description]', 'Adds one item to the shopping list');
  await panel.click('form.skill-save button[type=submit]');
  await panel.waitForFunction(
    () => document.querySelector('.skill-save [role=status], .skill-saved')?.textContent?.includes('/add-item'),
    { polling: 200 },
  );
  const [skill] = await storedSkills();
  expect(skill!.name).toBe('add-item');
  expect(skill!.params.map((p) => [p.name, p.default])).toEqual([
    ['item', 'Eggs'],
    ['aisle', 'Dairy'],
  ]);
  expect(skill!.steps.map((s) => s.tool)).toEqual(['type', 'select_option', 'click']);
  expect(skill!.steps[0]!.args.text).toBe('{{item}}');
  expect(skill!.steps[2]!.locators.ref).toMatchObject({ role: 'button', name: 'Add' });

  // Replay with other values: `/add-item Butter aisle=Bakery`. Not one request reaches the model.
  const requests = llm.requests.length;
  await runInPanel(panel, '/add-item Butter aisle=Bakery');
  await page.bringToFront();
  await answered(panel, 'replayed without the model').catch(async (e) => {
    const v = await sessionView(ext, tabId);
    console.log(
      JSON.stringify(
        v.messages
          .slice(5)
          .map((m) =>
            m.role === 'toolResult'
              ? m.text
              : m.role === 'assistant'
                ? JSON.stringify(m.content)
                : JSON.stringify(m.content),
          ),
        null,
        1,
      ).slice(0, 8000),
    );
    throw e;
  });
  await idle(panel);
  expect(await items(page)).toContain('Butter (Bakery)×');
  expect(llm.requests.length).toBe(requests);
  const runs = await ext.inWorker(
    async () => (await chrome.storage.local.get('skillRuns')).skillRuns as Array<Record<string, unknown>>,
  );
  expect(runs[0]).toMatchObject({ name: 'add-item', replayed: true, handedOver: false, ok: true, modelRequests: 0 });
  await panel.bringToFront();
  expect(await axeViolations(panel)).toEqual([]);
  await saveScreenshot(panel, 'panel-skill-replayed');
  await panel.close();
  await page.close();
});
