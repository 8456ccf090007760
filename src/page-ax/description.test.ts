// @vitest-environment happy-dom
import { computeAccessibleDescription } from 'dom-accessibility-api';
import { expect, it } from 'vitest';
import { describer } from './description';

it('a description kept for the ids is the same as one computed for each element, titles and no ids included', () => {
  document.body.innerHTML = `
    <div id="h1">Salary</div><div id="h2">Name</div>
    <div role="gridcell" aria-describedby="h1">10</div>
    <div role="gridcell" aria-describedby="h1" title="tip">20</div>
    <div role="gridcell" aria-describedby="h2">Ada</div>
    <div role="gridcell" aria-describedby="missing" title="only the title">x</div>
    <div role="gridcell" aria-describedby="missing">y</div>
    <button title="Close">x</button>`;
  const describe = describer();
  const els = [...document.querySelectorAll('[role=gridcell], button')];
  const got = els.map((el) => describe(el));
  expect(got).toEqual(els.map((el) => computeAccessibleDescription(el)));
  expect(got).toEqual(['Salary', 'Salary', 'Name', 'only the title', '', 'Close']);
});
