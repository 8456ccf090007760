import { useEffect } from 'preact/hooks';
import type { ReasonCode } from '../../agent/policy/types';
import { t } from '../../shared/i18n';
import type { PolicyAsk } from '../../shared/protocol';
import { answer, asks, startAsks } from '../store/asks';
import { items } from '../store/session';

/**
 * What the agent wants to do, exactly (which element, what value, which URL), and the user's choice. Values arrive
 * redacted from the worker (••• for passwords, {{secret:name}} for secrets), so the card can show them as they are.
 * A high-risk card looks different and never offers "always".
 */
const REASON_KEYS: Record<ReasonCode, string> = {
  'blocked-site': 'policyReasonBlockedSite',
  'not-web': 'policyReasonNotWeb',
  'secret-unknown': 'policyReasonSecretUnknown',
  'secret-in-url': 'policyReasonSecretInUrl',
  'secret-off-site': 'policyReasonSecretOffSite',
  'secret-first-use': 'policyReasonSecretFirstUse',
  'high-risk-tool': 'policyReasonHighRiskTool',
  'password-field': 'policyReasonPasswordField',
  'sensitive-form-submit': 'policyReasonSensitiveForm',
  'risky-name': 'policyReasonRiskyName',
  'risky-structure': 'policyReasonRiskyStructure',
  download: 'policyReasonDownload',
  'page-suggested-navigation': 'policyReasonPageSuggested',
  'carries-data': 'policyReasonCarriesData',
  'new-site': 'policyReasonNewSite',
  'not-in-plan': 'policyReasonNotInPlan',
  'no-plan': 'policyReasonNoPlan',
};
const ANSWER_KEYS = {
  once: 'policyAnsweredOnce',
  always: 'policyAnsweredAlways',
  deny: 'policyAnsweredDeny',
  aborted: 'policyAnsweredAborted',
} as const;
const KIND_KEYS = {
  site: 'policyKindSite',
  step: 'policyKindStep',
  'high-risk': 'policyKindHighRisk',
  plan: 'policyKindPlan',
} as const;

export function Card({ ask }: { ask: PolicyAsk }) {
  const { card } = ask;
  const id = `ask-${ask.askId}`;
  const pending = ask.answer === undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card of text and buttons, not form fields; a fieldset would misname it
    <div
      class={`ask ask-${ask.blocked ? 'blocked' : card.kind}${pending ? ' ask-pending' : ''}`}
      role="group"
      aria-labelledby={`${id}-title`}
      data-kind={card.kind}
      data-tool={card.tool}
      data-ask-id={ask.askId}
    >
      <h2 id={`${id}-title`} class="ask-kind">
        {(card.kind === 'high-risk' || ask.blocked) && <span aria-hidden="true">⚠ </span>}
        {ask.blocked ? t('policyKindBlocked') : t(KIND_KEYS[card.kind])}
      </h2>
      <p class="ask-action">{card.action}</p>
      <dl class="ask-facts">
        {card.element && (
          <>
            <dt>{t('policyElement')}</dt>
            <dd>
              {card.element.role} “{card.element.name}”{card.element.ref ? ` [${card.element.ref}]` : ''}
            </dd>
          </>
        )}
        {card.value !== undefined && (
          <>
            <dt>{t('policyValue')}</dt>
            <dd class="ask-mono">{card.value}</dd>
          </>
        )}
        {card.url && (
          <>
            <dt>{t('policyUrl')}</dt>
            <dd class="ask-mono">{card.url}</dd>
          </>
        )}
        <dt>{t('policySite')}</dt>
        <dd>{card.origin}</dd>
      </dl>
      {card.details && <pre class="ask-details">{card.details}</pre>}
      {card.flows && card.flows.length > 0 && (
        <div class="ask-flows">
          <p>
            <strong>{t('policyFlowsTitle')}</strong>
          </p>
          <ul>
            {card.flows.map((f) => (
              <li key={f.data + f.to} data-flow-to={f.to}>
                <code class="ask-mono">{f.data}</code> {t('policyFlowFrom', f.from.join(', '))} →{' '}
                <strong>{f.to}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul class="ask-reasons">
        {card.reasons.map((r) => (
          <li key={r.code + r.text}>
            <strong>{t(REASON_KEYS[r.code] ?? 'policyReasonOther')}</strong>: {r.text}
          </li>
        ))}
      </ul>
      {pending ? (
        <div class="ask-buttons">
          <button type="button" class="ask-allow" data-answer="allow-once" onClick={() => answer(ask, 'allow-once')}>
            {card.kind === 'plan' ? t('policyApprovePlan') : t('policyAllowOnce')}
          </button>
          {card.choices.includes('always') && (
            <button
              type="button"
              class="ask-allow"
              data-answer="allow-always"
              onClick={() => answer(ask, 'allow-always')}
            >
              {t('policyAllowAlways', card.origin)}
            </button>
          )}
          <button type="button" class="ask-deny" data-answer="deny" onClick={() => answer(ask, 'deny')}>
            {t('policyDeny')}
          </button>
        </div>
      ) : (
        <p class="ask-answer" data-answer={ask.answer}>
          {ask.blocked ? t('policyAnsweredBlocked') : t(ANSWER_KEYS[ask.answer!])}
        </p>
      )}
    </div>
  );
}

/**
 * The cards not shown in the conversation: the pending one with its buttons, beside the composer where the user
 * looks, and answered ones whose step is not in the list (a plan). Answered cards of steps sit above their step
 * (MessageList), so the conversation reads in order.
 */
export function ConfirmationCards() {
  useEffect(() => startAsks(), []);
  const steps = new Set(items.value.flatMap((item) => (item.kind === 'step' ? [item.call.id] : [])));
  const shown = asks.value.filter((ask) => isPending(ask) || !steps.has(ask.toolCallId));
  if (shown.length === 0) return null;
  return (
    <section class="asks" aria-label={t('policyCardsLabel')} aria-live="polite">
      {shown.map((ask) => (
        <Card key={ask.askId} ask={ask} />
      ))}
    </section>
  );
}

export function isPending(ask: PolicyAsk): boolean {
  return ask.answer === undefined && !ask.blocked;
}

/** Answered cards and refusals of one step, for the conversation. */
export function cardsOfStep(toolCallId: string): PolicyAsk[] {
  return asks.value.filter((ask) => ask.toolCallId === toolCallId && !isPending(ask));
}
