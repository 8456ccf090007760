/**
 * The other ways a user runs a saved skill, each on the Vue shopping list from npm and each without one model
 * request: `/` in the command palette (completion, then the line with its values), the favourites shortcut (the
 * skill's own defaults), and "Run skill…" in the context menu (the panel opens with the library listed).
 */
import { expect, it } from 'vitest';
import type { SessionView } from '../../src/shared/protocol';
import { waitForSession } from './helpers/agent';
import { agentHarness } from './helpers/harness';
import { openPalette, paletteClosed, paletteHtml } from './helpers/palette';
import { answered, idle, items, skillsKit } from './helpers/skills';

const h = agentHarness({ check: 'done' });
const { storedSkills, allowSite, vueTab, ensureSkill, dumpAndThrow } = skillsKit(h);

it('palette: `/` lists the library, Enter on a skill completes it, and the line runs it with its values', async () => {
  await allowSite();
  await ensureSkill();
  const { page, tabId } = await vueTab();
  await openPalette(h.ext, page, tabId);
  // Typed at once after the shortcut: the list comes when the library arrives.
  await page.keyboard.type('/ad');
  expect(await paletteHtml(page, '/add-item')).toContain('/add-item');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Milk aisle=Dairy');
  await page.keyboard.press('Enter');
  await paletteClosed(page);
  const replayed = (v: SessionView) =>
    v.status === 'idle' && JSON.stringify(v.messages.at(-1) ?? '').includes('replayed without the model');
  await waitForSession(h.ext, tabId, replayed, 30_000).catch((e) => dumpAndThrow(tabId, e));
  expect(await items(page)).toContain('Milk (Dairy)×');
  expect(h.llm.requests.length).toBe(0);
  await page.close();
});

it('the favourites shortcut runs the first favourite skill with its defaults, in an opened panel', async () => {
  await allowSite();
  await ensureSkill();
  await h.ext.inWorker(async () => {
    const { skills } = await chrome.storage.local.get('skills');
    const list = skills as Array<{ name: string; favourite?: boolean }>;
    await chrome.storage.local.set({ skills: list.map((s) => ({ ...s, favourite: s.name === 'add-item' })) });
  });
  const [skill] = await storedSkills();
  const { page, tabId } = await vueTab();
  const before = h.llm.requests.length;
  await h.ext.inWorker(
    async (id: number) => (globalThis as any).tabwright.onCommand('run-favourite-skill', await chrome.tabs.get(id)),
    tabId,
  );
  const panel = await h.ext.openPanel(tabId);
  await page.bringToFront();
  await answered(panel, 'replayed without the model').catch((e) => dumpAndThrow(tabId, e));
  await idle(panel);
  const defaults = Object.fromEntries(skill!.params.map((p) => [p.name, p.default]));
  expect(await items(page)).toContain(`${defaults.item} (${defaults.aisle})×`);
  expect(h.llm.requests.length).toBe(before);
  await panel.close();
  await page.close();
});

it('"Run skill…" in the context menu opens the panel with `/` typed and the library listed to pick from', async () => {
  await ensureSkill();
  const { page, tabId } = await vueTab();
  await h.ext.inWorker(async (id: number) => {
    const tab = await chrome.tabs.get(id);
    await (globalThis as any).tabwright.onContextMenuClick({ menuItemId: 'tabwright-run-skill', editable: false }, tab);
  }, tabId);
  const panel = await h.ext.openPanel(tabId);
  await panel.waitForSelector('.skill-completions button');
  expect(await panel.$eval('textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('/');
  await panel.click('.skill-completions button');
  // Picked: the parameters' form, filled with the skill's defaults, ready to run.
  await panel.waitForSelector('form.skill-form input[name=item]');
  expect(await panel.$eval('textarea', (t) => (t as HTMLTextAreaElement).value)).toBe('/add-item ');
  expect(await panel.$eval('form.skill-form input[name=item]', (i) => (i as HTMLInputElement).value)).toBe('Eggs');
  await panel.close();
  await page.close();
});
