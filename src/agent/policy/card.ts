/**
 * Builds the confirmation card: exactly what will happen (tool, element, value, URL, origin) in data the panel
 * renders as it likes. Values are redacted here, not in the panel, so a card is safe to log and persist as-is:
 * password-field text shows as •••, placeholders stay placeholders, long text is cut.
 */
import { PASSWORD_MASK } from '../secrets/redact';
import { hasPlaceholder } from '../secrets/placeholders';
import { displayOrigin } from './origins';
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
  if (el) card.element = { role: el.role, name: el.name, ...(el.ref ? { ref: el.ref } : {}), ...(el.isPassword ? { isPassword: true } : {}) };
  const value = cardValue(input);
  if (value !== undefined) card.value = value;
  if (details !== undefined) card.details = details;
  return card;
}
