/**
 * The model picker in the panel header: the configured providers' models, "More models" listed by each endpoint
 * through the worker (the fake LLM answers GET /models; an unreachable endpoint says why), and a pick that is saved
 * on its provider and used by the next task.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import type { FakeLlm } from '../fake-llm/index.js';
import { assistantTexts, waitForSession } from './helpers/agent';
import type { ExtensionBrowser } from './helpers/browser';
import { agentHarness } from './helpers/harness';
import type { startFixtureServers } from './helpers/servers';
import { readSettings, writeSettings } from './helpers/settings';
import { axeViolations, saveScreenshot } from './ui-support';

let ext: ExtensionBrowser;
let llm: FakeLlm;
let servers: Awaited<ReturnType<typeof startFixtureServers>>;

agentHarness({
  check: 'failures',
  models: ['fake-model', 'fake-large', 'fake-small'],
  ready: (made) => {
    ({ ext, llm, servers } = made);
  },
});

const options = (panel: Page) =>
  panel.$$eval('.model-picker optgroup', (groups) =>
    groups.map((g) => ({
      group: (g as HTMLOptGroupElement).label,
      models: [...g.querySelectorAll('option')].map((o) => o.textContent),
    })),
  );
const selected = (panel: Page) =>
  panel.$eval('.model-picker', (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent);

describe('model picker', () => {
  it('lists the configured models, adds the endpoint\'s on "More models", and saves the pick used by the next task', async () => {
    await writeSettings(ext, {
      providers: [
        {
          id: 'fake',
          kind: 'openai-compatible',
          label: 'Fake',
          apiKey: 'k',
          baseUrl: llm.openaiBaseUrl,
          model: 'fake-model',
        },
        {
          id: 'down',
          kind: 'openai-compatible',
          label: 'Down',
          apiKey: 'k',
          baseUrl: 'http://127.0.0.1:9/v1',
          model: 'local-7b',
        },
      ],
      defaultProviderId: 'fake',
    });
    const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/child.html`);
    const tabId = await ext.tabIdOf(page);
    const panel = await ext.openPanel(tabId);
    expect(await options(panel)).toEqual([
      { group: 'Fake', models: ['Fake · fake-model'] },
      { group: 'Down', models: ['Down · local-7b'] },
    ]);
    expect(await selected(panel)).toBe('Fake · fake-model');

    await panel.click('button.more-models');
    await panel.waitForFunction(() => !(document.querySelector('button.more-models') as HTMLButtonElement).disabled);
    expect(await options(panel)).toEqual([
      { group: 'Fake', models: ['Fake · fake-model', 'Fake · fake-large', 'Fake · fake-small'] },
      { group: 'Down', models: ['Down · local-7b'] },
    ]);
    // The endpoint that answered is counted; the one that did not says why, in the provider's own words.
    const note = await panel.$eval('.models-note', (n) => n.textContent ?? '');
    expect(note).toMatch(/^3 models listed; pick one in the Model list\. Could not list the models of Down: /);
    expect(await axeViolations(panel)).toEqual([]);
    await saveScreenshot(panel, 'panel-models');

    const large = await panel.$$eval(
      '.model-picker option',
      (os) => os.find((o) => o.textContent === 'Fake · fake-large')!.getAttribute('value')!,
    );
    await panel.select('.model-picker', large);
    await panel.waitForFunction(
      () =>
        (document.querySelector('.model-picker') as HTMLSelectElement).selectedOptions[0]?.textContent ===
        'Fake · fake-large',
    );
    // The pick shows at once; it reaches storage through the worker a moment later.
    await panel.waitForFunction(async () =>
      ((await chrome.storage.local.get('settings')).settings as { providers: Array<{ model: string }> }).providers.some(
        (p) => p.model === 'fake-large',
      ),
    );
    const saved = await readSettings(ext);
    expect(saved.defaultProviderId).toBe('fake');
    expect((saved.providers as Array<{ id: string; model: string }>).map((p) => [p.id, p.model])).toEqual([
      ['fake', 'fake-large'],
      ['down', 'local-7b'],
    ]);

    // Choosing the other provider's model switches the default provider too; then back, for the task.
    const local = await panel.$$eval(
      '.model-picker option',
      (os) => os.find((o) => o.textContent === 'Down · local-7b')!.getAttribute('value')!,
    );
    await panel.select('.model-picker', local);
    await panel.waitForFunction(
      async () =>
        ((await chrome.storage.local.get('settings')).settings as { defaultProviderId: string }).defaultProviderId ===
        'down',
    );
    await panel.select('.model-picker', large);
    await panel.waitForFunction(
      async () =>
        ((await chrome.storage.local.get('settings')).settings as { defaultProviderId: string }).defaultProviderId ===
        'fake',
    );

    llm.script([{ say: 'Answered by the large model.' }]);
    await panel.type('textarea', 'Which model are you?');
    await panel.keyboard.press('Enter');
    const view = await waitForSession(ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
    expect(assistantTexts(view)).toEqual(['Answered by the large model.']);
    expect(llm.requests.find((r) => r.path.endsWith('/chat/completions'))?.model).toBe('fake-large');
    await panel.close();

    // A panel opened later offers the listed models at once, without "More models" (the chosen one first)...
    const again = await ext.openPanel(tabId);
    await again.waitForSelector('.model-picker[aria-busy=false]');
    expect(await options(again)).toEqual([
      { group: 'Fake', models: ['Fake · fake-large', 'Fake · fake-model', 'Fake · fake-small'] },
      { group: 'Down', models: ['Down · local-7b'] },
    ]);
    expect(await again.$eval('.models-note', (n) => n.textContent ?? '').catch(() => '')).toBe('');
    await again.close();
    // ...but not once the provider's key changed: the list belonged to the old key.
    const current = await readSettings(ext);
    const rekeyed = (current.providers as Array<Record<string, unknown>>).map((p) =>
      p.id === 'fake' ? { ...p, apiKey: 'another-key', model: 'fake-model' } : p,
    );
    await writeSettings(ext, { ...current, providers: rekeyed });
    const third = await ext.openPanel(tabId);
    await third.waitForSelector('.model-picker[aria-busy=false]');
    expect(await options(third)).toEqual([
      { group: 'Fake', models: ['Fake · fake-model'] },
      { group: 'Down', models: ['Down · local-7b'] },
    ]);
    await third.close();
    await page.close();
  });
});
