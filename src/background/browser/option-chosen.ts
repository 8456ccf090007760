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
  if (said(/(^|[-_])(selected|checked)$/i)) return true;
  if ((this.getAttribute('aria-selected') ?? this.getAttribute('aria-checked')) !== 'true') return false;
  const active = this.id && this.ownerDocument.querySelector(`[aria-activedescendant="${CSS.escape(this.id)}"]`);
  return !active && !said(/(^|[-_])(active|highlighted|focused|hover)$/i);
}
