// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { readMutationClock } from './mutation-clock';

const flush = () => new Promise((r) => setTimeout(r, 0));
// happy-dom has no Web Animations; the clock asks for running animations in a shown page.
(document as unknown as { getAnimations: () => Animation[] }).getAnimations ??= () => [];

it("counts the page's DOM changes, not our highlight's host coming and going", async () => {
  const start = readMutationClock(false).count;
  const ours = document.createElement('tabwright-highlight');
  document.documentElement.append(ours);
  ours.setAttribute('style', 'width: 0');
  await flush();
  expect(readMutationClock(false).count).toBe(start);
  ours.remove();
  await flush();
  expect(readMutationClock(false).count).toBe(start);
  const theirs = document.createElement('div');
  document.body.append(theirs, document.createElement('tabwright-highlight'));
  theirs.className = 'open';
  await flush();
  // One record for the two nodes added together (one of them the page's), one for the class.
  expect(readMutationClock(true).count).toBe(start + 2);
});
