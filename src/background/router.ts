import type { Result } from '../shared/errors';
import {
  isFromContentScript,
  isFromExtensionPage,
  isFromPaletteFrame,
  parseToWorker,
  sendToContent,
  type Sender,
} from '../shared/messaging';
import type { ToWorker } from '../shared/protocol';
import { openPanel } from './side-panel';
import { recentTasks, resumeTask, startTask, takeOver } from './task-runner';
import { sessions } from './sessions';
import { whatToDo } from '../shared/handoff-text';
import { listModels, testProvider } from './provider-check';
import { openConversation } from './panel-api';
import { takePaletteToken, holdsPaletteToken } from './palette-token';
import { handleSkillMessage, isSkillMessage, runTypedCommand } from './skills/api';

/** Which sender may send which message: content scripts only ping (the palette talks from its own frame). */
const fromContent = new Set<ToWorker['type']>(['worker/ping']);

export async function routeMessage(raw: unknown, sender: Sender): Promise<Result<unknown>> {
  const parsed = parseToWorker(raw);
  if (!parsed.ok) return parsed;
  const message = parsed.value;
  const page = isFromExtensionPage(sender);
  const content = isFromContentScript(sender);
  if (!page && !(content && fromContent.has(message.type))) {
    return { ok: false, error: `Sender may not send ${message.type}` };
  }
  if (isSkillMessage(message)) return handleSkillMessage(message);
  switch (message.type) {
    case 'worker/ping':
      return { ok: true, value: { pong: true, version: chrome.runtime.getManifest().version } };
    case 'palette/submit': {
      // Only the palette frame the user opened (palette-token.ts): not a content script, not the frame on a page
      // that framed it itself.
      const tab = sender.tab;
      if (tab?.id === undefined || !isFromPaletteFrame(sender))
        return { ok: false, error: 'Tasks come from the palette frame only' };
      if (!(await takePaletteToken(tab.id, message.token)))
        return { ok: false, error: 'This palette was not opened by the user; press the shortcut again' };
      const opened = await openPanel(tab.id, tab.windowId);
      void runFromPalette(tab.id, message.text).catch((error: unknown) => console.error('palette run failed', error));
      return { ok: true, value: { panelOpened: opened.ok } };
    }
    case 'palette/handoff': {
      // The palette frame the user opened, like palette/submit; the token stays valid while that palette is open.
      const tabId = sender.tab?.id;
      if (tabId === undefined || !isFromPaletteFrame(sender))
        return { ok: false, error: 'Hand-off controls come from the palette frame only' };
      if (!(await holdsPaletteToken(tabId, message.token)))
        return { ok: false, error: 'This palette was not opened by the user; press the shortcut again' };
      if (message.action === 'take-over')
        return (await takeOver(tabId))
          ? { ok: true, value: null }
          : { ok: false, error: 'No task is running on this tab.' };
      if (message.action === 'hand-back') {
        const waiting = (await sessions.get(tabId)).conversation.status === 'waiting';
        if (!waiting) return { ok: false, error: 'Nothing is waiting for you on this tab.' };
        void resumeTask(tabId, message.note);
        return { ok: true, value: null };
      }
      const view = await sessions.view(tabId);
      const what = view.handoff ? whatToDo(view.handoff) : undefined;
      return { ok: true, value: { status: view.status, takingOver: view.takingOver === true, what } };
    }
    case 'palette/recent':
      return { ok: true, value: await recentTasks() };
    case 'provider/test':
      return testProvider(message.providerId);
    case 'provider/models':
      return listModels(message.providerId, message.cached ?? false);
    case 'history/open':
      return openConversation(message.tabId, message.conversationId);
  }
}

/**
 * A task or `/name args` typed in the palette starts once the palette is gone: its modal dialog leaves the rest of
 * the page inert, so a replay's first snapshot would see only the palette and every click would miss. The frame
 * closes itself when the key that submitted is up (frame.ts); after 3 s it is closed from here.
 */
async function runFromPalette(tabId: number, text: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const state = await sendToContent<{ open: boolean }>(tabId, { type: 'palette/state' });
    if (!state.ok || !state.value.open) break;
    if (i === 29) await sendToContent(tabId, { type: 'palette/close' });
    else await new Promise((r) => setTimeout(r, 100));
  }
  // `/name args`: a skill of the library runs (or the panel's form asks for what it lacks); else a task.
  if (!(await runTypedCommand(tabId, text, 'manual'))) await startTask(tabId, text);
}
