/**
 * The vocabulary a tool declares its effects in (ToolDef.effects), and the helpers the tool files share. A tool
 * says, from its arguments and what the browser side finds in the page, which element will really receive the
 * click or keys, which URL it loads, which field it fills with what, which form it submits; policy decides on those
 * facts alone. Nothing here decides: it only describes.
 */
import type { BrowserPort, PolicyTargetFacts, PortResult, TargetQuery } from '../browser-port';
import type { ElementFacts, TargetFacts } from '../policy/types';
import { screenshotToCss } from './coords';

export interface ToolEffects {
  /** One per thing the call touches; each is decided on its own and any refusal refuses the call. */
  targets: TargetFacts[];
  /** The page could not be asked about an element the call touches: the call is refused (fail closed). */
  problem?: string;
  /** One line saying what the call will do, on what (for the decision log and refusals). */
  summary: string;
  /** Fingerprints of the judged elements, re-checked by the browser side at the moment of the press. */
  fingerprints?: string[];
}

export interface EffectsContext {
  tabId: number;
  browser: BrowserPort;
  /** The URL the tab shows now; undefined for a tab without one. */
  pageUrl?: string;
  /** Another tab's URL (tabs switch / close). */
  tabUrl(tabId: number): Promise<string | undefined>;
}

type Found = PortResult<PolicyTargetFacts>;

/** The page the call is about, with no element: reads, scrolls, waits. */
export function onPage(ctx: EffectsContext, summary: string, extra: Partial<TargetFacts> = {}): ToolEffects {
  return { targets: [{ ...base(ctx), ...extra }], summary };
}

export function base(ctx: EffectsContext): TargetFacts {
  return ctx.pageUrl ? { pageUrl: ctx.pageUrl } : {};
}

export function describe(ctx: EffectsContext, query: TargetQuery): Promise<Found> {
  return ctx.browser.describeTarget
    ? ctx.browser.describeTarget(ctx.tabId, query)
    : Promise.resolve({ ok: false, error: 'The browser cannot describe elements' });
}

/** A point of the latest screenshot, as the CSS point the browser side hit-tests. */
export function atPoint(ctx: EffectsContext, x: number, y: number): Promise<Found> {
  const at = screenshotToCss(x, y, ctx.browser.lastScreenshotScale(ctx.tabId));
  return at.ok ? describe(ctx, { x: at.x, y: at.y }) : Promise.resolve<Found>({ ok: false, error: at.error });
}

export interface ElementUse {
  /** This call submits the element's form if the element can (a click, Enter); typing alone never does. */
  submits: boolean;
  /** Text typed or option chosen, placeholders intact. */
  value?: string;
  /** The value is an option chosen (select_option, a dropdown in fill_form): judged like a button's name. */
  choice?: boolean;
  extra?: Partial<TargetFacts>;
  /** The element receives keys: how Enter / Space act on it (see ElementFacts.keyEffect). */
  keyEffect?: ElementFacts['keyEffect'];
  /** Verb for the summary: "click", "type into"... */
  verb: string;
}

/** One element the call acts on, as decide() reads it: a link leads to its href, a submit to the form's action. */
export async function onElement(ctx: EffectsContext, lookup: Promise<Found>, use: ElementUse): Promise<ToolEffects> {
  const found = await lookup;
  if (!found.ok)
    return { targets: [{ ...base(ctx), ...use.extra }], problem: found.error, summary: `${use.verb} (unknown)` };
  return fromFacts(ctx, found.value, use);
}

export function fromFacts(ctx: EffectsContext, facts: PolicyTargetFacts, use: ElementUse): ToolEffects {
  const el = facts.element;
  const element: ElementFacts | undefined = el && {
    ...el,
    submitsForm: use.submits && !!el.submitsForm,
    ...(use.keyEffect ? { keyEffect: use.keyEffect } : {}),
  };
  const target: TargetFacts = { ...base(ctx), pageUrl: facts.pageUrl, frameUrl: facts.frameUrl };
  if (element) target.element = element;
  if (element?.href && !element.download && use.submits) target.navigation = { url: element.href, via: 'link' };
  else if (element?.submitsForm && element.form?.action) target.navigation = { url: element.form.action, via: 'form' };
  if (element?.download) target.download = element.href ? { url: element.href } : {};
  if (use.value !== undefined) target.value = use.value;
  if (use.value !== undefined && (use.choice || isChoice(element))) target.choice = true;
  Object.assign(target, use.extra);
  return {
    targets: [target],
    summary: `${use.verb} ${elementLabel(element)}${use.value !== undefined ? ` ${JSON.stringify(use.value)}` : ''} on ${facts.frameUrl}`,
    ...(facts.fingerprint ? { fingerprints: [facts.fingerprint] } : {}),
  };
}

/** What Enter does in a text field, as a second target: the default button it presses, or the message it sends. */
export function enterEffects(ctx: EffectsContext, facts: PolicyTargetFacts): ToolEffects | undefined {
  const enter = facts.onEnter;
  if (!enter) return undefined;
  if (enter.effect === 'send' || !enter.element) {
    const field = facts.element ?? { role: 'textbox', name: '' };
    return fromFacts(
      ctx,
      { ...facts, element: { ...field, submitsForm: enter.effect === 'submit' } },
      {
        submits: enter.effect === 'submit',
        verb: 'press Enter in',
        keyEffect: enter.effect,
      },
    );
  }
  // The form's default button is what implicit submission "clicks": judge it as a click on that button.
  return fromFacts(
    ctx,
    // It is in the field's form: it sends that form, to that action.
    {
      ...facts,
      element: { ...enter.element, submitsForm: true, ...(facts.element?.form ? { form: facts.element.form } : {}) },
    },
    { submits: true, verb: 'submit with', keyEffect: 'submit' },
  );
}

export function merge(parts: ToolEffects[], summary?: string): ToolEffects {
  const problem = parts.find((p) => p.problem)?.problem;
  const fingerprints = parts.flatMap((p) => p.fingerprints ?? []);
  return {
    targets: parts.flatMap((p) => p.targets),
    summary: summary ?? parts.map((p) => p.summary).join('; '),
    ...(problem ? { problem } : {}),
    ...(fingerprints.length ? { fingerprints } : {}),
  };
}

export function elementLabel(el: ElementFacts | undefined): string {
  if (!el) return 'the page';
  return `${el.role}${el.name ? ` ${JSON.stringify(el.name)}` : ''}${el.ref ? ` ${el.ref}` : ''}`;
}

/** Typing `text` into the element found, and with `submit` the Enter after it. */
export async function typed(
  ctx: EffectsContext,
  lookup: Promise<Found>,
  text: string,
  submit: boolean,
): Promise<ToolEffects> {
  const found = await lookup;
  if (!found.ok) return onElement(ctx, Promise.resolve(found), { submits: false, value: text, verb: 'type into' });
  const typing = fromFacts(ctx, found.value, { submits: false, value: text, verb: 'type into' });
  const enter = submit ? enterEffects(ctx, found.value) : undefined;
  return enter ? merge([typing, enter]) : typing;
}

/** A control whose value is picked from the page's own options, not typed: a select, a listbox, a radio group. */
export function isChoice(el: ElementFacts | undefined): boolean {
  return !!el && (el.tag === 'select' || /^(listbox|radiogroup|menu|option|menuitem|radio)$/.test(el.role));
}

const TEXT_ROLES = /^(textbox|searchbox|combobox|spinbutton)$/;
const NOT_TEXT_INPUT = /^(button|submit|reset|image|checkbox|radio|file|range|color)$/;

export function isTextEntry(el: ElementFacts | undefined): boolean {
  if (!el) return false;
  if (el.tag === 'input') return !NOT_TEXT_INPUT.test(el.inputType ?? 'text');
  return el.tag === 'textarea' || TEXT_ROLES.test(el.role);
}

/**
 * Enter or Space pressed on the element keys go to: in a text field Enter does what the field's onEnter says
 * (submit the form through its default button, or send the message; Shift+Enter only breaks the line) and Space
 * types; on anything else both activate it like a click.
 */
export function keyPressEffects(
  ctx: EffectsContext,
  facts: PolicyTargetFacts,
  key: 'Enter' | 'Space',
  shift: boolean,
): ToolEffects {
  if (isTextEntry(facts.element) || facts.onEnter) {
    const field = fromFacts(ctx, facts, { submits: false, verb: `press ${key} in` });
    const enter =
      key === 'Enter' && !(shift && facts.onEnter?.effect === 'send') ? enterEffects(ctx, facts) : undefined;
    return enter ? merge([field, enter]) : field;
  }
  return fromFacts(ctx, facts, { submits: true, verb: `press ${key} on`, keyEffect: 'activate' });
}
