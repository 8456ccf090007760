import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';
import { wasPart } from './was-part';

// Recorded from corpus round 15's apps (test/fixtures/apps/{signature-pad,preact-chat}, scripts/record-ax.mjs).
const full = (name: string) => new SnapshotEngine().build(recording(name), { mode: 'full' }).text;

describe('relay round 14 (relay log C206, C207, C209, C210)', () => {
  it('text found in a clickable row names the row it is clicked through (C210)', () => {
    const engine = new SnapshotEngine();
    const page = engine.build(recording('lit-mail'), { mode: 'viewport' }).text;
    const row = /generic (e\d+)\n {4}checkbox "Select" e\d+ \[unchecked\]\n {4}button "Starred"/.exec(page)![1];
    // Before: `in: region "Messages"  beside: checkbox "Select" e17, button "Starred" e18`: the row's ref nowhere.
    expect(engine.find({ text: 'Marco' }).text).toMatch(
      new RegExp(
        `text: Marco Rossi Lunch on Friday\\? Nov 27 {2}in: region "Messages"(?: e\\d+)? > generic ${row} {2}beside:`,
      ),
    );
  });

  it('a named canvas of drawing size says it is a drawing (C206)', () => {
    // Before: `Canvas "Signature"`, the pad a signature is drawn on, read as a bare named box.
    expect(full('signature-pad')).toMatch(/\n {2}canvas "Signature": a drawing, 602×202 px: what it shows is pixels/);
  });

  it("a button's badge is not printed again under the button that spells it (C207)", () => {
    const text = full('preact-chat');
    expect(text).toMatch(/button "# deploys 4 unread" e\d+\n {2}button "# random 2 unread" e\d+\n/);
    expect(text).not.toMatch(/generic "\d unread"/);
  });

  it('an edited long value is recalled by the part that changed (C209)', () => {
    // The wiki's Markdown source before and after the relay's edit (task 98).
    const before =
      '# Expense policy\n\n## Travel\n\nBook economy for flights under 6 hours. Hotels up to 180 EUR a night.\n\n## Meals\n\nUp to 45 EUR a day while travelling. Alcohol is not reimbursed.\n\n## Equipment\n\nA home-office budget of 600 EUR every three years.\n';
    const after = before.replace('180 EUR', '200 EUR');
    expect(wasPart(before, after)).toBe('…"under 6 hours. Hotels up to 180 EUR a night.\\n\\n## Meals"…');
    // Short values stay whole; a change that touches nearly all of it prints it whole.
    expect(wasPart('Hello', 'Hello world')).toBe('"Hello"');
    expect(wasPart(before, 'x')).toBe(JSON.stringify(before));
    // Text removed at the end: the kept context and the removed tail, cut at the front only.
    expect(wasPart(before, before.slice(0, 100))).toMatch(/^…".*three years\.\\n"$/);
  });
});
