import { describe, expect, it } from 'vitest';
import { diffOf, recording } from './fixtures';
import { diffTrees } from './diff';
import { SnapshotEngine } from './index';
import type { VNode } from './model';
import { runsOf } from './ref-runs';

// test/fixtures/apps/jkanban (scripts/record-ax.mjs jkanban): "Fix login redirect" dragged from "In progress" to
// "Done". The card is the same element in a new place: relay log C35, the diff said only that the counts changed.
describe('an element moved to another place', () => {
  it('says the card moved, where to and where from', () => {
    const engine = new SnapshotEngine();
    const first = engine.build(recording('jkanban'), { mode: 'full' }).text;
    const card = /generic (e\d+): Fix login redirect Alan/.exec(first)![1];
    const d = engine.diff(recording('jkanban.move-card'), { mode: 'full' });
    expect(d.kind).toBe('diff');
    expect(d.text).toMatch(
      new RegExp(
        `generic ${card}: Fix login redirect Alan \\(moved here, into main after banner: Done; it was in main after banner: In progress\\)`,
      ),
    );
    expect(d.changed).toBeGreaterThanOrEqual(1);
  });

  it('says nothing moved when nothing did', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('jkanban'), { mode: 'full' });
    expect(engine.diff(recording('jkanban'), { mode: 'full' }).text).not.toContain('moved');
  });
});

// Relay log C40, C41: Litepicker re-renders its two months on every click.
describe('a re-rendered calendar', () => {
  it('folds refs renumbered in step into one range', () => {
    expect(runsOf(['e5→e68', 'e6→e69', 'e7→e70', 'e8→e71', 'e9', 'e12→e80'])).toEqual([
      'e5…e8→e68…e71 (4)',
      'e9',
      'e12→e80',
    ]);
    expect(runsOf(['e1→e4', 'e2→e5', 'e3→e6'])).toEqual(['e1→e4', 'e2→e5', 'e3→e6']);
    expect(runsOf(['f1e1→f1e9', 'f1e2→f1e10', 'f1e3→f1e11', 'f1e4→f1e12'])).toEqual(['f1e1…f1e4→f1e9…f1e12 (4)']);
  });

  it('a day named after its own text once focused is not a change', () => {
    const day: VNode = { role: 'generic', ref: 'e40', text: '4', states: [], children: [] };
    const focused: VNode = { role: 'generic', ref: 'e40', name: '4', states: ['focused'], children: [] };
    const root = (c: VNode): VNode => ({ role: 'RootWebArea', states: [], children: [c] });
    const d = diffTrees(root({ ...day, key: 'k' }), root({ ...focused, key: 'k' }));
    expect(d.lines).toEqual([]);
  });
});

describe('focus inside a container', () => {
  it('prints no context lines for a child that only took the focus', () => {
    const button = (states: string[]): VNode => ({
      role: 'button',
      name: 'Request booking',
      ref: 'e4',
      key: 'b',
      states,
      children: [],
    });
    const tree = (b: VNode, status: string): VNode => ({
      role: 'RootWebArea',
      states: [],
      children: [
        { role: 'form', key: 'f', states: [], children: [{ role: 'paragraph', key: 'p', states: [], children: [b] }] },
        { role: 'text', text: status, states: [], children: [] },
      ],
    });
    const d = diffTrees(
      tree(button([]), 'No booking requested yet.'),
      tree(button(['focused']), 'Requested: 3 nights.'),
    );
    expect(d.lines).toEqual([
      'unchanged: 1',
      'text: Requested: 3 nights. (new)',
      'removed: text: No booking requested yet.',
    ]);
  });
});

describe('a bare container among twins (relay log C36)', () => {
  it('says which column the change is in', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('jkanban'), { mode: 'full' });
    const d = engine.diff(recording('jkanban.move-card'), { mode: 'full' }).text;
    expect(d).toContain('main (after banner: In progress)\n  unchanged: 2');
    expect(d).toContain('main (after banner: Done)\n');
  });
});

// test/fixtures/apps/naive-ui: the priority filter set to Urgent; the table shrank, so the page's content box stopped
// scrolling and is no longer printed (it lost its ref). Its children stayed where they were.
describe('a wrapper no longer printed (relay log C120)', () => {
  it('hands its children up without calling them moved, and is not reported removed', () => {
    const d = diffOf('naive-ui', 'naive-ui.filter-urgent', 'viewport');
    expect(d.kind).toBe('diff');
    // Before: `h2 "Tickets" (moved here, into the page; it was in generic [scrollable] in the page)` for each line.
    expect(d.text).not.toContain('moved here');
    expect(d.text).not.toMatch(/removed: generic e\d+ \[scrollable\]/);
    expect(d.text).toMatch(/cell "Wrong VAT on receipt \(#10\)"/);
  });
});
