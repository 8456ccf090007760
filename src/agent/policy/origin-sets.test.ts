import { describe, expect, it } from 'vitest';
import { namedHosts } from './named-hosts';
import { originSets, writeOrigins } from './origin-sets';
import { sourcedParts } from './sourced';
import { applyAnswer, approvePlan, markVisited, newTaskState } from './task-state';
import type { PolicySettings } from './types';

const settings: PolicySettings = { mode: 'act-without-asking', sitePermissions: {}, blockedSites: [], secrets: [] };

describe('named hosts: whole hostnames, never words', () => {
  it.each<[string, string[]]>([
    ['compare on www.rival.example and http://localhost:4101/x', ['rival.example', 'localhost:4101']],
    ['open 127.0.0.1:8080 please', ['127.0.0.1:8080']],
    ['the evil test', []],
    ['mail me at jane.doe@mail.example', []],
    ['e.g. this, i.e. that', []],
    ['shop.example.', ['shop.example']],
  ])('%s', (text, hosts) => expect(namedHosts(text)).toEqual(hosts));
});

describe('origin sets', () => {
  it('write: the start page, sites the user named and visited, an approved plan; never a grant alone', () => {
    let t = newTaskState('https://shop.example/', 'compare with rival.example');
    t = markVisited(markVisited(t, 'https://rival.example/'), 'https://ads.example/');
    t = applyAnswer(
      t,
      {
        kind: 'site',
        tool: 'click',
        action: '',
        origin: '',
        reasons: [],
        choices: ['once'],
        grants: [{ kind: 'act', origin: 'https://ads.example' }],
        always: [],
      },
      'once',
    ).state;
    expect(writeOrigins(t, settings)).toEqual(['https://shop.example', 'https://rival.example']);
    t = approvePlan(t, { summary: 's', steps: [], origins: ['https://plan.example'] });
    expect(writeOrigins(t, settings)).toContain('https://plan.example');
    expect(originSets(t, settings)).toEqual({
      read: ['shop.example', 'rival.example'],
      write: ['shop.example', 'plan.example', 'rival.example'],
    });
  });
  it('a start page where acting is blocked is not written to', () => {
    const t = newTaskState('https://shop.example/', 'x');
    const blocked = {
      ...settings,
      sitePermissions: { 'https://shop.example': { read: 'allow', act: 'block', mode: 'inherit' } },
    } as PolicySettings;
    expect(writeOrigins(t, blocked)).toEqual([]);
  });
});

describe('sourced parts', () => {
  it('attributes each tab list line to its tab, and blocks to their page', () => {
    const list =
      '* 1: "Deals" http://localhost:4101/\n  2: "My Bank \\"Gold\\"" https://bank.example/acct\n  3: "New tab" chrome://newtab/';
    const text = `Tabs:\n<untrusted_page source="tabs">\n${list}\n</untrusted_page>\n<untrusted_page source="https://docs.example/a">\nDocs\n</untrusted_page>`;
    const parts = sourcedParts(text, 'http://localhost:4101/');
    expect(parts.map((p) => p.origin)).toEqual([
      'http://localhost:4101',
      'http://localhost:4101',
      'https://bank.example',
      'tabs',
      'https://docs.example',
    ]);
  });
  it('a block with a non-URL source belongs to the tab page', () =>
    expect(
      sourcedParts('<untrusted_page source="snapshot">\nx\n</untrusted_page>', 'https://a.example/')[0]?.origin,
    ).toBe('https://a.example'));
});
