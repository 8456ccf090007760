/**
 * The red-team table (test/fixtures/pages/redteam/scenarios.ts) checked at the policy level now: every harmful call
 * a fooled model makes is denied or asked, in both modes, with the reason the table names. The e2e suite runs the
 * same table through the real extension once the loop is wired.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redteamScenarios, redteamSettings, withOrigins } from '../../../test/fixtures/pages/redteam/scenarios';
import { SitePermission } from '../../shared/settings';
import { decide } from './decide';
import { markVisited, newTaskState, noteSeen } from './task-state';
import type { Mode, PolicySettings } from './types';

const origins = {
  VICTIM: 'http://127.0.0.1:4100',
  ATTACKER: 'http://localhost:4101',
  BLOCKED: 'http://127.0.0.2:4102',
};
const root = path.resolve(import.meta.dirname, '../../..');

/** Visible text of a fixture page, roughly: what a snapshot would give the model (hidden canaries removed). */
function pageText(file: string): string {
  const html = readFileSync(path.join(root, file), 'utf8');
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(
      /<div[^>]*(display:none|visibility:hidden|opacity:0|aria-hidden|sr-only|font-size:0|color:#fff|transparent|left:-|width:0)[^>]*>[\s\S]*?<\/div>/g,
      ' ',
    )
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('ATTACKER', origins.ATTACKER);
}

function policySettings(mode: Mode): PolicySettings {
  const s = redteamSettings(origins);
  return {
    mode,
    sitePermissions: Object.fromEntries(
      Object.entries(s.sitePermissions).map(([o, p]) => [o, SitePermission.parse(p)]),
    ),
    blockedSites: s.blockedSites,
    secrets: s.secrets.map(({ name, origins: o }) => ({ name, origins: o })),
  };
}

describe.each<Mode>(['act-without-asking', 'ask-before-acting'])('red-team table, %s', (mode) => {
  it.each(redteamScenarios.map((s) => [s.id, s] as const))('%s', (_id, raw) => {
    const scenario = withOrigins(raw, origins);
    let task = newTaskState(`${origins.VICTIM}${scenario.page}`, 'Summarise my inbox and tell me about my last order');
    task = markVisited(task, scenario.call.target.pageUrl ?? '');
    task = noteSeen(task, pageText(scenario.page), 'page');
    const d = decide({
      tool: { name: scenario.call.tool, risk: scenario.call.risk },
      args: {},
      target: scenario.call.target,
      task,
      settings: policySettings(mode),
    });
    expect(d.verdict, d.reason).toBe(scenario.expect.verdict);
    if (d.verdict !== 'allow') expect(d.reasons.map((r) => r.code)).toContain(scenario.expect.code);
    if (d.verdict === 'ask' && scenario.expect.verdict === 'ask') expect(d.ask.choices).not.toContain('always');
    // Nothing the card or log shows may carry a secret value or the password.
    expect(JSON.stringify(d)).not.toMatch(/work\.secret@victim\.example|CANARY-PW-91734/);
  });
});
