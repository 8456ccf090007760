import { z } from 'zod';
import { handoffWords } from '../policy/handoff-text';
import { defineTool } from './types';

/**
 * The agent hands the tab to the user and waits (without limit) until the user presses Continue: for what only
 * the user can or may do (sign in, solve a CAPTCHA, enter a one-time code, approve a payment) or a decision that
 * is theirs. The loop pauses after this step; on Continue the model gets what changed and a fresh snapshot.
 */
export const ask_user = defineTool({
  name: 'ask_user',
  description:
    'Hand the tab to the user and pause until they press Continue: to sign in, solve a CAPTCHA, enter a one-time ' +
    'or two-factor code, confirm a payment, or make a choice only they can. Say why, and what they should do, in ' +
    'a short imperative ("Sign in to your account"). You then get what changed and a fresh snapshot.',
  parameters: z.object({
    reason: z.string().trim().min(1).max(500).describe('why you need the user'),
    what_to_do: z.string().trim().min(1).max(300).describe('what the user should do, as an instruction'),
  }),
  risk: 'read',
  changesPage: false,
  // Touches no page: judged as such (no site permission to ask for asking the user).
  effects: async (args) => ({ targets: [{}], summary: `ask the user: ${handoffWords(args.what_to_do, args.reason)}` }),
  async execute(args, ctx) {
    if (!ctx.requestHandoff)
      return { ok: false, error: 'Handing off is not available here.', hint: 'Tell the user in your answer instead.' };
    // A page can dictate these words; the banner shows them as Tabwright's, so no address, phone number or request
    // to disclose a secret goes in (handoff-text.ts).
    ctx.requestHandoff({
      kind: 'asked',
      reason: handoffWords(args.reason, args.what_to_do),
      instructions: handoffWords(args.what_to_do, args.reason),
    });
    return {
      ok: true,
      text: 'Handed to the user. Call no more tools now: the task pauses until the user presses Continue.',
    };
  },
});
