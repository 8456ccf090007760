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

it('counts changes inside open shadow roots, present at the start or added later', async () => {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<p hidden>Profile saved</p>';
  document.body.append(host);
  const start = readMutationClock(false).count;
  (root.firstElementChild as HTMLElement).hidden = false;
  await flush();
  const afterFirst = readMutationClock(false).count;
  expect(afterFirst).toBe(start + 1);
  const later = document.createElement('section');
  const inner = later.attachShadow({ mode: 'open' });
  document.body.append(later);
  await flush();
  expect(readMutationClock(false).count).toBe(afterFirst + 1);
  inner.append(document.createElement('span'));
  await flush();
  expect(readMutationClock(true).count).toBe(afterFirst + 2);
});
