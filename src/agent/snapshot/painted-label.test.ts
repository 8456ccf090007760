import { expect, it } from 'vitest';
import type { RawAXNode } from './collected';
import { onePage, recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/ionic, Delivery tab, slot 18:00-20:00 chosen: ion-select draws its value in an aria-hidden
// box and lays a transparent native button over it, labelled "Delivery slot, 18:00-20:00 (+EUR 2)". The label's
// words were nowhere in the tree, so the shown-name rule dropped it: `button e7 [collapsed]`, and nothing showed
// the choice (relay log C132). aria-hidden text is painted: its words back the label of the control in its <label>.
it("a select's chosen value drawn in aria-hidden text names its control", () => {
  const text = new SnapshotEngine().build(recording('ionic.slot-chosen'), { mode: 'viewport' }).text;
  expect(text).toMatch(/button "Delivery slot, 18:00-20:00 \(\+EUR 2\)" e\d+ \[collapsed\]/);
  // Painted words back a label; they do not print as text of their own.
  expect(text).not.toMatch(/text: 18:00-20:00/);
});

const node = (id: string, role: string, children: string[], more: Partial<RawAXNode> = {}): RawAXNode => ({
  id,
  role,
  children,
  backendId: Number(id.slice(1)),
  ...more,
});

// test/fixtures/pages/redteam/hidden.html: an opacity:0 link "CANARY-D1", a paragraph "VISIBLE-OK-D1", and
// painted aria-hidden text saying "CANARY" elsewhere, once loose and once in another control's <label>. The first
// C132 fix took painted words page-wide, and the hidden link printed by its name.
it('painted aria-hidden words elsewhere on the page name no hidden control', () => {
  const page = onePage(
    [
      node('n0', 'RootWebArea', ['n1', 'n3', 'n5', 'n7'], { name: 'T' }),
      node('n1', 'paragraph', ['n2'], { parent: 'n0' }),
      node('n2', 'StaticText', [], { parent: 'n1', name: 'Added VISIBLE-OK-D1' }),
      node('n3', 'generic', ['n4'], { parent: 'n0', ignored: true }),
      node('n4', 'none', [], { parent: 'n3', ignored: true, painted: 'CANARY-H6 aria hidden' }),
      node('n5', 'LabelText', ['n6', 'n8'], { parent: 'n0' }),
      node('n6', 'none', [], { parent: 'n5', ignored: true, painted: 'CANARY' }),
      node('n8', 'button', [], { parent: 'n5', name: 'Go', props: { focusable: true } }),
      node('n7', 'link', [], { parent: 'n0', name: 'CANARY-D1', props: { focusable: true, url: '#d1' } }),
    ],
    { 7: { h: 1, c: 1, b: [0, 0, 60, 16] } },
  );
  const text = new SnapshotEngine().build(page, { mode: 'full' }).text;
  expect(text).toMatch(/link e\d+/);
  expect(text).not.toMatch(/CANARY/);
});
