/** The parts not shown now, as recorded from real apps by bench/record-unshown.mjs (reveal.js, Bootstrap 5). */
import { describe, expect, it } from 'vitest';
import bootstrap from '../../../test/fixtures/unshown/bootstrap.json';
import reveal from '../../../test/fixtures/unshown/reveal.json';
import swiper from '../../../test/fixtures/unshown/swiper.json';
import { findUnshown, revealHow, unshownMarkdown, withUnshown, type UnshownPart } from './unshown';

const deck = reveal as UnshownPart[];
const tabs = bootstrap as UnshownPart[];
const refs = (map: Record<number, string>) => (i: number) => map[i];

describe('parts not shown now', () => {
  it('a slide says where it is and how many key presses or clicks reveal it', () => {
    const m = findUnshown(deck, { text: 'launch date' }, refs({ 0: 'e7' }));
    expect(m).toEqual([
      {
        line: 'h2 "Secret slide: the launch date is 14 March"',
        // 8 slides on, and slide 3's three fragments are steps of their own.
        how: 'in slide 9 of 10 (slide 1 is shown): press_key ArrowRight 11 times, or click button "next slide" e7 11 times',
      },
    ]);
    // A vertical sub-slide: right to its stack, then down through the first sub-slide's three fragments.
    const sub = deck.findIndex((p) => p.slide?.sub === 2);
    expect(revealHow(deck, sub, refs({}))).toBe(
      'in slide 3.2 of 10 (slide 1 is shown): press_key ArrowRight 2 times, then ArrowDown 4 times',
    );
  });

  it("a carousel's slide moved out of its box (Swiper) is reached by its next button, not by keys", () => {
    expect(findUnshown(swiper as UnshownPart[], { text: 'Finish the tour' }, refs({ 0: 'e9' }))).toEqual([
      {
        line: 'link "Finish the tour"',
        how: 'in slide 6 of 6 (slide 1 is shown): click button "Next slide" e9 5 times',
      },
    ]);
  });

  it('text inside a slide is found with a snippet when no named element holds it', () => {
    const [m] = findUnshown(deck, { text: 'onboarding redesign' }, refs({}));
    expect(m?.line).toBe('text: …Highlights: details Churn fell after the onboarding redesign in July.');
  });

  it('an inactive tab and a collapsed accordion name the control to click, with its ref', () => {
    const r = refs({ 1: 'e15', 3: 'e22' });
    expect(findUnshown(tabs, { text: 'cancel subscription' }, r)).toEqual([
      { line: 'button "Cancel subscription"', how: 'in tab "Billing": click tab "Billing" e15' },
    ]);
    expect(findUnshown(tabs, { role: 'button', text: 'invoice' }, r)).toEqual([
      {
        line: 'button "Download the latest invoice"',
        how: 'inside collapsed "Where is my invoice?": click button "Where is my invoice?" e22',
      },
    ]);
    expect(findUnshown(tabs, { role: 'link' }, r).map((m) => m.line)).toEqual(['link "request an export"']);
  });

  it('a part inside another says both steps', () => {
    const nested: UnshownPart[] = [
      { kind: 'tab', label: 'Billing', control: 0, controlRole: 'tab', controlName: 'Billing', items: [], text: 'x' },
      { kind: 'collapsed', label: 'Refunds', parent: 0, control: 1, controlName: 'Refunds', items: [], text: 'y' },
    ];
    expect(revealHow(nested, 1, refs({ 0: 'e3' }))).toBe(
      'in tab "Billing": click tab "Billing" e3; then inside collapsed "Refunds": click button "Refunds"',
    );
  });

  it("find's answer: after the shown matches, or alone when none is shown", () => {
    const m = findUnshown(tabs, { text: 'cancel' }, refs({ 1: 'e15' }));
    const alone = withUnshown({ text: '[find] no match', total: 0 }, { text: 'cancel' }, m);
    expect(alone.total).toBe(1);
    expect(alone.text).toBe(
      '[find] 1 match for "cancel", none shown now; reveal one, then act on its new ref:\n' +
        'button "Cancel subscription"  — in tab "Billing": click tab "Billing" e15',
    );
    const both = withUnshown({ text: '[find] 1 match for "cancel":\nbutton "Cancel" e4', total: 1 }, {}, m);
    expect(both.total).toBe(2);
    expect(both.text.split('\n')[2]).toBe('not shown now (1; reveal, then act on the new refs):');
    expect(withUnshown({ text: 'same', total: 0 }, {}, [])).toEqual({ text: 'same', total: 0 });
  });

  it('get_page_text: each part under a heading that says it is not shown and how to show it', () => {
    const md = unshownMarkdown(tabs, refs({ 1: 'e15' }));
    expect(md).toContain('## Content not shown now');
    expect(md).toContain('### Not shown: in tab "Billing": click tab "Billing" e15\n\nYour plan renews on 1 April.');
    expect(unshownMarkdown(deck, refs({}))).toContain('| North | $1.2M | $1.4M |\n');
    expect(unshownMarkdown([], refs({}))).toBe('');
  });
});
