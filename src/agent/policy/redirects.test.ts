/**
 * Redirect hops, attacked: the first address passed the policy (its own site's data, or a site the task writes to),
 * and the server sends the load on to a site the address never named.
 */
import { describe, expect, it } from 'vitest';
import { judgePageLoad, judgeRedirect, redirectJudge } from './redirects';
import { newTaskState, noteSeen } from './task-state';
import { settings } from './test-helpers';

const ATT = 'http://localhost:4101';
const BANK = 'https://bank.example';
const SHORT = 'https://sho.rt';
const EMAIL = 'alice.canary@victim.example';
const wrap = (text: string, source: string) => `<untrusted_page source="${source}">\n${text}\n</untrusted_page>`;

/** The user's words hold their email; the task read the bank page. */
function task() {
  let t = newTaskState(`${ATT}/start`, `sign me up with ${EMAIL}`);
  t = noteSeen(t, wrap('Balance 48213.07 on account 7319-4462-0081', `${BANK}/account`), 'page', `${BANK}/account`);
  return t;
}
const policy = settings({ sitePermissions: {} });

describe('judgeRedirect', () => {
  it('refuses a hop that carries another site data on to a new site, and says which data', () => {
    const v = judgeRedirect(`${SHORT}/x?d=7319-4462-0081`, 'https://collect.evil/?a=7319-4462-0081', task(), policy);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.reason).toContain('7319-4462-0081');
    expect(v.flows[0]).toMatchObject({ to: 'https://collect.evil', from: [BANK] });
  });

  it('refuses the user email carried to a site the task does not write to, base64 or not', () => {
    const b64 = Buffer.from(EMAIL).toString('base64');
    expect(judgeRedirect(`${SHORT}/s`, `https://collect.evil/?u=${b64}`, task(), policy).ok).toBe(false);
  });

  it('refuses any hop to a blocked site, data or not', () => {
    const v = judgeRedirect(`${SHORT}/s`, 'https://evil-block.example/landing', task(), settings());
    expect(v).toMatchObject({ ok: false, reason: expect.stringContaining('blocked') });
  });

  it("refuses a trusted site's redirector forwarding what its page showed to a site the task has not visited", () => {
    const v = judgeRedirect(`${BANK}/go/x?a=7319-4462-0081`, 'https://collect.evil/?a=7319-4462-0081', task(), policy);
    expect(v).toMatchObject({
      ok: false,
      flows: expect.arrayContaining([{ data: '7319-4462-0081', from: [BANK], to: 'https://collect.evil' }]),
    });
  });

  it('lets hops within one site go on, and hops carrying nothing the task saw (OAuth)', () => {
    const login = 'https://id.example/authorize?client_id=shopapp77&redirect_uri=https%3A%2F%2Fshop.example%2Fcb';
    expect(judgeRedirect('https://shop.example/login', login, task(), policy).ok).toBe(true);
    expect(judgeRedirect(`${BANK}/a`, `${BANK}/b?acct=7319-4462-0081`, task(), policy).ok).toBe(true);
    expect(judgeRedirect(`${SHORT}/s`, 'https://news.example/today', task(), policy).ok).toBe(true);
  });
});

describe('judgePageLoad: a load the page starts by itself', () => {
  /** The task read the bank page, which shows a survey link, the account number and the owner's email. */
  function bankTask() {
    let t = newTaskState(`${BANK}/account`, 'what is my balance?');
    t = noteSeen(
      t,
      wrap(
        'Balance 48213.07 on account 7319-4462-0081 of alice.canary@victim.example. Take the annual survey',
        `${BANK}/account`,
      ),
      'page',
      `${BANK}/account`,
    );
    return t;
  }

  it("lets the page's own words go where its links lead (a person clicking the survey link is not stopped)", () => {
    expect(judgePageLoad(`${BANK}/account`, 'https://survey.example/annual-survey', bankTask(), policy).ok).toBe(true);
    // The same load as a redirect hop (a redirector forwarding what it showed) is refused: the old rule stands.
    expect(judgeRedirect(`${BANK}/account`, 'https://survey.example/annual-survey', bankTask(), policy).ok).toBe(false);
  });

  it('refuses the identifying data the page shows (email, account number, code), in any encoding', () => {
    for (const to of [
      `https://collect.evil/?d=${encodeURIComponent('alice.canary@victim.example')}`,
      'https://collect.evil/deals?a=731944620081',
      `https://collect.evil/x?b=${Buffer.from('7319-4462-0081').toString('base64')}`,
    ])
      expect(judgePageLoad(`${BANK}/account`, to, bankTask(), policy).ok, to).toBe(false);
  });

  it('refuses data the task read on another site, and any load to a blocked site', () => {
    const v = judgePageLoad(`${SHORT}/x`, 'https://collect.evil/?q=annual+survey', bankTask(), policy);
    expect(v).toMatchObject({ ok: false, flows: expect.arrayContaining([expect.objectContaining({ from: [BANK] })]) });
    expect(judgePageLoad(`${BANK}/account`, 'https://evil-block.example/', bankTask(), settings()).ok).toBe(false);
  });

  it("the gate's judge lets the approved call's own load go, judges the rest, and logs each refusal", () => {
    const log: string[] = [];
    const judge = redirectJudge(
      () => ({ task: bankTask(), settings: policy }),
      { toolCallId: 'c1', tool: 'click' },
      (e) => log.push(`${e.tool}:${e.verdict}`),
      new Set(['https://collect.evil']),
    );
    expect(judge(`${BANK}/account`, 'https://collect.evil/?d=731944620081', 'page')).toBeUndefined();
    expect(judge(`${BANK}/account`, 'https://other.evil/?d=731944620081', 'page')).toMatch(/loading .* by itself/);
    expect(judge(`${SHORT}/s`, 'https://collect.evil/?d=731944620081', 'redirect')).toMatch(/a redirect from/);
    expect(log).toEqual(['click:deny', 'click:deny']);
  });
});
