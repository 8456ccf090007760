import { describe, expect, it } from 'vitest';
import { recording } from '../../agent/snapshot/fixtures';
import { SnapshotEngine } from '../../agent/snapshot/index';
import { contentMoved, movedMessage, printedName } from './moved-content';

describe('contentMoved: the element behind a ref shows another item (relay log C205)', () => {
  it('a reused mail row is moved', () => {
    // lit-mail after Archive: the row box that held Marco's mail holds HR's.
    expect(contentMoved('Marco Rossi Lunch on Friday?Nov 27', 'HR Team\nBenefits enrolment closes\nNov 26')).toBe(true);
  });

  it('the same row rendered again, or with a badge or date changed, is not', () => {
    expect(contentMoved('Marco Rossi Lunch on Friday?Nov 27', 'Marco Rossi\nLunch on Friday?\nNov 27')).toBe(false);
    expect(contentMoved('Marco Rossi Lunch on Friday? Nov 27', 'Marco Rossi Lunch on Friday? Nov 28 Unread')).toBe(
      false,
    );
  });

  it("a one-word control label toggling is the control's own state, not another item", () => {
    expect(contentMoved('Play', 'Pause')).toBe(false);
    expect(contentMoved('Follow', 'Following')).toBe(false);
  });

  it('an element that now shows nothing readable is left to the other checks', () => {
    expect(contentMoved('Marco Rossi Lunch on Friday?', '')).toBe(false);
  });

  it('the message names both contents and says nothing was done', () => {
    const text = movedMessage('generic e19 showing "Marco Rossi…"', 'e19', 'Marco Rossi Lunch', 'HR Team Benefits');
    expect(text).toBe(
      'e19 now shows "HR Team Benefits", not "Marco Rossi Lunch" as in your last snapshot: the page reused generic e19 for other content. Nothing was done.',
    );
  });
});

describe('a named target whose element now has another name (relay log C205, named)', () => {
  // Names as the recorded apps print them (test/fixtures/ax, corpus round 15).
  const chat = new SnapshotEngine().build(recording('preact-chat'), { mode: 'full' }).text;
  const wiki = new SnapshotEngine().build(recording('marked-wiki'), { mode: 'full' }).text;
  const named = (text: string, line: RegExp) => printedName(JSON.parse(line.exec(text)![1]!) as string);

  it('a link reused for another page is moved', () => {
    const seen = named(wiki, /link ("Expense policy") e\d+/);
    expect(contentMoved(seen, 'Deploying checklist')).toBe(true);
  });

  it('a channel whose unread badge went, or a toggle, is not', () => {
    const seen = named(chat, /button ("# deploys 4 unread") e\d+/);
    expect(contentMoved(seen, '# deploys')).toBe(false);
    expect(contentMoved(seen, '# deploys 5 unread')).toBe(false);
    expect(contentMoved('Play', 'Pause')).toBe(false);
  });

  it('the printed name is compared without the count of what was cut', () => {
    expect(printedName('Quarterly report for the board… (+805 chars)')).toBe('Quarterly report for the board');
    expect(
      contentMoved(
        printedName('Quarterly report for the board… (+805 chars)'),
        'Quarterly report for the board, draft',
      ),
    ).toBe(false);
  });
});
