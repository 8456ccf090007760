/**
 * The role lists several rules start from. Each rule adds its own roles to these; the shared part is here so that a
 * control role added to one (a new ARIA widget role) reaches the snapshot's refs, find's role words and the recall
 * measure alike.
 */

/** The ARIA widget roles of things a user acts on directly. */
export const CONTROL_ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'combobox',
  'listbox',
  'option',
  'menuitem',
  'tab',
  'switch',
  'slider',
  'spinbutton',
] as const;

/** Page regions by their landmark role. */
export const LANDMARKS = ['main', 'navigation', 'banner', 'contentinfo', 'complementary', 'form', 'region'] as const;

/** Chrome's role names the snapshot says otherwise. */
export const OUR_NAMES = new Map([
  ['Iframe', 'iframe'],
  ['LabelText', 'label'],
]);
