// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { optionChosen } from './option-chosen';

// jSuites 5.13's multiple dropdown (test/fixtures/apps/jsuites, Activities) as it opens, "Beach litter pick" chosen:
// divs with no ARIA, the choice said by `jdropdown-selected`. select_option clicked it again and so unchose it
// (relay log C165). Tom Select's list moves aria-selected with its highlight; its chosen option says `selected`.
it('reads a chosen option from a class word, else from ARIA that does not follow the keyboard', () => {
  document.body.innerHTML =
    '<div class="jdropdown-content">' +
    '<div class="jdropdown-item jdropdown-selected"><div class="jdropdown-description">Beach litter pick</div></div>' +
    '<div class="jdropdown-item jdropdown-cursor"><div class="jdropdown-description">Kayak cleanup</div></div></div>' +
    '<input aria-activedescendant="ts-opt-1"><div role="listbox">' +
    '<div role="option" id="ts-opt-1" class="option active" aria-selected="true">feature</div>' +
    '<div role="option" id="ts-opt-2" class="option selected" aria-selected="false">bug</div>' +
    '<div role="option" id="ts-opt-3" class="option">docs</div></div>' +
    '<div role="option" aria-selected="true">Bird count</div>';
  const said = [...document.querySelectorAll('.jdropdown-item, [role=option]')].map((el) => optionChosen.call(el));
  expect(said).toEqual([true, false, false, true, false, true]);
});

// autocompleter 7.1 (test/fixtures/apps/autocompleter) as its suggestions show after typing "Bergen": the first is
// highlighted with `selected`, aria-selected and the field's aria-activedescendant. select_option took it for a
// choice made already and pressed Escape; the station was never chosen (relay log C180).
it('takes the option the field names as active for a highlight, not a choice', () => {
  document.body.innerHTML =
    '<input role="combobox" aria-activedescendant="autocomplete-1_0">' +
    '<div class="autocomplete" role="listbox" id="autocomplete-1">' +
    '<div class="group">Norway</div>' +
    '<div id="autocomplete-1_0" role="option" class="selected" aria-selected="true">Bergen<small>BGO</small></div></div>';
  expect(optionChosen.call(document.getElementById('autocomplete-1_0')!)).toBe(false);
});
