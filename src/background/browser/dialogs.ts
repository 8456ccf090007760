/**
 * JavaScript dialogs (alert, confirm, prompt, beforeunload) block the page, and our input commands with it, until
 * answered: answer at once, as the running action asked, and remember how for its report.
 */
import type { DialogChoice } from '../../agent/browser-port';
import type { CdpTransport } from '../cdp/transport';

export interface DialogRecord {
  type: string;
  message: string;
  handled: 'accepted' | 'dismissed';
  at: number;
}

/** How the running action wants dialogs answered. */
export interface DialogPolicy {
  choice: DialogChoice | undefined;
  acceptBeforeUnload: boolean;
}

export async function answerDialog(
  session: CdpTransport,
  p: { type: string; message: string },
  sessionId: string | undefined,
  policy: DialogPolicy,
): Promise<DialogRecord> {
  const { choice } = policy;
  const accept =
    p.type === 'alert'
      ? true
      : p.type === 'beforeunload'
        ? (choice?.accept ?? policy.acceptBeforeUnload)
        : (choice?.accept ?? false);
  const params: Record<string, unknown> = { accept };
  if (accept && p.type === 'prompt' && choice?.promptText !== undefined) params.promptText = choice.promptText;
  await session.send('Page.handleJavaScriptDialog', params, sessionId).catch(() => undefined);
  return { type: p.type, message: p.message, handled: accept ? 'accepted' : 'dismissed', at: Date.now() };
}
