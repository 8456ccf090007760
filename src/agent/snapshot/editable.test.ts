import { expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

it('marks a contenteditable editor (Quill) as editable once, on its root only', () => {
  const text = new SnapshotEngine().build(recording('quill'), { mode: 'full' }).text;
  const editable = text.split('\n').filter((line) => line.includes('[editable]'));
  expect(editable).toHaveLength(1);
  expect(editable[0]).toMatch(/^\s*generic e\d+ \[editable\]/);
});
