/** Tabs whose panels the page builds only while selected, recorded by bench/record-unshown.mjs react-tabs. */
import { expect, it } from 'vitest';
import shop from '../../../test/fixtures/unshown/react-tabs.json';
import { findUnshown, unbuiltNote, unshownMarkdown, withUnshown, type UnshownPart } from './unshown';

const parts = shop as UnshownPart[];
const refOf = (i: number) => ['e13', 'e14', 'e15', 'e16'][i];

// test/fixtures/apps/react-tabs: a product page's Specifications, Reviews and Shipping panels exist only while their
// tab is selected. get_page_text printed "## Content not shown now" with nothing under it, and find "weight" said
// "no match": both read as "there is nothing more" (relay log C195).
it('get_page_text says an unbuilt tab holds content it cannot read yet, and how to reveal it', () => {
  const md = unshownMarkdown(parts, refOf);
  expect(md).toContain(
    '### Not shown: in tab "Specifications": click tab "Specifications" e13\n\n(the page holds none of its content until it is shown: reveal it to read it)',
  );
  expect(md).toContain('### Not shown: in tab "Reviews (3)": click tab "Reviews (3)" e14');
});

it('find that matches nothing names the unbuilt tabs it could not search', () => {
  const q = { text: 'weight' };
  const none = { text: '[find] no match for "weight" in the latest snapshot', total: 0 };
  const found = withUnshown(none, q, findUnshown(parts, q, refOf), unbuiltNote(parts, refOf));
  expect(found.text).toContain(
    'note: tab "Specifications" e13, tab "Reviews (3)" e14, tab "Shipping & returns" e15, tab "Q&A (coming soon)" e16: the page holds none of their content until shown, so find did not search it: reveal one to read it',
  );
  // A match elsewhere is the answer: no note.
  const one = { text: '[find] 1 match for "Cart"', total: 1 };
  expect(withUnshown(one, q, [], unbuiltNote(parts, refOf)).text).not.toContain('note:');
});
