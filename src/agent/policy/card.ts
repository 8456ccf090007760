/**
 * Builds the confirmation card: exactly what will happen (tool, element, value, URL, origin) in data the panel
 * renders as it likes. Values are redacted here, not in the panel, so a card is safe to log and persist as-is:
 * password-field text shows as •••, placeholders stay placeholders, long text is cut.
 */
import { PASSWORD_MASK } from '../secrets/redact';
import { hasPlaceholder } from '../secrets/placeholders';
import { displayOrigin, webOrigin } from './origins';
import type { Flow } from './flows';
import type { AccessKind, Answer, ConfirmationCard, Grant, PolicyInput, Reason } from './types';

const MAX_VALUE = 200;
const MAX_DETAILS = 2000;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}

export function cardValue(input: PolicyInput): string | undefined {
  const { value, element } = input.target;
  if (value === undefined) return undefined;
  if (element?.isPassword && !hasPlaceholder(value)) return PASSWORD_MASK;
  return cut(value, MAX_VALUE);
}

/** One line for the card's headline; the panel may rebuild it from the fields to translate it. */
export function describeAction(input: PolicyInput): string {
  const { tool, target } = input;
  const el = target.element;
  const what = el ? `${el.role} "${cut(el.name, 80)}"` : '';
  if (target.navigation?.via === 'navigate') return `Open ${target.navigation.url}`;
  if (target.download) return `Download ${target.download.filename ?? target.download.url ?? 'a file'}`;
  if (target.upload) return `Upload ${target.upload.fileNames.join(', ')}${what ? ` to ${what}` : ''}`;
  if (target.script !== undefined) return `Run JavaScript on ${target.pageUrl ?? 'the page'}`;
  if (target.value !== undefined) return `${tool.name}: "${cardValue(input)}" into ${what || 'the focused element'}`;
  return what ? `${tool.name}: ${what}` : tool.name;
}

export interface CardParts {
  subject: string;
  subjectKind: AccessKind;
  high: Reason[];
  asks: Reason[];
  grants: Grant[];
  flows?: Flow[];
}

export function buildCard(input: PolicyInput, parts: CardParts): ConfirmationCard {
  const { target, tool } = input;
  const onlySite = parts.high.length === 0 && parts.asks.every((r) => r.code === 'new-site');
  const kind: ConfirmationCard['kind'] = parts.high.length ? 'high-risk' : onlySite ? 'site' : 'step';
  const choices: Answer[] = kind === 'site' ? ['once', 'always', 'deny'] : ['once', 'deny'];
  const el = target.element;
  const details =
    target.script !== undefined
      ? cut(target.script, MAX_DETAILS)
      : target.upload
        ? `Files: ${target.upload.fileNames.join(', ')}`
        : undefined;
  const card: ConfirmationCard = {
    kind,
    tool: tool.name,
    action: describeAction(input),
    origin: displayOrigin(parts.subject),
    url: target.navigation?.url ?? target.download?.url ?? target.frameUrl ?? target.pageUrl,
    reasons: [...parts.high, ...parts.asks],
    choices,
    grants: parts.grants,
    always: kind === 'site' ? [{ origin: parts.subject, kind: parts.subjectKind, permission: 'allow' }] : [],
  };
  if (el)
    card.element = {
      role: el.role,
      name: el.name,
      ...(el.ref ? { ref: el.ref } : {}),
      ...(el.isPassword ? { isPassword: true } : {}),
    };
  const value = cardValue(input);
  if (value !== undefined) card.value = value;
  if (details !== undefined) card.details = details;
  // Exactly which data goes where: the datum as decoded and matched, its source, its destination.
  if (parts.flows?.length)
    card.flows = parts.flows
      .slice(0, 20)
      .map((f) => ({ data: cut(f.data, 120), from: f.from, to: displayOrigin(f.to) }));
  return card;
}

/**
 * The plan card (ask-before-acting mode): the model's summary, its steps and the sites it will act on, for one
 * approval. Sites are normalised to origins here, so the card shows exactly what approvePlan() will cover; entries
 * that are not web origins drop out and are named in the reasons, never silently widened.
 */
export function buildPlanCard(
  plan: { summary: string; steps: string[]; sites: string[] },
  pageUrl?: string,
): ConfirmationCard {
  const origins = [
    ...new Set(
      plan.sites.map((s) => webOrigin(/^https?:\/\//i.test(s) ? s : `https://${s}`)).filter((o): o is string => !!o),
    ),
  ];
  const dropped = plan.sites.filter((s) => !webOrigin(/^https?:\/\//i.test(s) ? s : `https://${s}`));
  const reasons: Reason[] = [
    {
      code: 'no-plan',
      text: `Acts on ${origins.map(displayOrigin).join(', ') || 'no site'} without asking again (high-risk actions still ask)`,
    },
  ];
  if (dropped.length) reasons.push({ code: 'not-web', text: `Not web sites, left out: ${dropped.join(', ')}` });
  return {
    kind: 'plan',
    tool: 'propose_plan',
    action: cut(plan.summary, MAX_VALUE),
    origin: origins.map(displayOrigin).join(', '),
    ...(pageUrl ? { url: pageUrl } : {}),
    details: plan.steps.map((s, i) => `${i + 1}. ${cut(s, MAX_VALUE)}`).join('\n'),
    plan: { summary: plan.summary, steps: plan.steps, origins },
    reasons,
    choices: ['once', 'deny'],
    grants: [],
    always: [],
  };
}
