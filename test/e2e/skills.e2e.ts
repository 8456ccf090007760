/**
 * Skills end to end on a real app (the Vue 3 shopping list from npm): a task done by the model is saved as a skill
 * from the panel, then replayed with other values without a single model request; a renamed button makes the
 * replay stop and the model finish the run; a schedule fires after the worker was stopped, and a run missed while
 * nothing could fire catches up once; a broken skills file changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { expect, it } from 'vitest';
import { useFakeModel } from './helpers/agent';
import { agentHarness } from './helpers/harness';
import { answered, idle, items, runInPanel, skillsKit } from './helpers/skills';
import { axeViolations, saveScreenshot } from './ui-support';

const h = agentHarness({ check: 'done' });
const { storedSkills, allRuns, runsOf, allowSite, vueTab, ensureSkill, dumpAndThrow } = skillsKit(h);

it('saves a skill from a task, then replays it with other values and zero model calls', async () => {
  await allowSite();
  const { page, tabId } = await vueTab();
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'type', target: { role: 'textbox', name: 'Item' }, args: { text: 'Eggs' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Aisle' }, args: { values: 'Dairy' } },
    { tool: 'click', target: { role: 'button', name: 'Add' } },
    { say: 'I added Eggs in the Dairy aisle.' },
  ]);
  const panel = await h.ext.openPanel(tabId);
  await panel.type('textarea', 'Add Eggs to the list, aisle Dairy');
  await panel.keyboard.press('Enter');
  await page.bringToFront();
  await answered(panel, 'I added Eggs').catch((e) => dumpAndThrow(tabId, e));
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
  const requests = h.llm.requests.length;
  await runInPanel(panel, '/add-item Butter aisle=Bakery');
  await page.bringToFront();
  await answered(panel, 'replayed without the model').catch((e) => dumpAndThrow(tabId, e));
  await idle(panel);
  expect(await items(page)).toContain('Butter (Bakery)×');
  expect(h.llm.requests.length).toBe(requests);
  const runs = await allRuns();
  expect(runs[0]).toMatchObject({ name: 'add-item', replayed: true, handedOver: false, ok: true, modelRequests: 0 });
  await panel.bringToFront();
  expect(await axeViolations(panel)).toEqual([]);
  await saveScreenshot(panel, 'panel-skill-replayed');
  await panel.close();
  await page.close();
});

it('hands the run to the model when a button was renamed, and the model finishes it', async () => {
  await allowSite();
  await ensureSkill();
  const { page, tabId } = await vueTab();
  // The page changed since the skill was saved: its "Add" button is now "Add to list".
  await page.evaluate(() => {
    document.querySelector('#app form button')!.textContent = 'Add to list';
  });
  h.llm.script([
    {
      tool: 'snapshot',
      args: { mode: 'full' },
      expect: (req) => {
        const brief = req.messages.at(-1)!.text;
        expect(brief).toContain('stopped at step 3 (click button "Add"): no button "Add" on the page now');
        expect(brief).toContain('Values: item = "Jam", aisle = "Bakery"');
      },
    },
    { tool: 'click', target: { role: 'button', name: 'Add to list' } },
    { say: 'The button is now called "Add to list"; I pressed it and Jam is on the list.' },
  ]);
  const panel = await h.ext.openPanel(tabId);
  await runInPanel(panel, '/add-item Jam aisle=Bakery');
  await page.bringToFront();
  await answered(panel, 'Jam is on the list');
  await idle(panel);
  expect(await items(page)).toContain('Jam (Bakery)×');
  // The panel says the model took over, and why.
  const said = await panel.$$eval('.message-user', (ns) => ns.map((n) => n.textContent ?? ''));
  expect(said.at(-1)).toContain('The replay of skill /add-item stopped at step 3');
  const runs = await allRuns();
  expect(runs[0]).toMatchObject({ name: 'add-item', replayed: false, handedOver: true, ok: true, modelRequests: 3 });
  await panel.close();
  await page.close();
});

it('fires a schedule after the worker was stopped, and catches up once on a run missed meanwhile', async () => {
  // No site permission at all: only the grants given at scheduling let the skill act on the app.
  await useFakeModel(h.ext, h.llm, 'openai');
  await ensureSkill();
  const [skill] = await storedSkills();
  const id = skill!.id;
  await h.ext.inWorker(
    async (skillId: string, origin: string, firstRun: number) => {
      const { skills } = (await chrome.storage.local.get('skills')) as { skills: Array<Record<string, unknown>> };
      const scheduled = skills.find((s) => s.id === skillId)!;
      Object.assign(scheduled, { schedule: { kind: 'interval', minutes: 60 }, grants: [origin], catchUp: true });
      // A second skill, the same steps, that does not catch up.
      skills.push({ ...scheduled, id: 'no-catch-up', name: 'no-catch-up', catchUp: false });
      await chrome.storage.local.set({ skillSchedules: { [skillId]: { nextRunAt: firstRun } } });
      await chrome.storage.local.set({ skills });
      await (
        globalThis as unknown as { tabwright: { reconcileSchedules(): Promise<void> } }
      ).tabwright.reconcileSchedules();
    },
    id,
    h.servers.main.url,
    Date.now() + 4000,
  );
  expect(await h.ext.inWorker(async () => (await chrome.alarms.getAll()).map((a) => a.name).sort())).toEqual(
    [`skill:${id}`, 'skill:no-catch-up'].sort(),
  );

  await h.ext.stopWorker();
  // The alarm wakes a new worker, which opens the app in a background tab and replays there. Nothing here talks to
  // the worker meanwhile: the test waits for the tab the run opens.
  await h.ext.browser.waitForTarget((t) => t.type() === 'page' && t.url().endsWith('/apps/vue/'), { timeout: 30_000 });
  // Every tab of the app, read from the browser's side (a background tab's page object can be one it swapped out).
  let scheduledPage: Page | undefined;
  const withEggs = async () => {
    for (const p of await h.ext.browser.pages())
      if (
        p.url().endsWith('/apps/vue/') &&
        (await p.evaluate(() => document.body.textContent ?? '').catch(() => '')).includes('Eggs (Dairy)')
      )
        scheduledPage = p;
    return scheduledPage;
  };
  await expect.poll(withEggs, { timeout: 30_000, interval: 300 }).toBeDefined();
  await expect.poll(() => runsOf(id), { timeout: 20_000 }).toHaveLength(1);
  expect((await runsOf(id))[0]).toMatchObject({ trigger: 'scheduled', replayed: true, ok: true, modelRequests: 0 });
  const tab = await h.ext.inWorker(
    async (tabId: number) => (await chrome.tabs.get(tabId)).active,
    (await runsOf(id))[0]!.tabId as number,
  );
  expect(tab).toBe(false);
  // Its result is in history, like any task.
  const conversationId = (await runsOf(id))[0]!.conversationId as string;
  expect(
    await h.ext.inWorker(
      `globalThis.tabwright.sessions.view(${(await runsOf(id))[0]!.tabId}).then((v) => v.conversationId)`,
    ),
  ).toBe(conversationId);
  await scheduledPage!.close();

  // Both skills' runs fell in a time nothing could fire (the browser was closed: no alarm, no worker), ten
  // minutes ago. When the worker starts, the first catches up once; the second skips to its next time.
  await h.ext.inWorker(async (skillId: string) => {
    await chrome.alarms.clearAll();
    const missed = Date.now() - 10 * 60_000;
    await chrome.storage.local.set({
      skillSchedules: { [skillId]: { nextRunAt: missed }, 'no-catch-up': { nextRunAt: missed } },
    });
  }, id);
  await h.ext.stopWorker();
  const woken = Date.now();
  await h.ext.inWorker('1');
  await expect.poll(async () => (await runsOf(id)).length, { timeout: 30_000 }).toBe(2);
  expect((await runsOf(id))[0]).toMatchObject({ trigger: 'catch-up', replayed: true, ok: true });
  expect(await runsOf('no-catch-up')).toEqual([]);
  const next = await h.ext.inWorker(
    async () =>
      (await chrome.storage.local.get('skillSchedules')).skillSchedules as Record<string, { nextRunAt: number }>,
  );
  expect(next[id]!.nextRunAt).toBeGreaterThan(woken);
  expect(next['no-catch-up']!.nextRunAt).toBeGreaterThan(woken);
  const notices = await h.ext.inWorker(async () => Object.keys(await chrome.notifications.getAll()));
  expect(notices.some((n: string) => n.startsWith(`skill-run:${id}:`))).toBe(true);
  for (const p of await h.ext.browser.pages()) if (p.url().endsWith('/apps/vue/')) await p.close();
});

it('imports a broken skills file with a clear error and nothing changed; a good one comes in untrusted', async () => {
  await ensureSkill();
  const before = await storedSkills();
  const options = await h.ext.openOptions();
  const file = (name: string, content: unknown) => {
    const path = join(tmpdir(), name);
    writeFileSync(path, JSON.stringify(content));
    return path;
  };
  const good = { ...before[0]!, id: 'shared', name: 'shared-item', schedule: undefined };
  const broken = {
    format: 'tabwright-skills',
    version: 1,
    skills: [good, { id: 'x', name: 'Bad Name!', goal: 'g', steps: [{ tool: 'explode', args: {} }] }],
  };
  const input = (await options.$('input[name=skills-file]'))!;
  await input.uploadFile(file('broken-skills.json', broken));
  await options.waitForFunction(() => document.querySelector('.skills-status')?.textContent?.includes('Nothing'), {
    polling: 200,
  });
  const error = await options.$eval('.skills-status', (n) => n.textContent);
  expect(error).toMatch(
    /^Nothing was imported\. The file has errors: skills\[1\]\.name \(skill "Bad Name!"\): a skill name is/,
  );
  expect(error).toContain('skills[1].steps[0].tool');
  expect(await storedSkills()).toEqual(before);

  await input.uploadFile(file('good-skills.json', { format: 'tabwright-skills', version: 1, skills: [good] }));
  await options.waitForFunction(() => document.querySelector('.skills-status')?.textContent?.includes('Imported'), {
    polling: 200,
  });
  const after = await storedSkills();
  expect(after.map((s) => [s.name, s.trusted])).toEqual([
    ...before.map((s) => [s.name, s.trusted]),
    ['shared-item', false],
  ]);
  expect(await options.$$eval('.skill-editor h3', (hs) => hs.map((h) => h.textContent))).toContain(
    '/shared-itemimported, not yet approved',
  );
  expect(await axeViolations(options)).toEqual([]);
  await saveScreenshot(options, 'options-skills');

  // Its first run waits for the user's approval, after reading its steps.
  const { page, tabId } = await vueTab();
  const panel = await h.ext.openPanel(tabId);
  await panel.type('textarea', '/shared-item Tea aisle=Produce');
  await panel.waitForSelector('.skill-untrusted');
  expect(await panel.$$eval('.skill-untrusted li', (ls) => ls.map((l) => l.textContent))).toEqual([
    'type "{{item}}" into textbox "Item"',
    'choose "{{aisle}}" in combobox "Aisle"',
    'click button "Add"',
  ]);
  expect(await panel.$eval('form.skill-form button[type=submit]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await panel.close();
  await page.close();
  await options.close();
});
