import { runAgent, createImageDescriber } from '../agent/loop';
import type { ImageDescriber } from '../agent/loop/types';
import { userMessage, type AgentEvent, type ImagePart } from '../shared/model';
import { t } from '../shared/i18n';
import type { Attachment, Quote } from '../shared/protocol';
import { quoteBlocks } from './policy/quotes';
import { activeProvider, type Settings } from '../shared/settings';
import { loadSettings } from '../shared/settings-store';
import { agentTools } from './agent-tools';
import { debuggers } from './browser/tab';
import { holdAwake } from './keepalive';
import { postToPanels } from './panel-ports';
import { createPolicyGate, lastUserQuotes, lastUserText } from './policy/gate';
import { capabilityOverrides, streamFor } from './provider-config';
import type { Conversation } from '../shared/history-store';
import { sessions, type Live } from './sessions';
import { runHandoff } from './handoff/control';
import { addResume, beginWaiting, endWaiting } from './handoff/flow';
import { typedSecrets } from './handoff/page';
import { webOrigin } from '../agent/policy';

/**
 * Runs the agent for a tab's session: one task per tab at a time, several tabs at once. Every transcript change is
 * saved (sessions.update -> IndexedDB) before the next step, so a stopped worker loses nothing.
 */
const RECENT_KEY = 'recentTasks';

function imagesOf(attachments: Attachment[]): ImagePart[] {
  return attachments
    .filter((a) => a.mimeType === 'image/png' || a.mimeType === 'image/jpeg')
    .map((a) => ({ type: 'image', mediaType: a.mimeType as ImagePart['mediaType'], data: a.data }));
}

/**
 * Claims the tab's session for one run, synchronously: a second message sent while the first is still being set up
 * (a double Enter) is queued for the run instead of starting another one on the same conversation.
 */
export function claim(live: Live): AbortController | undefined {
  if (live.controller) return undefined;
  live.controller = new AbortController();
  return live.controller;
}

/** The user's message: runs now, or, while the agent works, waits for its next turn. */
export async function startTask(
  tabId: number,
  text: string,
  attachments: Attachment[] = [],
  quotes: Quote[] = [],
): Promise<void> {
  const live = await sessions.get(tabId);
  // Every attachment may be uploaded (a photo for an avatar too), so each is named for the model; PNG and JPEG
  // also go to it as images. Files sent while the agent runs join its next step the same way. Quoted page text
  // (selection, title, link) follows inside untrusted blocks, redacted: page data, not the user's words.
  const files = attachments.map((a) => `\n[Attached file: ${a.name} (${a.mimeType})]`).join('');
  const notes = files + (quotes.length ? quoteBlocks(quotes, (await loadSettings()).settings) : '');
  // Typing while the task waits for the user is handing it back, with those words as the note.
  if (live.conversation.status === 'waiting' && !live.controller) return resumeTask(tabId, text + notes);
  const controller = claim(live);
  await sessions.addFiles(live, attachments);
  if (!controller) {
    await sessions.update(tabId, (_conversation, session) => {
      session.queued.push(text + notes);
    });
    return;
  }
  void remember(text);
  // The user asking again is consent to attach after a cancel. (A new task starts in the panel's own tab: each run
  // copies the tool context, which alone carries the worked-on tab.)
  debuggers.forgetCancel(tabId);
  await run(tabId, live, controller, (conversation) => {
    conversation.messages.push(userMessage(text + notes, imagesOf(attachments)));
    // A new request: pages handed back during the last one may need the user again.
    delete conversation.handedBack;
  });
}

/** Continue / Hand back: the task that waits for the user goes on, told what changed and the user's note. */
export async function resumeTask(tabId: number, note?: string): Promise<void> {
  const live = await sessions.get(tabId);
  if (live.conversation.status !== 'waiting') return;
  const controller = claim(live);
  if (controller) await run(tabId, live, controller, undefined, undefined, { note: note?.trim() ?? '' });
}

/** Take over: the running task pauses at its next step boundary and the tab is the user's. */
export async function takeOver(tabId: number): Promise<boolean> {
  const live = await sessions.get(tabId);
  if (!live.handoff) return false;
  live.handoff.request({ kind: 'takeover', reason: 'The user took over.', instructions: '' });
  await sessions.broadcastState(tabId);
  return true;
}

/** Continues an interrupted task (the worker was stopped mid-way) from its saved transcript. */
export async function continueTask(tabId: number): Promise<void> {
  const live = await sessions.get(tabId);
  if (live.conversation.messages.length === 0) return;
  if (live.conversation.status === 'waiting') return resumeTask(tabId);
  const controller = claim(live);
  if (controller) await run(tabId, live, controller);
}

export async function stopTask(tabId: number): Promise<void> {
  const live = await sessions.get(tabId);
  live.controller?.abort();
  if (!live.controller) await endWaiting(tabId);
}

/**
 * One run of the loop on the claimed session; `begin` adds the user's message as the run starts. `adjust` changes
 * the settings for this run only (a scheduled skill's own site grants).
 */
export async function run(
  tabId: number,
  live: Live,
  controller: AbortController,
  begin?: (conversation: Conversation) => void,
  adjust: (settings: Settings) => Settings = (s) => s,
  resume?: { note: string },
): Promise<void> {
  const releaseWorker = holdAwake(`task:${tabId}`);
  // Stay attached for the whole task: detaching between steps would flash Chrome's "debugging" bar.
  const releaseDebugger = debuggers.hold(tabId);
  let endLoads: (() => void) | undefined;
  try {
    const settings = adjust((await loadSettings()).settings);
    const provider = activeProvider(settings);
    await sessions.updateOwn(tabId, live, (conversation) => {
      begin?.(conversation);
      delete conversation.error;
      if (provider?.model) {
        conversation.status = 'running';
        conversation.model = provider.model;
      } else {
        conversation.status = 'error';
        conversation.error = { kind: 'no_provider', message: t('errorNoProvider') };
      }
    });
    if (!provider?.model) return;
    // Sites the user saved a secret for: the agent may sign in there itself, so a sign-in form is no wall.
    const credentialOrigins = settings.secrets.flatMap((x) => x.origins.map((o) => webOrigin(o) ?? o));
    const handoff = runHandoff(tabId, () => ({ credentialOrigins, handedBack: live.conversation.handedBack ?? [] }));
    live.handoff = handoff;
    // What the user typed into password and code fields while they had the tab never reaches the model.
    const typed = resume ? await typedSecrets(live.conversation.handoff?.before.tabId ?? tabId) : [];
    // Policy: every call is judged (and may be asked) before it runs; results are redacted before the model sees them.
    const policy = await createPolicyGate({
      tabId,
      conversationId: live.conversation.id,
      userText: lastUserText(live.conversation.messages),
      quoted: lastUserQuotes(live.conversation.messages),
      settings,
      signal: controller.signal,
      onHandoff: (request) => handoff.request(request),
      redactAlso: typed,
      ...agentTools(),
    });
    const { tools, browser } = policy;
    endLoads = policy.end;
    const workTab = resume ? await addResume(tabId, live, policy, resume.note, controller.signal) : tabId;
    const result = await runAgent({
      stream: streamFor(provider),
      tools,
      messages: live.conversation.messages,
      settings: {
        model: provider.model,
        maxSteps: settings.maxSteps,
        maxDurationMs: settings.maxTaskMinutes * 60_000,
        capabilityOverrides: capabilityOverrides(settings),
      },
      signal: controller.signal,
      approve: policy.approve,
      onEvent: (event: AgentEvent) => postToPanels(tabId, { type: 'session/event', tabId, event }),
      onMessages: (messages) =>
        sessions.updateOwn(tabId, live, (conversation) => {
          conversation.messages = messages;
        }),
      toolContext: { tabId: workTab, browser, attachments: live.attachments, requestHandoff: handoff.request },
      checkpoint: (at) => handoff.checkpoint(at),
      steer: () => live.queued.splice(0).map((text) => userMessage(text)),
      usage: live.conversation.usage,
      // The description of a screenshot is page content: redacted like a tool result.
      ...describer(settings, policy.describer),
    });
    await sessions.updateOwn(tabId, live, (conversation) => {
      conversation.messages = result.messages;
      conversation.usage = result.usage;
      conversation.status = result.stopReason === 'error' ? 'error' : 'idle';
      if (result.stopReason === 'handoff') conversation.status = 'running'; // until beginWaiting below
      const quiet = ['completed', 'aborted', 'handoff'];
      if (!quiet.includes(result.stopReason) && result.message) {
        conversation.error = { kind: result.error?.kind ?? result.stopReason, message: result.message };
      }
    });
    if (result.stopReason === 'handoff' && handoff.pending)
      await beginWaiting(tabId, live, handoff.pending, handoff.workTab);
  } finally {
    endLoads?.(); // the page's own loads are no longer judged: the tab is the user's again
    if (live.handoff && live.controller === controller) live.handoff = undefined;
    if (live.controller === controller) live.controller = undefined;
    releaseDebugger();
    releaseWorker();
  }
  // Messages typed while the agent ran: the next turn of the same conversation.
  if (live.conversation.status === 'waiting') {
    // The user's turn: no "debugging" bar while they act, and nothing attached should the worker stop meanwhile.
    await debuggers.detach(live.conversation.handoff?.before.tabId ?? tabId);
    return; // queued words wait for the user's Continue
  }
  const next = live.queued.shift();
  if (next === undefined || controller.signal.aborted || !sessions.isCurrent(tabId, live)) return;
  const again = claim(live);
  if (again) await run(tabId, live, again, (conversation) => void conversation.messages.push(userMessage(next)));
}

/** A separate model that describes screenshots for text-only models, when the user configured one. */
function describer(settings: Settings, redacting: (describe: ImageDescriber) => ImageDescriber) {
  const vision = settings.providers.find((p) => p.id === settings.visionProviderId);
  return vision?.model ? { describeImage: redacting(createImageDescriber(streamFor(vision), vision.model)) } : {};
}

async function remember(text: string): Promise<void> {
  const recent = ((await chrome.storage.local.get(RECENT_KEY))[RECENT_KEY] as string[] | undefined) ?? [];
  const next = [text, ...recent.filter((r) => r !== text)].slice(0, 8);
  await chrome.storage.local.set({ [RECENT_KEY]: next });
}

export async function recentTasks(): Promise<string[]> {
  return ((await chrome.storage.local.get(RECENT_KEY))[RECENT_KEY] as string[] | undefined) ?? [];
}
