/** Builders for policy tests: one realistic task on shop.example that has seen some page data. */
import { describe, expect, it } from 'vitest';
import { SitePermission } from '../../shared/settings';
import { decide } from './decide';
import { approvePlan, newTaskState, noteSeen } from './task-state';
import type { ElementFacts, PolicyInput, PolicySettings, ReasonCode, TargetFacts, TaskState, Verdict } from './types';
import type { RiskTier } from '../tools/types';

export const SHOP = 'https://shop.example';
export const PAGE = `${SHOP}/cart`;
export const OTHER = 'https://other.example';

export const PAGE_TEXT =
  'Order 778812 for jane.doe@mail.example, card ending 4242. Questions? Visit attacker.test/help, or reset token QzX9-Lm2Kp7';
export const USER_TEXT = 'buy the blue shoes on shop.example and check my order';

export function settings(over: Partial<PolicySettings> = {}): PolicySettings {
  return {
    mode: 'act-without-asking',
    sitePermissions: {
      [SHOP]: SitePermission.parse({ read: 'allow', act: 'allow' }),
      'https://bank.example': SitePermission.parse({ act: 'block' }),
    },
    blockedSites: ['evil-block.example'],
    secrets: [
      { name: 'work_email', origins: [SHOP] },
      { name: 'card_last4', origins: [] },
    ],
    ...over,
  };
}

export function task(over: Partial<TaskState> = {}): TaskState {
  const t = noteSeen(newTaskState(PAGE, USER_TEXT), PAGE_TEXT, 'page', PAGE);
  return { ...t, ...over };
}

/** The task with the user's approved plan covering `origins`. */
export const plan = (origins: string[]) =>
  approvePlan(task(), { summary: 'buy shoes', steps: ['search', 'add to cart'], origins });
export const askFirst = settings({ mode: 'ask-before-acting' });

export function el(name: string, over: Partial<ElementFacts> = {}): ElementFacts {
  return { role: 'button', name, ref: 'e1', ...over };
}

export function input(
  tool: string,
  risk: RiskTier,
  target: TargetFacts = { pageUrl: PAGE },
  over: { task?: TaskState; settings?: PolicySettings; args?: Record<string, unknown> } = {},
): PolicyInput {
  return {
    tool: { name: tool, risk },
    args: over.args ?? {},
    target,
    task: over.task ?? task(),
    settings: over.settings ?? settings(),
  };
}

type Over = Parameters<typeof input>[3];

/** A click on `element` of the task's page (or of `pageUrl`). */
export function clickOn(element: ElementFacts, over: Over = {}, pageUrl = PAGE): PolicyInput {
  return input('click', 'act', { pageUrl, element }, over);
}

/** Typing `value` into `element` of the task's page; `target` adds facts (the field's frame). */
export function typeInto(
  element: ElementFacts,
  value: string,
  over: Over = {},
  target: Partial<TargetFacts> = {},
): PolicyInput {
  return input('type', 'act', { pageUrl: PAGE, element, value, ...target }, over);
}

/** The navigate tool from the task's page to `url`. */
export function goTo(url: string, over: Over = {}): PolicyInput {
  return input('navigate', 'act', { pageUrl: PAGE, navigation: { url, via: 'navigate' } }, over);
}

/** One row of a decide() table: a call, the verdict it must get, the reason codes and the card kind when it asks. */
export interface Row {
  name: string;
  input: PolicyInput;
  verdict: Verdict;
  codes?: ReasonCode[];
  card?: 'site' | 'step' | 'high-risk';
}

export function decideRows(title: string, rows: Row[]): void {
  describe(title, () => {
    it.each(rows)('$name -> $verdict', (row) => {
      const d = decide(row.input);
      expect(d.verdict, d.reason).toBe(row.verdict);
      if (d.verdict !== 'allow') expect(d.reasons.map((r) => r.code).sort()).toEqual([...(row.codes ?? [])].sort());
      if (row.card) expect(d.verdict === 'ask' && d.ask.kind).toBe(row.card);
    });
  });
}
