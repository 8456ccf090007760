/**
 * "Ask before acting": the model proposes its plan once (summary, steps, the sites it will act on); the user
 * approves it on a plan card; acts on those sites then run without a card each (high-risk ones still ask, and
 * anything outside the plan's sites asks). Offered only when that mode is on somewhere, so the tool list of
 * "act without asking" stays as it was. The approval itself happens in the gate, before execute runs.
 */
import { z } from 'zod';
import { defineTool, type ToolDef } from '../../agent/tools/types';
import type { Settings } from '../../shared/settings';

export const PROPOSE_PLAN = 'propose_plan';

export const proposePlan = defineTool({
  name: PROPOSE_PLAN,
  description:
    'Ask before acting mode: before your first action that changes anything, propose your plan here: a one-line ' +
    '`summary`, the `steps`, and every site (origin, e.g. "https://shop.example") you will act on. The user approves ' +
    'or declines it. Once approved, actions on those sites run without asking; high-risk actions (payments, deleting, ' +
    'sending, downloads, evaluate) and other sites still ask. Reading pages needs no plan.',
  parameters: z.object({
    summary: z.string().min(1).max(500),
    steps: z.array(z.string().min(1).max(500)).min(1).max(30),
    sites: z
      .array(z.string().min(1).max(500))
      .max(20)
      .describe('origins you will act on, e.g. ["https://shop.example"]'),
  }),
  risk: 'read',
  changesPage: false,
  async execute({ sites }) {
    // Reached only after the user approved the plan card (the gate refuses otherwise).
    return {
      ok: true,
      text: `The user approved the plan. Actions on ${sites.join(', ') || 'no site'} now run without asking; high-risk actions and other sites still ask.`,
    };
  },
}) as unknown as ToolDef;

/** The mode is on globally or for any site. */
export function wantsPlan(settings: Settings): boolean {
  return (
    settings.mode === 'ask-before-acting' ||
    Object.values(settings.sitePermissions).some((p) => p.mode === 'ask-before-acting')
  );
}
