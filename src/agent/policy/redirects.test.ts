/**
 * Redirect hops, attacked: the first address passed the policy (its own site's data, or a site the task writes to),
 * and the server sends the load on to a site the address never named.
 */
import { describe, expect, it } from 'vitest';
import { judgeRedirect } from './redirects';
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
