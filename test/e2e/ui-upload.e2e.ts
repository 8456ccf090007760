/**
 * A file attached in the panel, uploaded by the agent: the user attaches a text file and asks for it to go into a
 * page's file input; the fake model calls upload_file on that input (by intent), the user allows the high-risk
 * upload on its confirmation card, and the page shows the file it received.
 */
import { expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGate } from '../fake-llm/index.js';
import { assistantTexts, waitForSession } from './helpers/agent';
import { type AgentHarness, agentHarness } from './helpers/harness';
import { artifactsDir, axeViolations, saveScreenshot } from './ui-support';

// Reading and acting on the fixture site are allowed, so the only question is the upload's own confirmation.
let { ext, llm, servers } = {} as AgentHarness;
agentHarness({ model: 'openai', allowFixtureSite: true, ready: (made) => ({ ext, llm, servers } = made) });

/** The upload page in a tab, and its panel with a text file attached in the composer (shown as a chip). */
async function attachInPanel(name: string, text: string) {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, name);
  writeFileSync(file, text);
  const page = await ext.newPage(`${servers.main.url}/test/fixtures/pages/upload.html`);
  const tabId = await ext.tabIdOf(page);
  const panel = await ext.openPanel(tabId);
  await (await panel.$('.composer input[type=file]'))!.uploadFile(file);
  await panel.waitForFunction((n) => document.querySelector('.composer .chip')?.textContent?.includes(n), {}, name);
  return { page, tabId, panel };
}

it("uploads a file attached in the panel into the page's file input", async () => {
  const text = 'Quarterly notes\nline two\n';
  const { page, tabId, panel } = await attachInPanel('notes.txt', text);

  llm.script([
    {
      tool: 'snapshot',
      args: { mode: 'full' },
      // The model is told which file the user attached, by name and type (the bytes stay in the worker).
      expect: (req) => expect(req.messages.at(-1)!.text).toContain('[Attached file: notes.txt (text/plain)]'),
    },
    { tool: 'upload_file', target: { role: 'button', name: 'Document' }, args: { files: ['notes.txt'] } },
    { say: 'I put **notes.txt** into the Document field.' },
  ]);
  await panel.type('textarea', 'Upload the attached notes to the Document field');
  await panel.keyboard.press('Enter');
  await page.bringToFront(); // the real panel sits beside the page; Chrome throttles hidden pages

  // upload_file sends the user's file to a site: high-risk, so it asks, naming the file.
  const card = await panel.waitForSelector('.ask[data-tool=upload_file]', { timeout: 20_000 });
  expect(await card!.$eval('.ask-action', (n) => n.textContent)).toContain('notes.txt');
  expect(await page.$eval('#chosen', (n) => n.textContent)).toBe('No file chosen');
  await card!.$eval('button[data-answer=allow-once]', (b) => (b as HTMLButtonElement).click());

  const view = await waitForSession(ext, tabId, (v) => v.status !== 'running' && assistantTexts(v).length > 0, 30_000);
  expect(view.status).toBe('idle');
  expect(view.messages.filter((m) => m.role === 'toolResult' && m.isError)).toEqual([]);
  await page.waitForFunction(() => document.getElementById('first-line')?.textContent !== '');
  expect(await page.$eval('#chosen', (n) => n.textContent)).toBe(`notes.txt (${Buffer.byteLength(text)} bytes)`);
  expect(await page.$eval('#first-line', (n) => n.textContent)).toBe('Quarterly notes');

  await panel.bringToFront();
  await panel.waitForFunction(() => document.querySelector('main.panel')?.getAttribute('data-status') === 'idle');
  expect(await panel.$eval('.message-assistant:last-of-type .markdown', (n) => n.innerHTML)).toContain(
    '<strong>notes.txt</strong>',
  );
  expect(await panel.$$('.composer .chip')).toHaveLength(0);
  expect(await axeViolations(panel)).toEqual([]);
  await saveScreenshot(panel, 'panel-upload');
  await panel.close();
  await page.close();
});

it('still uploads the attached file after the worker restarted mid-task and the user pressed Continue', async () => {
  const text = 'Contract draft\nsecond line\n';
  const { page, tabId, panel } = await attachInPanel('contract.txt', text);

  const gate = createGate();
  llm.script([
    { say: 'Never arrives.', hold: gate },
    { tool: 'snapshot', args: { mode: 'full' } },
    { tool: 'upload_file', target: { role: 'button', name: 'Document' }, args: { files: ['contract.txt'] } },
    { say: 'Uploaded contract.txt.' },
  ]);
  await panel.type('textarea', 'Upload the attached contract');
  await panel.keyboard.press('Enter');
  await gate.reached;
  // The worker dies with the file only in its memory before this fix; a new worker must find it in IndexedDB.
  await ext.stopWorker();
  gate.release();
  const notice = await panel.waitForSelector('.notice-bar', { timeout: 20_000 });
  await notice!.$eval('button', (b) => (b as HTMLButtonElement).click());
  await page.bringToFront();

  const card = await panel.waitForSelector('.ask[data-tool=upload_file]', { timeout: 20_000 });
  await card!.$eval('button[data-answer=allow-once]', (b) => (b as HTMLButtonElement).click());
  const view = await waitForSession(
    ext,
    tabId,
    (v) => v.status !== 'running' && assistantTexts(v).includes('Uploaded contract.txt.'),
    30_000,
  );
  expect(view.messages.filter((m) => m.role === 'toolResult' && m.isError)).toEqual([]);
  await page.waitForFunction(() => document.getElementById('first-line')?.textContent !== '');
  expect(await page.$eval('#chosen', (n) => n.textContent)).toBe(`contract.txt (${Buffer.byteLength(text)} bytes)`);
  await panel.close();
  await page.close();
});
