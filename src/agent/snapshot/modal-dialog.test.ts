import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/sweetalert2 (scripts/record-ax.mjs sweetalert2): a modal dialog over a page that SweetAlert2
// hides from assistive technology (aria-hidden on the body's other children) and covers with its backdrop.
describe('a modal dialog over an aria-hidden, covered page', () => {
  it('prints the dialog and its controls, and nothing of the page behind (no nameless covered target)', () => {
    const text = new SnapshotEngine().build(recording('sweetalert2'), { mode: 'full' }).text;
    expect(text).toMatch(/^\[page\] Orders \(SweetAlert2\)\ndialog "Refund order #1042\?"\n/);
    expect(text).toMatch(/combobox "Reason" e\d+ \[collapsed focused\] value="Delivered late"/);
    expect(text).toMatch(/button "Keep the order" e\d+/);
    expect(text).not.toContain('[covered]');
    expect(text).not.toContain('Export CSV');
  });

  it('once it is closed, the page reads again with its targets', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('sweetalert2'), { mode: 'full' });
    const after = engine.build(recording('sweetalert2.close-dialog'), { mode: 'full' }).text;
    expect(after).not.toContain('dialog');
    expect(after).toMatch(/link "Export CSV" e\d+/);
    expect(after).toMatch(/button "Refund #1042" e\d+/);
  });

  it('closed by an action, the whole page comes back and says the dialog went (relay log C28)', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('sweetalert2'), { mode: 'viewport' });
    const d = engine.diff(recording('sweetalert2.close-dialog'), { mode: 'viewport' });
    expect(d.kind).toBe('full');
    expect(d.text).toMatch(/^\[page\] /);
    expect(d.text).toMatch(/\nremoved since the last snapshot: dialog "Refund order #1042\?"/);
  });
});
