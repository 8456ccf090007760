import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// Recorded from corpus round 15's apps (scripts/record-ax.mjs), with each element's own-box hint (DomHints.bx).
const full = (name: string) => new SnapshotEngine().build(recording(name), { mode: 'full' }).text;

describe('touching text runs (relay log C203)', () => {
  it('runs from two flex items are two words, even where their boxes touch', () => {
    // The subject is cut with an ellipsis at the date's box: before, `Lunch on Friday?Nov 27`.
    expect(full('lit-mail')).toContain('text: Marco Rossi Lunch on Friday? Nov 27\n');
  });

  it('runs of one box stay glued: syntax-highlighted tokens are inline spans', () => {
    const open = new SnapshotEngine().build(recording('marked-wiki.open-page'), { mode: 'full' }).text;
    expect(open).toContain('text: { "replicas": 4, "canary": "10%", "freeze": ["Fri 16:00", "Mon 08:00"] }');
  });
});
