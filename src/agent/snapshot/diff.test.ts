import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { SnapshotEngine } from './index';
import { recording } from './fixtures';

describe('diff after a page-changing action', () => {
  it('swagger: expanding an operation shows only the new part', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('swagger-ui'), { mode: 'full' });
    const d = engine.diff(recording('swagger-ui.expand-operation'), { mode: 'full' });
    expect(d.kind).toBe('diff');
    expect(d.text).toMatch(/^\[diff\] since snapshot #1: \d+ added, \d+ changed, \d+ removed/);
    expect(d.text).toMatch(/button "POST \/pet Add a new pet to the store" \[e\d+\] \[expanded\] \[focused\] \(changed; was: .*\[collapsed\]\)/);
    expect(d.text).toContain('(new)');
    expect(d.text).toContain('- unchanged:');
    expect(d.text).not.toContain('DELETE /user /{username}'); // far from the change: elided
    expect(countTokens(d.text)).toBeLessThan(0.25 * countTokens(d.snapshot.text));
  });

  it('a relabelled button is one changed line with the same ref', () => {
    const engine = new SnapshotEngine();
    const first = engine.build(recording('list-rerender'), { mode: 'full' });
    const ref = /button "Cart \(2\)" \[(e\d+)\]/.exec(first.text)![1];
    const d = engine.diff(recording('list-rerender.relabel-cart'), { mode: 'full' });
    expect(d.changed).toBe(1);
    expect(d.added + d.removed).toBe(0);
    expect(d.text).toContain(`  - button "Cart (3)" [${ref}] [focused] (changed; was: button "Cart (2)" [${ref}])`);
  });

  it('re-rendered list items are removed and added', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('list-rerender.relabel-cart'), { mode: 'full' });
    const d = engine.diff(recording('list-rerender.add-order'), { mode: 'full' });
    expect(d.removed).toBeGreaterThanOrEqual(3);
    expect(d.text).toContain('Order #1004');
  });

  it('another URL gives a full snapshot', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('quill'));
    expect(engine.diff(recording('choices')).kind).toBe('full');
  });
});
