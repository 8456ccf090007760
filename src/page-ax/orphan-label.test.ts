// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { orphanLabel } from './orphan-label';

afterEach(() => {
  document.body.innerHTML = '';
});
const label = (selector: string) => orphanLabel(document.querySelector(selector)!);

it("w2ui's form fields are named by the label before their box (relay log C153)", () => {
  // As w2ui 2.0.0 renders a form (w2form.generateHTML): the label is tied to nothing.
  document.body.innerHTML =
    '<div class="w2ui-group-fields">' +
    '<div class="w2ui-field "><label>Warehouse name *</label><div><input name="name" class="w2ui-input"></div></div>' +
    '<div class="w2ui-field "><label>Next stocktake</label><div><input name="date" placeholder="m/d/yyyy"></div></div>' +
    '<div class="w2ui-field "><label>Open on Saturdays</label><div><input name="sat" type="checkbox"> Yes</div></div>' +
    '</div>';
  expect(label('[name=name]')).toBe('Warehouse name *');
  expect(label('[name=date]')).toBe('Next stocktake');
  expect(label('[name=sat]')).toBe('Open on Saturdays');
});

it('a label right before its field, or with a label class, names it; other layouts do not', () => {
  document.body.innerHTML =
    '<div class="form-group"><label>Email</label><input id="email"></div>' +
    '<div class="row"><span class="form-label">City</span><div><select id="city"></select></div></div>' +
    // Two fields in the box the label stands before: whose label is it? Neither.
    '<div><label>From - to</label><div><input id="from"><input id="to"></div></div>' +
    // A label tied to another control, one holding its own control, a hidden one, and text that is no label.
    '<label for="x">Other</label><input id="tied">' +
    '<label>Inside <input id="inner"></label><input id="after-inner">' +
    '<label style="display: none">Hidden</label><input id="after-hidden">' +
    '<p>Just a paragraph</p><input id="after-p">' +
    '<label>Name</label><span>note</span><input id="not-next">' +
    '<div><label>Keep my account</label><input type="button" id="button"></div>';
  expect(label('#email')).toBe('Email');
  expect(label('#city')).toBe('City');
  expect(label('#from')).toBeUndefined();
  expect(label('#to')).toBeUndefined();
  expect(label('#tied')).toBeUndefined();
  expect(label('#after-inner')).toBeUndefined();
  expect(label('#after-hidden')).toBeUndefined();
  expect(label('#after-p')).toBeUndefined();
  expect(label('#not-next')).toBeUndefined();
  expect(label('#button')).toBeUndefined();
});
