import type { SessionView } from '../../../src/shared/protocol';
import type { ExtensionBrowser } from './browser';
import { writeSettings } from './settings';

export type WireFormat = 'openai' | 'anthropic';

/** Points the extension at the fake LLM server in one wire format, the way a user configures a provider. */
export async function useFakeModel(
  ext: ExtensionBrowser,
  llm: { openaiBaseUrl: string; anthropicBaseUrl: string },
  format: WireFormat,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const provider =
    format === 'openai'
      ? {
          id: 'fake',
          kind: 'openai-compatible',
          label: 'Fake',
          apiKey: 'test-key',
          baseUrl: llm.openaiBaseUrl,
          model: 'fake-model',
          vision: 'auto',
        }
      : {
          id: 'fake',
          kind: 'anthropic',
          label: 'Fake',
          apiKey: 'test-key',
          baseUrl: llm.anthropicBaseUrl,
          model: 'fake-model',
          vision: 'auto',
        };
  await writeSettings(ext, { providers: [provider], defaultProviderId: 'fake', ...extra });
}

/** Reading and acting allowed on these sites (settings' `sitePermissions`), so no site card stops a script. */
export function allowSites(...origins: string[]): Record<string, { read: 'allow'; act: 'allow'; mode: 'inherit' }> {
  return Object.fromEntries(origins.map((o) => [o, { read: 'allow', act: 'allow', mode: 'inherit' } as const]));
}

/** The tab's session as the worker keeps it (and as the panel draws it). */
export function sessionView(ext: ExtensionBrowser, tabId: number): Promise<SessionView> {
  return ext.inWorker(`globalThis.tabwright.sessions.view(${tabId})`);
}

/** Waits until the session satisfies `done`; the last view is in the error when it times out. */
export async function waitForSession(
  ext: ExtensionBrowser,
  tabId: number,
  done: (view: SessionView) => boolean,
  timeoutMs = 20_000,
): Promise<SessionView> {
  const start = Date.now();
  let last: SessionView | undefined;
  while (Date.now() - start < timeoutMs) {
    last = await sessionView(ext, tabId).catch((e) => {
      if (process.env.DEBUG_SESSION) console.log(String(e));
      return last;
    });
    if (last && done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `Session of tab ${tabId} did not reach the expected state; last: ${JSON.stringify(last, null, 1)?.slice(0, 3000)}`,
  );
}

/** Starts a task on the tab (as chat/send does) without waiting for it to finish. */
export async function sendTask(ext: ExtensionBrowser, tabId: number, text: string): Promise<void> {
  await ext.inWorker(`void globalThis.tabwright.startTask(${tabId}, ${JSON.stringify(text)}); 0`);
}

export function assistantTexts(view: SessionView): string[] {
  return view.messages
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content.map((p) => (p.type === 'text' ? p.text : '')).join(''))
    .filter((text) => text.length > 0);
}

/**
 * Runs a task on a page's tab and waits for the answer; the run must end idle with no failed tool call (a model
 * scripted by intent that hits an error means the page or the snapshot was not what the test expected).
 */
export async function runTaskOn(
  ext: ExtensionBrowser,
  page: import('puppeteer').Page,
  task: string,
): Promise<SessionView> {
  const tabId = await ext.tabIdOf(page);
  await sendTask(ext, tabId, task);
  const view = await waitForSession(ext, tabId, (v) => v.status !== 'running' && assistantTexts(v).length > 0, 40_000);
  if (view.status !== 'idle') throw new Error(`the task ended ${view.status}: ${view.error?.message ?? ''}`);
  const failed = view.messages.filter((m) => m.role === 'toolResult' && m.isError);
  if (failed.length)
    throw new Error(`tool calls failed: ${JSON.stringify(failed.map((m) => (m.role === 'toolResult' ? m.text : '')))}`);
  return view;
}
