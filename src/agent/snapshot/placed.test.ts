import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/event-calendar (scripts/record-ax.mjs event-calendar): EventCalendar's week view draws its events
// in a layer over the day columns, after the seven day headers; no line said which day an event was on (relay log
// C85). Each now prints under the header of the column it sits in. Refs e8-e13 are in document order: Release 4.2
// (all day, Friday), Sprint planning (Monday), Design review (Tuesday), Dentist and Lunch (Wednesday), Budget call
// (Thursday).
describe('a calendar event prints under the day it sits over', () => {
  it('week view: each event under its day column header, none left after the headers', () => {
    const text = new SnapshotEngine().build(recording('event-calendar'), { mode: 'full' }).text;
    const under = (day: string) => {
      const block = new RegExp(`columnheader "${day}"\\n((?:\\s{8,}.*\\n)*)`).exec(text)?.[1] ?? '';
      return [...block.matchAll(/button (e\d+)/g)].map((m) => m[1]);
    };
    expect(under('Monday, March 10, 2025')).toEqual(['e9']);
    expect(under('Tuesday, March 11, 2025')).toEqual(['e10']);
    expect(under('Wednesday, March 12, 2025')).toEqual(['e11', 'e12']);
    expect(under('Thursday, March 13, 2025')).toEqual(['e13']);
    expect(under('Friday, March 14, 2025')).toEqual(['e8']);
    expect(under('Sunday, March 16, 2025')).toEqual([]);
    // The toolbar above the headers stays where it is; the events' empty <h4>s are gone (C86).
    expect(text).toMatch(/navigation\n\s+button "Previous week" e1/);
    expect(text).not.toMatch(/^\s+h4$/m);
  });

  it('a grid whose events sit inside their day cells is unchanged (FullCalendar)', () => {
    const text = new SnapshotEngine().build(recording('fullcalendar'), { mode: 'full' }).text;
    expect(text).toMatch(/gridcell "March 12, 2025" e\d+\n\s+link "12" e\d+\n\s+text: 9:30a 1:1 with Sam/);
    expect(text).toMatch(/\n\s+row: Sunday \| Monday \| Tuesday/);
  });
});
