/**
 * Whether an option of a custom list is already chosen, read in the page (a function run on the option with
 * callOn). In a multi-select a click toggles: select_option clicked jSuites' "Beach litter pick", chosen already,
 * and so took it out while reporting it chosen (relay log C165). A class word says so (`jdropdown-selected`, Tom
 * Select's `selected`, `ant-select-item-option-selected`); else ARIA, unless it follows the keyboard: Tom Select
 * sets aria-selected on the option it highlights (`active`, named by the input's aria-activedescendant).
 */
export function optionChosen(this: Element): boolean {
  const said = (re: RegExp) =>
    [this, this.parentElement].some((el) => [...(el?.classList ?? [])].some((c) => re.test(c)));
  // The option the field names as its active one is the keyboard's highlight, whatever its class says:
  // autocompleter marks its first suggestion `selected` and aria-selected, and select_option left "Bergen" unchosen
  // as "chosen already" (C180).
  const active = this.id && this.ownerDocument.querySelector(`[aria-activedescendant="${CSS.escape(this.id)}"]`);
  if (active) return false;
  if (said(/(^|[-_])(selected|checked)$/i)) return true;
  if ((this.getAttribute('aria-selected') ?? this.getAttribute('aria-checked')) !== 'true') return false;
  return !said(/(^|[-_])(active|highlighted|focused|hover)$/i);
}
