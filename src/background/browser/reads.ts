/** Read-only port work: snapshot and find over the snapshot engine. Reads may run beside each other. */
import type { PortResult, SnapshotView } from '../../agent/browser-port';
import type { FindQuery } from '../../agent/snapshot';
import { findUnshown, unbuiltNote, withUnshown } from '../../agent/snapshot/unshown';
import { parseFindQuery } from '../../agent/tools/find-query';
import { collectPage } from '../cdp/collect';
import { failureOf } from './actions';
import { browserTab } from './tab';
import { readUnshown } from './unshown';

export async function takeSnapshot(tabId: number, mode: 'viewport' | 'full'): Promise<PortResult<SnapshotView>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  try {
    const page = await collectPage(got.tab.session);
    const snap = got.tab.engine.build(page, { mode });
    got.tab.rememberSnapshot(page);
    return { ok: true, value: { text: snap.text, url: page.url, title: page.title } };
  } catch (error) {
    return failureOf(error);
  }
}

export async function findInSnapshot(
  tabId: number,
  query: string,
): Promise<PortResult<{ text: string; matches: number }>> {
  const got = await browserTab(tabId);
  if (!got.ok) return { ok: false, error: got.error };
  // A page loaded since the snapshot (the user went elsewhere, a form posted) is read anew: find answered from the
  // page before, "No element matches" on the inbox the tab showed (relay log C184).
  const { tab } = got;
  if (!tab.engine.current() || tab.snapshotStale || tab.watch.lastDocumentAt > tab.snapshotAt) {
    const snap = await takeSnapshot(tabId, 'viewport');
    if (!snap.ok) return snap;
  }
  const engine = got.tab.engine;
  // Parts of the page not shown now (other slides, inactive tabs, collapsed sections) are searched too: find says
  // how to reveal what it found there.
  const unshown = await readUnshown(got.tab);
  const unbuilt = unbuiltNote(unshown.parts, unshown.refOf);
  const search = (q: FindQuery) =>
    withUnshown(engine.find(q), q, findUnshown(unshown.parts, q, unshown.refOf), unbuilt);
  let result = search(parseFindQuery(query));
  if (result.total === 0) result = search({ text: query.trim() });
  return { ok: true, value: { text: result.text, matches: result.total } };
}
