import { describe, expect, it } from 'vitest';
import { recording } from '../snapshot/fixtures';
import { SnapshotEngine } from '../snapshot/index';
import { formatAction } from './format';

/** The click on the wiki's sidebar link of task 94, replayed from recordings (corpus round 15). */
function afterRouteChange(): { text: string; oldRef: string } {
  const engine = new SnapshotEngine();
  const before = engine.build(recording('marked-wiki'), { mode: 'viewport' }).text;
  const oldRef = /link "Deploying" (e\d+) -> .*#\/deploying/.exec(before)![1]!;
  const changes = engine.diff(recording('marked-wiki.open-page'), { mode: 'viewport' }).text;
  const value = {
    summary: `clicked link "Deploying" ${oldRef}`,
    url: 'http://127.0.0.1:4100/test/fixtures/apps/marked-wiki/#/deploying',
    navigatedTo: 'http://127.0.0.1:4100/test/fixtures/apps/marked-wiki/#/deploying',
    sameDocument: true,
    changes,
    warnings: [],
    newTabs: [],
    dialogs: [],
    timing: { totalMs: 90, settleMs: 40 },
  };
  const r = formatAction('click', { ok: true, value });
  if (!r.ok) throw new Error('expected ok');
  return { text: r.text, oldRef };
}

describe('a same-page route change that re-rendered the sidebar (relay log C202)', () => {
  it('does not promise that refs stay valid when the router gave every link a new one', () => {
    const { text, oldRef } = afterRouteChange();
    // The router rebuilt the sidebar: the link clicked is printed again under another ref.
    const newRef = /link "Deploying" (e\d+) ->/.exec(text)?.[1];
    expect(newRef).toMatch(/^e\d+$/);
    expect(newRef).not.toBe(oldRef);
    // Before: `refs stay valid for elements still on it`, true of none of the sidebar's links.
    expect(text).not.toContain('refs stay valid for elements still on it');
    expect(text.split('\n')[0]).toContain('use the refs printed below; an older ref is valid only where it is printed');
  });
});
