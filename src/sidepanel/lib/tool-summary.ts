/**
 * One line per tool call, in the user's words: "Clicked button 'Try it out'". Pure (the translator is a parameter)
 * so it is unit-tested in node against the real locale files.
 *
 * Tools name their target by ref (`e12`); the panel finds the element's role and name in the newest snapshot the
 * conversation holds (src/agent/snapshot/FORMAT.md), so the line names what the user sees on the page.
 */
import type { Translate } from '../../shared/i18n';
import type { ToolCallPart } from '../../shared/model';
import { parseLines } from '../../agent/snapshot/parse';

export interface ElementInfo {
  role: string;
  name?: string;
}

export type RefIndex = ReadonlyMap<string, ElementInfo>;

/** Refs -> elements, from snapshot text (node lines only, so any wrapper around the snapshot is fine). */
export function indexRefs(snapshotText: string): Map<string, ElementInfo> {
  const index = new Map<string, ElementInfo>();
  for (const { ref, role, name } of parseLines(snapshotText))
    if (ref) index.set(ref, name === undefined ? { role } : { role, name });
  return index;
}

const MAX_NAME = 60;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_NAME ? `${flat.slice(0, MAX_NAME - 1)}…` : flat;
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Roles with a translated name; others show as the ARIA role itself, which is still readable. */
const LOCALISED_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'checkbox',
  'combobox',
  'radio',
  'tab',
  'menuitem',
  'option',
  'searchbox',
  'image',
  'heading',
  'listitem',
  'switch',
  'slider',
]);

function roleLabel(role: string, t: Translate): string {
  return LOCALISED_ROLES.has(role) ? t(`role_${role}`) : role;
}

/** "button 'Try it out'", the model's own description, or the bare ref when nothing better is known. */
export function describeTarget(args: Record<string, unknown>, refs: RefIndex, t: Translate, refKey = 'ref'): string {
  // The tools accept `[e12]` and `ref=e12` as copied from a snapshot line.
  const ref = str(args[refKey])
    ?.replace(/^\[|\]$/g, '')
    .replace(/^ref=/, '');
  const known = ref ? refs.get(ref) : undefined;
  if (known?.name) return t('stepTargetNamed', roleLabel(known.role, t), clip(known.name));
  const described = str(args.element) ?? str(args.description);
  if (described) return `'${clip(described)}'`;
  if (known) return roleLabel(known.role, t);
  if (ref) return t('stepTargetRef', ref);
  return t('stepTargetPage');
}

type Summarise = (args: Record<string, unknown>, target: () => string, t: Translate, refs: RefIndex) => string;

const text = (args: Record<string, unknown>) => clip(str(args.text) ?? str(args.value) ?? '');

/** Known tools by name; aliases cover the names other agents use for the same action. */
const SUMMARIES: Record<string, Summarise> = {
  click: (a, target, t) =>
    t(a.button === 'right' ? 'stepRightClick' : a.double || a.doubleClick ? 'stepDoubleClick' : 'stepClick', target()),
  click_xy: (a, _target, t) => t(a.double ? 'stepDoubleClickAt' : 'stepClickAt', str(a.x) ?? '?', str(a.y) ?? '?'),
  type_xy: (a, _target, t) => t('stepTypeAt', text(a), str(a.x) ?? '?', str(a.y) ?? '?'),
  double_click: (_a, target, t) => t('stepDoubleClick', target()),
  type: (a, target, t) => t(a.submit ? 'stepTypeSubmit' : 'stepType', text(a), target()),
  fill: (a, target, t) => t('stepType', text(a), target()),
  select: (a, target, t) => t('stepSelect', clip([a.values ?? a.value ?? a.option ?? ''].flat().join(', ')), target()),
  check: (a, target, t) => t(a.checked === false ? 'stepUncheck' : 'stepCheck', target()),
  hover: (_a, target, t) => t('stepHover', target()),
  press: (a, _target, t) => t('stepPress', [a.keys ?? a.key ?? ''].flat().map(String).join(', ')),
  scroll: (a, target, t) =>
    str(a.ref)
      ? t('stepScrollTo', target())
      : t(`stepScroll_${['up', 'left', 'right'].includes(String(a.direction)) ? String(a.direction) : 'down'}`),
  drag: (a, target, t, refs) =>
    t('stepDrag', target(), describeTarget(a, refs, t, a.to_ref === undefined ? 'toRef' : 'to_ref')),
  navigate: (a, _target, t) =>
    a.action === 'back'
      ? t('stepBack')
      : a.action === 'forward'
        ? t('stepForward')
        : a.action === 'reload'
          ? t('stepReload')
          : t('stepNavigate', str(a.url) ?? ''),
  fill_form: (a, _target, t) => t('stepFillForm', Array.isArray(a.fields) ? a.fields.length : 0),
  back: (_a, _target, t) => t('stepBack'),
  forward: (_a, _target, t) => t('stepForward'),
  reload: (_a, _target, t) => t('stepReload'),
  snapshot: (_a, _target, t) => t('stepSnapshot'),
  screenshot: (_a, _target, t) => t('stepScreenshot'),
  read: (_a, _target, t) => t('stepRead'),
  find: (a, _target, t) => t('stepFind', clip(str(a.query) ?? str(a.text) ?? '')),
  wait: (a, target, t) =>
    str(a.text) ? t('stepWaitFor', clip(str(a.text)!)) : str(a.ref) ? t('stepWaitForElement', target()) : t('stepWait'),
  tabs: (a, _target, t) =>
    a.action === 'open'
      ? t('stepTabOpen', str(a.url) ?? '')
      : a.action === 'switch'
        ? t('stepTabSwitch', str(a.tab_id) ?? '')
        : a.action === 'close'
          ? t('stepTabClose', str(a.tab_id) ?? '')
          : t('stepTabList'),
  upload: (a, target, t) => t('stepUpload', clip([a.files ?? a.file ?? a.name ?? ''].flat().join(', ')), target()),
  evaluate: (_a, _target, t) => t('stepEvaluate'),
};
const ALIASES: Record<string, string> = {
  click_element: 'click',
  dblclick: 'double_click',
  type_text: 'type',
  input_text: 'type',
  select_option: 'select',
  press_key: 'press',
  key: 'press',
  scroll_page: 'scroll',
  go_to_url: 'navigate',
  goto: 'navigate',
  open_url: 'navigate',
  go_back: 'back',
  go_forward: 'forward',
  take_screenshot: 'screenshot',
  get_text: 'read',
  read_page: 'read',
  extract: 'read',
  get_page_text: 'read',
  find_elements: 'find',
  search: 'find',
  wait_for: 'wait',
  switch_tab: 'tabs',
  new_tab: 'tabs',
  close_tab: 'tabs',
  tab: 'tabs',
  upload_file: 'upload',
  set_input_files: 'upload',
  drag_and_drop: 'drag',
  page_snapshot: 'snapshot',
};

/** "Clicked button 'Try it out'". Unknown tools still get a readable line. */
export function toolCallSummary(call: Pick<ToolCallPart, 'name' | 'args'>, refs: RefIndex, t: Translate): string {
  const name = ALIASES[call.name] ?? call.name;
  const summarise = SUMMARIES[name];
  if (!summarise) return t('stepOther', call.name);
  const target = () => describeTarget(call.args, refs, t);
  return summarise(call.args, target, t, refs).replace(/\s+$/, '');
}
