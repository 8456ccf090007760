/**
 * An element's role in Chrome's vocabulary (what Accessibility.getFullAXTree says), computed in the page: the
 * snapshot engine was written against Chrome's tree, so the in-page collector speaks the same words ('image', not
 * 'img'; 'LabelText', 'Iframe', 'StaticText'...). Explicit roles first (the first token Chrome knows), then the
 * HTML-AAM mapping. `null` = the element is presentational (its children stay, it prints nothing of its own).
 */
import { classHeader } from './sort-class';

const ARIA_ROLES = new Set(
  (
    'alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox ' +
    'complementary contentinfo definition deletion dialog directory document emphasis feed figure form generic grid ' +
    'gridcell group heading img image insertion link list listbox listitem log main mark marquee math menu menubar ' +
    'menuitem menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar ' +
    'radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status ' +
    'strong subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree ' +
    'treegrid treeitem'
  ).split(' '),
);

/** Attributes that make Chrome keep a presentational element's own role (ARIA's conflict resolution). */
const GLOBAL_ARIA = ['aria-label', 'aria-labelledby', 'aria-describedby', 'aria-live', 'aria-owns', 'aria-controls'];

const BY_TAG: Record<string, string> = {
  abbr: 'Abbr',
  address: 'group',
  article: 'article',
  aside: 'complementary',
  blockquote: 'blockquote',
  br: 'LineBreak',
  canvas: 'Canvas',
  caption: 'caption',
  code: 'code',
  datalist: 'listbox',
  dd: 'definition',
  del: 'deletion',
  details: 'group',
  dfn: 'term',
  dialog: 'dialog',
  dl: 'list',
  dt: 'term',
  em: 'emphasis',
  fieldset: 'group',
  figcaption: 'figcaption',
  figure: 'figure',
  form: 'form',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  hr: 'separator',
  iframe: 'Iframe',
  ins: 'insertion',
  label: 'LabelText',
  legend: 'legend',
  li: 'listitem',
  main: 'main',
  mark: 'mark',
  menu: 'list',
  meter: 'meter',
  nav: 'navigation',
  ol: 'list',
  optgroup: 'group',
  option: 'option',
  output: 'status',
  p: 'paragraph',
  pre: 'Pre',
  progress: 'progressbar',
  search: 'search',
  strong: 'strong',
  sub: 'subscript',
  summary: 'DisclosureTriangle',
  sup: 'superscript',
  table: 'table',
  tbody: 'rowgroup',
  textarea: 'textbox',
  tfoot: 'rowgroup',
  thead: 'rowgroup',
  time: 'time',
  tr: 'row',
  ul: 'list',
};

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  image: 'button',
  reset: 'button',
  submit: 'button',
  file: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  color: 'ColorWell',
  date: 'Date',
  'datetime-local': 'DateTime',
  month: 'DateTime',
  week: 'DateTime',
  time: 'InputTime',
};

/** Landmarks inside which <header>/<footer> are not the page's banner/contentinfo. */
const SECTIONING = 'article,aside,main,nav,section,[role=article],[role=complementary],[role=main],[role=navigation]';

export function explicitRole(el: Element): string | undefined {
  const attr = el.getAttribute('role');
  if (!attr) return undefined;
  for (const token of attr.trim().toLowerCase().split(/\s+/)) if (ARIA_ROLES.has(token)) return token;
  return undefined;
}

/** Chrome's role for an element; `null` when it is presentational and Chrome would ignore it. */
export function roleOf(el: Element, focusable: boolean): string | null {
  const explicit = explicitRole(el);
  if (explicit === 'none' || explicit === 'presentation') {
    // Focusable or globally labelled elements keep their native role (the page cannot hide a control this way).
    if (!focusable && !GLOBAL_ARIA.some((a) => el.hasAttribute(a))) return null;
  } else if (explicit) {
    return adjust(el, explicit === 'img' ? 'image' : explicit);
  }
  return adjust(el, implicitRole(el));
}

function implicitRole(el: Element): string {
  const tag = el.localName;
  if (tag === 'td' && classHeader(el)) return 'columnheader';
  // A table used for layout is no table to a reader (Chrome's LayoutTable): its parts are plain boxes.
  if (/^(table|thead|tbody|tfoot|tr|td|th)$/.test(tag) && layoutTable(el)) return 'generic';
  const mapped = BY_TAG[tag];
  if (mapped) return mapped;
  switch (tag) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? 'link' : 'generic';
    case 'button':
      return 'button';
    case 'img':
      return el.getAttribute('alt') === '' && !el.hasAttribute('aria-label') ? 'none' : 'image';
    case 'svg':
      // A drawing that writes words (a Gantt chart's bar labels, a diagram's nodes) is content, as Chrome's SvgRoot
      // is: an unnamed image would drop them all. An icon (paths only) stays an image.
      return el.querySelector('text')?.textContent?.trim() ? 'generic' : 'image';
    case 'input':
      return inputRole(el as HTMLInputElement);
    case 'select': {
      const s = el as HTMLSelectElement;
      return s.multiple || s.size > 1 ? 'listbox' : 'combobox';
    }
    case 'td':
      return 'cell';
    case 'th':
      return headerRole(el as HTMLTableCellElement);
    case 'section':
      return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : 'generic';
    case 'header':
      return el.parentElement?.closest(SECTIONING) ? 'generic' : 'banner';
    case 'footer':
      return el.parentElement?.closest(SECTIONING) ? 'generic' : 'contentinfo';
    default:
      return 'generic';
  }
}

const DATA_TABLE = 'caption,thead,tfoot,th,colgroup,td[headers],td[scope],td[abbr]';
let tableKinds = new WeakMap<Element, boolean>();

/** At the start of each walk: a table's kind is judged once per walk (its rows change between walks). */
export function beginRoles(): void {
  tableKinds = new WeakMap();
}

/** Chrome's heuristic, cut short: a table with no header, caption or ARIA, and fewer than 20 rows, lays out. */
function layoutTable(part: Element): boolean {
  const table = part.localName === 'table' ? part : part.closest('table');
  if (!table || part.getAttribute('role')) return false;
  let layout = tableKinds.get(table);
  if (layout === undefined) {
    layout =
      !table.getAttribute('role') &&
      !table.hasAttribute('summary') &&
      !table.hasAttribute('aria-label') &&
      !table.hasAttribute('aria-labelledby') &&
      table.querySelector(DATA_TABLE) === null &&
      (table as HTMLTableElement).rows.length < 20;
    tableKinds.set(table, layout);
  }
  return layout;
}

function inputRole(input: HTMLInputElement): string {
  const type = input.type;
  const role = INPUT_ROLES[type];
  if (role) return role;
  if (input.hasAttribute('list')) return 'combobox';
  return 'textbox';
}

function headerRole(th: HTMLTableCellElement): string {
  const scope = th.getAttribute('scope');
  if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
  if (scope === 'col' || scope === 'colgroup') return 'columnheader';
  // A th that starts a body row heads that row; one in the head row (or a row of th only) heads its column.
  const row = th.parentElement;
  if (row && row.parentElement?.localName === 'tbody' && row.firstElementChild === th) {
    if ([...row.children].some((c) => c.localName === 'td')) return 'rowheader';
  }
  return 'columnheader';
}

/** Context Chrome applies on top of the plain mapping: a cell of an ARIA grid is a grid cell. */
function adjust(el: Element, role: string): string {
  if (role === 'cell' && el.localName === 'td') {
    const table = el.closest('table');
    if (table && /^(grid|treegrid)$/.test(table.getAttribute('role') ?? '')) return 'gridcell';
  }
  return role;
}
