import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { SnapshotEngine } from './index';
import { recording } from './fixtures';
import { diffTrees } from './diff';

describe('diff after a page-changing action', () => {
  it('swagger: expanding an operation shows only the new part', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('swagger-ui'), { mode: 'full' });
    const d = engine.diff(recording('swagger-ui.expand-operation'), { mode: 'full' });
    expect(d.kind).toBe('diff');
    // The recording's window shows the top of the new part; the rest is below it, and the head says so.
    expect(d.text).toMatch(
      /^\[diff\] since snapshot #1; unchanged lines left out, their refs stay valid; 5 of the 13 changed lines are off screen \(5 below the viewport\)\n/,
    );
    // A state change is the new line marked changed: [expanded] says what [collapsed] was.
    expect(d.text).toMatch(
      /button "POST \/pet Add a new pet to the store" e\d+ \[expanded focused\] \(now expanded\)\n/,
    );
    expect(d.text).toContain('(new)');
    // The path's copy button is 0 px wide until its operation opens: named only once it can be seen.
    expect(d.text).toMatch(/button "Copy path to clipboard" e\d+ \(was: no name\)\n/);
    expect(d.text).toMatch(/unchanged: \d+\n/);
    expect(d.text).not.toContain('DELETE /user /{username}'); // far from the change: elided
    expect(countTokens(d.text)).toBeLessThan(0.25 * countTokens(d.snapshot.text));
  });

  it('a relabelled button is one changed line with the same ref', () => {
    const engine = new SnapshotEngine();
    const first = engine.build(recording('list-rerender'), { mode: 'full' });
    const ref = /button "Cart \(2\)" (e\d+)/.exec(first.text)![1];
    const d = engine.diff(recording('list-rerender.relabel-cart'), { mode: 'full' });
    expect(d.changed).toBe(1);
    expect(d.added + d.removed).toBe(0);
    expect(d.text).toContain(`  button "Cart (3)" ${ref} [focused] (was: "Cart (2)")`);
  });

  it('re-rendered list items are one line mapping old refs to new; the really new item is printed', () => {
    const engine = new SnapshotEngine();
    const before = engine.build(recording('list-rerender.relabel-cart'), { mode: 'full' }).text;
    const d = engine.diff(recording('list-rerender.add-order'), { mode: 'full' });
    const oldRefs = [...before.matchAll(/link "View" (e\d+)/g)].map((m) => m[1]);
    const newRefs = [...d.snapshot.text.matchAll(/link "View" (e\d+)/g)].map((m) => m[1]);
    expect(d.text).toContain(
      `re-rendered: 3 elements with the same content; new refs ${oldRefs.map((r, i) => `${r}→${newRefs[i]}`).join(', ')}`,
    );
    expect(d.text).toContain('Order #1004');
    expect(d.text).not.toContain('Order #1001');
    expect(d.removed).toBe(0);
    expect(countTokens(d.text)).toBeLessThan(0.2 * countTokens(d.snapshot.text));
  });

  it('a focus move alone is not a change', () => {
    const engine = new SnapshotEngine();
    const page = recording('quill');
    engine.build(page);
    const moved = structuredClone(page);
    const root = moved.frames[0]!.nodes[0]!;
    root.props = { ...root.props, focused: !root.props?.focused };
    expect(engine.diff(moved).text).toMatch(/^\[diff\] no change since snapshot #1$/);
  });

  it('another URL gives a full snapshot', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('quill'));
    expect(engine.diff(recording('choices')).kind).toBe('full');
  });
});

describe('a diff never costs more than the page', () => {
  it('sends the snapshot itself when the changes would be longer', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('quill'), { mode: 'full' });
    // A different page under the same URL: everything changed.
    const other = { ...recording('choices'), url: recording('quill').url };
    const d = engine.diff(other, { mode: 'full' });
    expect(d.kind).toBe('full');
    expect(d.text).toBe(d.snapshot.text);
    expect(d.text.startsWith('[page]')).toBe(true);
  });
});

describe('a changed line says what changed', () => {
  it('names the states gained and lost, in words', async () => {
    const { stateChange } = await import('./diff');
    expect(stateChange(['collapsed'], ['expanded'])).toBe('now expanded');
    expect(stateChange(['selected', 'focused'], [])).toBe('no longer selected');
    expect(stateChange(['disabled'], [])).toBe('now enabled');
    expect(stateChange(['checked'], ['unchecked'])).toBe('now unchecked');
    expect(stateChange(['unchecked'], ['checked', 'focused'])).toBe('now checked');
  });

  it('an old text reads as quoted text, not as ": text"', () => {
    const line = (text: string) => ({
      role: 'document',
      states: [],
      children: [{ role: 'status', key: 'f#1', text, states: [], children: [] }],
    });
    const d = diffTrees(line('Hello World'), line('Bye'));
    expect(d.lines.join('\n')).toContain('status: Bye (was: text "Hello World")');
  });
});

describe('changes the user cannot see', () => {
  it('the head says how many changed lines are off screen, and where', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('swagger-ui'), { mode: 'full' });
    const after = recording('swagger-ui.expand-operation');
    // The same change seen from the top of the page in a short window: all of it lies below the viewport.
    const d = engine.diff({ ...after, viewport: { ...after.viewport, scrollY: 0, height: 60 } }, { mode: 'full' });
    const m = /; (\d+) of the (\d+) changed lines are off screen \((\d+) below the viewport\)\n/.exec(d.text);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(Number(m![2]));
    expect(m![3]).toBe(m![1]);
  });

  it('says nothing of it when the changes are on screen', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('list-rerender'), { mode: 'full' });
    const d = engine.diff(recording('list-rerender.relabel-cart'), { mode: 'full' });
    expect(d.text).not.toContain('off screen');
  });
});
