/**
 * Hand-off in the panel: "Your turn: <what to do>, then press Continue" while the task waits for the user (with an
 * optional note for the agent), and "Take over" while it runs (it pauses at the next step boundary).
 */
import { useState } from 'preact/hooks';
import { whatToDo } from '../../shared/handoff-text';
import { t } from '../../shared/i18n';
import type { SessionView } from '../../shared/protocol';
import { send, session, tabId } from '../store/session';

type Waiting = NonNullable<SessionView['handoff']>;

export function YourTurn({ handoff }: { handoff: Waiting }) {
  const [note, setNote] = useState('');
  const takeover = handoff.kind === 'takeover';
  const resume = (event: Event) => {
    event.preventDefault();
    if (tabId.value === undefined) return;
    send({ type: 'handoff/resume', tabId: tabId.value, ...(note.trim() ? { note: note.trim() } : {}) });
    setNote('');
  };
  return (
    <form class="handoff" aria-labelledby="handoff-title" data-kind={handoff.kind} onSubmit={resume}>
      <p id="handoff-title" class="handoff-title">
        {takeover ? t('handoffYouHaveControl') : t('handoffYourTurn', whatToDo(handoff))}
      </p>
      {handoff.kind === 'asked' && handoff.reason && <p class="handoff-why">{t('handoffWhy', handoff.reason)}</p>}
      {/* The words above are the model's, which a page may have dictated: say so (their addresses are removed). */}
      {handoff.kind === 'asked' && <p class="handoff-agent-wrote">{t('safetyHandoffAgentWrote')}</p>}
      {/* Where: a page can have a fooled agent open a look-alike sign-in and hand it over; the site is ours to name. */}
      {!takeover && handoff.site && (
        <p class="handoff-site" data-site={handoff.site}>
          {t('safetyHandoffSite', handoff.site)}
        </p>
      )}
      <label class="handoff-note">
        <span>{t('handoffNoteLabel')}</span>
        <textarea rows={2} value={note} onInput={(e) => setNote(e.currentTarget.value)} />
      </label>
      <button type="submit">{takeover ? t('handoffHandBack') : t('handoffContinue')}</button>
    </form>
  );
}

/** Shown beside Stop while the agent runs. */
export function TakeOverButton() {
  const pending = session.value?.takingOver === true;
  return (
    <button
      type="button"
      class="secondary take-over"
      disabled={pending}
      onClick={() => tabId.value !== undefined && send({ type: 'handoff/take-over', tabId: tabId.value })}
    >
      {pending ? t('handoffTakingOver') : t('handoffTakeOver')}
    </button>
  );
}
