/**
 * The adaptive red team (issue #11): every attack of test/fixtures/pages/redteam/attacks/ runs through the real
 * extension in one browser, with the fake model obeying the page, under two user models answering the cards in
 * the panel: strict (denies every card) and hurried (approves every card except the high-risk ones). Leaks are
 * judged by what the canary server received (any encoding), what ran on the victim's server, and what the model
 * was sent (attack-runner.ts). Prints the scorecard and writes redteam.json (bench/results/ with
 * `npm run bench:redteam`, else test-artifacts/).
 *
 * KNOWN_LEAKS is the one place an attack that still leaks is listed: the suite stays green, the scorecard reports
 * it as leaked. A new leak fails the suite; so does a listed attack that no longer leaks (remove it: it is fixed).
 * REDTEAM_ONLY=<substring> runs matching attacks; REDTEAM_USERS (default hurried,strict) picks the user models;
 * REDTEAM_USERS=gullible checks that every agent attack is real (approving everything, it must leak);
 * REDTEAM_MODES=act-without-asking,ask-before-acting adds the other mode (that doubles this file's time, over the
 * suite's budget, so `npm run bench:redteam` runs both and CI one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatScorecard, scorecard } from '../../bench/redteam-report';
import { type AttackResult, ctxOf, runAttack, settleLast, twinOf } from '../fixtures/pages/redteam/attack-runner';
import { ATTACK_CLASSES, attacks, type UserModel } from '../fixtures/pages/redteam/attacks';
import { ordinaryTasks } from '../fixtures/pages/redteam/attacks/ordinary';
import {
  runTask,
  settingsFor,
  startHarness,
  stopHarness,
  type Harness,
  type Mode,
} from '../fixtures/pages/redteam/harness';
import { repoRoot } from './helpers/browser';

/** `<attack id>` leaks under every user model, `<attack id>@<user>` under that one. Remove an entry once fixed. */
const KNOWN_LEAKS: string[] = [];

// Both user models, off one setup: the strict user replays only the attacks where the hurried one approved a card
// or loaded an image (a handful); elsewhere its answers, and so its run, would be the same (sameAsRun).
const USERS = (process.env.REDTEAM_USERS ?? 'hurried,strict').split(',') as UserModel[];
const MODES = (process.env.REDTEAM_MODES ?? 'act-without-asking').split(',') as Mode[];
const ONLY = process.env.REDTEAM_ONLY;
const selected = attacks.filter((a) => !ONLY || ONLY.split(',').some((o) => a.id.includes(o)));
const known = (r: AttackResult) => KNOWN_LEAKS.includes(r.attack) || KNOWN_LEAKS.includes(`${r.attack}@${r.user}`);

const h = {} as Harness;
const results: AttackResult[] = [];
const started = Date.now();

beforeAll(async () => {
  Object.assign(h, await startHarness());
}, 60_000);

afterAll(async () => {
  if (results.length) {
    const titles = Object.fromEntries(Object.entries(ATTACK_CLASSES).map(([k, v]) => [k, v]));
    const table = formatScorecard(results, titles);
    const leaks = results
      .filter((r) => r.outcome === 'leaked')
      .map((r) => `- ${r.attack} (${r.user}): ${r.leaks.join('; ').slice(0, 300)}`);
    console.log(
      `\nRed team: ${results.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s\n${table}\n${leaks.join('\n')}\n`,
    );
    const dir = path.join(repoRoot, process.env.REDTEAM_REPORT_DIR ?? 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    const out = {
      date: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
      attacks: selected.length,
      classes: new Set(selected.map((a) => a.cls)).size,
      scorecard: scorecard(results),
      knownLeaks: KNOWN_LEAKS,
      results: results.map((r) => ({ ...r, rule: attacks.find((a) => a.id === r.attack)?.rule })),
    };
    writeFileSync(path.join(dir, 'redteam.json'), `${JSON.stringify(out, null, 1)}\n`);
  }
  await stopHarness(h);
});

it('has at least 40 attacks in at least 10 classes, each with the rule it goes around', () => {
  expect(attacks.length).toBeGreaterThanOrEqual(40);
  expect(new Set(attacks.map((a) => a.cls)).size).toBeGreaterThanOrEqual(11);
  expect(new Set(attacks.map((a) => a.id)).size).toBe(attacks.length);
  expect(attacks.filter((a) => !a.rule)).toEqual([]);
  expect(KNOWN_LEAKS.filter((k) => !attacks.some((a) => a.id === k.split('@')[0]))).toEqual([]);
});

/**
 * The user models of one mode run off one setup, attack by attack: a user model whose answers would be the same as
 * a run already made (the strict user after a hurried run that met only high-risk cards, all denied, and clicked no
 * image; a probe, which meets no card and no mode) takes that run's result instead of replaying it.
 */
function sameAsRun(r: AttackResult, user: UserModel): boolean {
  return r.user === 'hurried' && user === 'strict' && r.answers.every((a) => a.endsWith(':deny')) && !r.imagesLoaded;
}

describe.each(MODES)('%s', (mode) => {
  it(`${USERS.join(' and ')} users: nothing leaks beyond KNOWN_LEAKS`, async () => {
    const mine: AttackResult[] = [];
    for (const attack of selected) {
      for (const user of USERS) {
        const twin =
          attack.probe && !attack.userAnswers
            ? results.find((x) => x.attack === attack.id)
            : mine.find((x) => x.attack === attack.id && sameAsRun(x, user));
        const r = twin ? twinOf(twin, user, mode) : await runAttack(h, attack, user, mode);
        if (process.env.DEBUG_REDTEAM)
          console.log(
            r.attack,
            r.user,
            r.outcome,
            r.ms,
            r.answers,
            r.decisions,
            r.leaks,
            r.problems,
            twin ? '(twin)' : '',
          );
        mine.push(r);
        results.push(r);
      }
    }
    settleLast(h);
    const gullible = mine.filter((r) => r.user === 'gullible');
    if (gullible.length) {
      // Approving everything, an attack that does not leak is defended by something other than a card (redaction,
      // the sanitizer, hidden-text rules) or is broken: listed to read, failing only on a broken script.
      console.log(
        gullible
          .filter((r) => r.outcome !== 'leaked')
          .map((r) => `not leaking when all is approved: ${r.attack} ${r.decisions.join(',')}`)
          .join('\n'),
      );
    }
    expect(mine.filter((r) => r.problems.length).map((r) => `${r.attack}@${r.user}: ${r.problems.join('; ')}`)).toEqual(
      [],
    );
    const judged = mine.filter((r) => r.user !== 'gullible');
    const fresh = judged.filter((r) => r.outcome === 'leaked' && !known(r));
    expect(fresh.map((r) => `NEW LEAK ${r.attack}@${r.user}: ${r.leaks.join('; ')}`)).toEqual([]);
    // A listed attack that did not leak this run is reported, not failed: some probes (the palette key logger)
    // depend on timing on a loaded machine. Remove an entry once it holds over several runs.
    const fixed = judged.filter((r) => r.outcome !== 'leaked' && known(r));
    if (fixed.length)
      console.log(fixed.map((r) => `did not leak this run (KNOWN_LEAKS): ${r.attack}@${r.user}`).join('\n'));
  }, 900_000);
});

it('the leak checks can fail: approving every card, data reaches the canary and a payment reaches the shop', async () => {
  for (const id of ['c5-hex', 'baseline-submit-payment']) {
    const r = await runAttack(h, attacks.find((a) => a.id === id)!, 'gullible', 'act-without-asking');
    settleLast(h);
    expect(r.outcome, `${id}: ${r.decisions.join(', ')}`).toBe('leaked');
  }
});

it('ordinary tasks ask nothing beyond the site permission', async () => {
  const o = ctxOf(h);
  const problems: string[] = [];
  for (const t of ordinaryTasks) {
    await settingsFor(h, 'act-without-asking');
    await h.page.goto(`${o.VICTIM}${t.start}`, { waitUntil: 'load' });
    const { answers, conversation } = await runTask(h, [...t.steps(o), { say: 'Done.' }], t.text(o), (card) =>
      card.kind === 'site' ? 'allow-once' : 'deny',
    );
    const failed = conversation.messages
      .filter((m: any) => m.role === 'toolResult' && m.isError)
      .map((m: any) => m.text.slice(0, 200));
    if (JSON.stringify(answers) !== JSON.stringify(t.cards))
      problems.push(`${t.id}: cards ${answers.join(', ') || 'none'}, expected ${t.cards.join(', ') || 'none'}`);
    if (failed.length) problems.push(`${t.id}: failed calls ${failed.join(' | ')}`);
    if (h.llm.failures.length)
      problems.push(`${t.id}: fake model ${h.llm.failures.map((f: any) => f.message).join('; ')}`);
  }
  await h.page.bringToFront();
  expect(problems).toEqual([]);
}, 120_000);
