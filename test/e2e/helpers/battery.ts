/**
 * How the task battery's scripted model reads a snapshot, as a person reading it would: the rows a grid shows, the
 * ref of a card named only by the text inside it, a line of a code editor. Plain text in, plain values out: the
 * model sees only what the extension sent (req.snapshot), never the page.
 */
import type { Page } from 'puppeteer';
import { parseLines } from '../../../src/agent/snapshot/parse';
import type { PolicyAsk, SessionView } from '../../../src/shared/protocol';
import { assistantTexts, sendTask, sessionView } from './agent';
import type { ExtensionBrowser } from './browser';
import { findLatestSnapshot } from '../../fake-llm/resolve';
import type { RecordedRequest } from '../../fake-llm/types';

/** The newest snapshot (or diff with refs) the extension sent in this request. */
export function latest(req: RecordedRequest): string {
  const text = findLatestSnapshot(req.messages);
  if (text === undefined) throw new Error('no snapshot in the request');
  return text;
}

/** The named cells of each row of the snapshot's grids, top to bottom (header rows included). */
export function gridRows(snapshot: string): string[][] {
  const rows: string[][] = [];
  for (const line of parseLines(snapshot)) {
    if (line.role === 'row') rows.push([]);
    else if ((line.role === 'gridcell' || line.role === 'cell') && line.name !== undefined)
      rows.at(-1)?.push(line.name);
  }
  return rows.filter((cells) => cells.length > 1);
}

/**
 * The ref of the element holding `text`: the nearest line with a ref at or above the text's line and shallower than
 * it (a card whose title is a text line below its `generic eN`).
 */
export function refHolding(snapshot: string, text: string): string {
  const lines = snapshot.split('\n');
  const at = lines.findIndex((l) => l.includes(text));
  if (at < 0) throw new Error(`"${text}" is not in the snapshot`);
  const depth = (l: string) => /^ */.exec(l)![0].length;
  for (let i = at; i >= 0; i--) {
    const ref = /^ *[a-z]+(?: "(?:[^"\\]|\\.)*")? ((?:f\d+)?e\d+)\b/.exec(lines[i]!)?.[1];
    if (ref && (i === at || depth(lines[i]!) < depth(lines[at]!))) return ref;
  }
  throw new Error(`no element with a ref holds "${text}"`);
}

/** A numbered line of a code editor as the snapshot prints it (`  4: export const X = 1;`). */
export function editorLine(snapshot: string, n: number): string {
  const line = new RegExp(`^ *${n}: (.*)$`, 'm').exec(snapshot)?.[1];
  if (line === undefined) throw new Error(`line ${n} is not in the snapshot`);
  return line;
}

/** The text of the newest message that holds `pattern`: a tool result the model reads its answer from. */
export function newestText(messages: Array<{ text: string }>, pattern: RegExp): string {
  const text = messages.map((m) => m.text).findLast((t) => pattern.test(t));
  if (text === undefined) throw new Error(`no message holds ${pattern}`);
  return text;
}

/**
 * Runs a task as runTaskOn does, playing the user who asked for it: every confirmation card that comes up is
 * approved once (the user wants the booking), and its one-line action is returned so a test can check what asked.
 * One worker call at a time: the harness's worker connection takes no concurrent callers.
 */
export async function runApproving(
  ext: ExtensionBrowser,
  page: Page,
  task: string,
): Promise<{ view: SessionView; asked: string[] }> {
  const tabId = await ext.tabIdOf(page);
  const asked: string[] = [];
  await sendTask(ext, tabId, task);
  const start = Date.now();
  for (;;) {
    const asks = await ext.inWorker<PolicyAsk[]>(`globalThis.tabwright.pendingAsks(${tabId})`);
    for (const ask of asks.filter((a) => !a.answer && !a.blocked)) {
      asked.push(ask.card.action);
      await ext.inWorker(`globalThis.tabwright.answerAsk(${tabId}, ${JSON.stringify(ask.askId)}, 'allow-once')`);
    }
    const view = await sessionView(ext, tabId);
    if (view.status !== 'running' && assistantTexts(view).length > 0) {
      const failed = view.messages.filter((m) => m.role === 'toolResult' && m.isError);
      if (view.status !== 'idle' || failed.length) throw new Error(`the task ended ${view.status} or a tool failed`);
      return { view, asked };
    }
    if (Date.now() - start > 40_000) throw new Error(`the task did not finish: ${JSON.stringify(view).slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
