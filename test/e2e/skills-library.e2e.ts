/**
 * The skills library in the options page, on the Vue shopping list from npm: a skill written from a prompt alone
 * (no recorded steps) is run by the model from its goal; a saved step's typed text changed in the library is what
 * the next replay types, still without a model request.
 */
import { expect, it } from 'vitest';
import { agentHarness } from './helpers/harness';
import { answered, idle, items, runInPanel, skillsKit } from './helpers/skills';

const h = agentHarness({ check: 'done' });
const { storedSkills, allRuns, allowSite, vueTab, ensureSkill, dumpAndThrow } = skillsKit(h);

it('a skill written from a prompt alone runs through the model from its goal', async () => {
  await allowSite();
  const options = await h.ext.openOptions();
  await options.type('form.skill-new input[name=new-name]', 'stock tea');
  await options.type('form.skill-new textarea[name=new-goal]', 'Add Tea to the shopping list, aisle Produce');
  await options.click('form.skill-new button[type=submit]');
  await options.waitForFunction(() => document.querySelector('.skills-status')?.textContent?.includes('Skill saved'), {
    polling: 200,
  });
  const skill = (await storedSkills()).find((s) => s.name === 'stock-tea');
  expect(skill).toMatchObject({ steps: [], trusted: true });
  await options.close();

  const { page, tabId } = await vueTab();
  h.llm.script([
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'type', target: { role: 'textbox', name: 'Item' }, args: { text: 'Tea' } },
    { tool: 'select_option', target: { role: 'combobox', name: 'Aisle' }, args: { values: 'Produce' } },
    { tool: 'click', target: { role: 'button', name: 'Add' } },
    { say: 'Tea is on the list, in Produce.' },
  ]);
  const requests = h.llm.requests.length;
  const panel = await h.ext.openPanel(tabId);
  await runInPanel(panel, '/stock-tea');
  await page.bringToFront();
  await answered(panel, 'Tea is on the list').catch((e) => dumpAndThrow(tabId, e));
  await idle(panel);
  expect(await items(page)).toContain('Tea (Produce)×');
  // The model was told the skill's goal: it is the first thing it read.
  const first = JSON.stringify(h.llm.requests[requests]);
  expect(first).toContain('Add Tea to the shopping list, aisle Produce');
  expect((await allRuns())[0]).toMatchObject({ name: 'stock-tea', replayed: false, ok: true });
  await panel.close();
  await page.close();
});

it('a typed text changed in the library is what the next replay types, with no model request', async () => {
  await allowSite();
  await ensureSkill();
  const options = await h.ext.openOptions();
  const editor = 'form.skill-editor[aria-labelledby$="-name"]';
  await options.waitForSelector(`${editor} input[name=step-1-text]`);
  const field = await options.$(`${editor} input[name=step-1-text]`);
  await field!.click({ count: 3 });
  await field!.type('Oat milk');
  await options.keyboard.press('Tab');
  await options.click(`${editor} button[type=submit]`);
  // Saved: the note stays in the editor made anew for the saved skill.
  await options.waitForFunction(
    () => document.querySelector('.skill-editor [role=status]')?.textContent === 'Skill saved.',
    { polling: 200 },
  );
  const saved = (await storedSkills()).find((s) => s.name === 'add-item')!;
  expect(saved.steps[0]!.args.text).toBe('Oat milk');
  await options.close();

  const { page, tabId } = await vueTab();
  const requests = h.llm.requests.length;
  const panel = await h.ext.openPanel(tabId);
  await runInPanel(panel, '/add-item Ignored aisle=Dairy');
  await page.bringToFront();
  await answered(panel, 'replayed without the model').catch((e) => dumpAndThrow(tabId, e));
  await idle(panel);
  expect(await items(page)).toContain('Oat milk (Dairy)×');
  expect(h.llm.requests.length).toBe(requests);
  await panel.close();
  await page.close();
});
