import { describe, expect, it } from 'vitest';
import { userMessage } from '../../shared/model';
import { dateNote, withDateNote } from './today';

describe('the date note', () => {
  it('says the local date in words and as ISO', () => {
    expect(dateNote(new Date(2026, 10, 30, 23, 59).getTime())).toBe(
      "[Today is Monday 30 November 2026 (2026-11-30), the user's local date.]",
    );
  });

  it('goes at the end of the first user message only, leaving the input as it was', () => {
    const messages = [userMessage('Book the 15th of next month'), userMessage('and a hotel')];
    const sent = withDateNote(messages, '[Today is X.]');
    expect(sent[0]).toMatchObject({
      content: [{ text: 'Book the 15th of next month' }, { text: '\n\n[Today is X.]' }],
    });
    expect(sent[1]).toBe(messages[1]);
    expect(messages[0]!.content).toHaveLength(1);
    expect(withDateNote([], 'x')).toEqual([]);
  });
});
