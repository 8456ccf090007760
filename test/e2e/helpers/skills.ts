/**
 * What the skills e2e needs beside the harness: the Vue shopping-list app, the panel's answers and idle state, the
 * skills and runs the worker stored, and a dump of the conversation when a wait fails (the only way to see why a
 * replay stopped). Every function reads the harness when called: it is filled in by `beforeAll`.
 */
import type { Page } from 'puppeteer';
import { extractSkill, Skill } from '../../../src/agent/skills';
import { vueAddItemTask } from '../../fixtures/skills/vue-add-item';
import { allowSites, sessionView, useFakeModel } from './agent';
import type { AgentHarness } from './harness';

export interface StoredSkill {
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

export function skillsKit(h: AgentHarness) {
  const storedSkills = () =>
    h.ext.inWorker(async () => ((await chrome.storage.local.get('skills')).skills ?? []) as StoredSkill[]);
  const allRuns = () =>
    h.ext.inWorker(
      async () => ((await chrome.storage.local.get('skillRuns')).skillRuns ?? []) as Array<Record<string, unknown>>,
    );
  return {
    storedSkills,
    allRuns,
    /** Runs by the clock only (manual runs of the same skill come from other tests). */
    runsOf: async (id: string) => (await allRuns()).filter((r) => r.skillId === id && r.trigger !== 'manual'),
    allowSite: () =>
      useFakeModel(h.ext, h.llm, 'openai', {
        sitePermissions: allowSites(h.servers.main.url),
      }),
    async vueTab(): Promise<{ page: Page; tabId: number }> {
      const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/apps/vue/`);
      await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
      return { page, tabId: await h.ext.tabIdOf(page) };
    },
    /** The skill of the first test, from its recorded transcript, when a test runs alone (`-t`). */
    async ensureSkill(): Promise<void> {
      if ((await storedSkills()).some((s) => s.name === 'add-item')) return;
      const skill = Skill.parse(
        extractSkill(vueAddItemTask(h.servers.main.url), { id: 'seeded', name: 'add-item', now: Date.now() }),
      );
      await h.ext.inWorker(async (s: unknown) => chrome.storage.local.set({ skills: [s] }), skill);
    },
    /** Rethrows `error` after printing the tab's conversation and the fake model's failures. */
    async dumpAndThrow(tabId: number, error: unknown): Promise<never> {
      const view = await sessionView(h.ext, tabId);
      const lines = view.messages.map((m) => (m.role === 'toolResult' ? m.text : JSON.stringify(m.content)));
      console.log(JSON.stringify(lines, null, 1).slice(0, 8000), h.llm.failures);
      throw error;
    },
  };
}

export const items = (page: Page) =>
  page.$$eval('#app li', (lis) => lis.map((li) => li.textContent!.replace(/\s+/g, ' ').trim()));

export const answered = (panel: Page, text: string) =>
  panel.waitForFunction(
    (want) => [...document.querySelectorAll('.message-assistant')].some((n) => n.textContent?.includes(want)),
    { timeout: 30_000, polling: 200 },
    text,
  );

export const idle = (panel: Page) =>
  panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle', {
    timeout: 30_000,
    polling: 200,
  });

export async function runInPanel(panel: Page, command: string): Promise<void> {
  await panel.$eval('textarea', (t) => ((t as HTMLTextAreaElement).value = ''));
  await panel.type('textarea', command);
  await panel.waitForSelector('form.skill-form');
  await panel.keyboard.press('Enter');
}
