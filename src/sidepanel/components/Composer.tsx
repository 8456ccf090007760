import { useRef, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import type { Attachment } from '../../shared/protocol';
import { TakeOverButton } from './Handoff';
import { attachments, draft, quotes, running, send, submitDraft, tabId } from '../store/session';
import { draftSkill, runDraftSkill } from '../store/skills';

/** The protocol bounds one attachment's base64 at 30 MB; refuse bigger files here with a reason. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_FILES = 10;

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const QUOTE_LABEL = {
  selection: 'panelQuoteSelection',
  page: 'panelQuotePage',
  link: 'panelQuoteLink',
  image: 'panelQuoteImage',
} as const;

export function Composer() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const isRunning = running.value;

  const addFiles = async (files: FileList | null) => {
    const added: Attachment[] = [];
    for (const file of Array.from(files ?? [])) {
      if (file.size > MAX_FILE_BYTES) {
        setNote(t('panelFileTooBig', file.name));
        continue;
      }
      added.push({ name: file.name, mimeType: file.type || 'application/octet-stream', data: await toBase64(file) });
    }
    attachments.value = [...attachments.value, ...added].slice(0, MAX_FILES);
  };

  /**
   * The page's current selection, attached as a quote (scripting reaches the tab without a content script): it goes
   * to the model as page data inside an untrusted block, not as the user's words.
   */
  const addSelection = async () => {
    const id = tabId.value;
    if (id === undefined) return;
    try {
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: id },
        func: () => String(getSelection() ?? ''),
      });
      const text = typeof result?.result === 'string' ? result.result : '';
      if (!text.trim()) return setNote(t('panelNoSelection'));
      const tab = await chrome.tabs.get(id);
      quotes.value = [
        ...quotes.value,
        { kind: 'selection' as const, text: text.trim().slice(0, 4000), url: tab.url ?? '' },
      ].slice(-8);
      setNote('');
    } catch {
      setNote(t('panelSelectionUnavailable'));
    }
  };

  const submit = (event: Event) => {
    event.preventDefault();
    // `/name args` of a library skill runs it; the form above says what is still missing.
    if (draftSkill.value && !isRunning) return void runDraftSkill();
    if (submitDraft()) setNote(isRunning ? t('panelQueuedNote') : '');
  };

  return (
    <form class="composer" onSubmit={submit} aria-label={t('panelComposer')}>
      {quotes.value.length > 0 && (
        <ul class="chips quotes" aria-label={t('panelQuotes')}>
          {quotes.value.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: chips hold no state; the same quote may be added twice
            <li key={`${q.kind}${i}`} class="chip quote" title={q.text}>
              <span>
                {t(QUOTE_LABEL[q.kind])}: {q.text.length > 60 ? `${q.text.slice(0, 60)}…` : q.text}
              </span>
              <button
                type="button"
                class="chip-remove"
                aria-label={t('panelRemoveQuote')}
                onClick={() => (quotes.value = quotes.value.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {attachments.value.length > 0 && (
        <ul class="chips" aria-label={t('panelAttachments')}>
          {attachments.value.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: chips hold no state; two files may share a name
            <li key={`${a.name}${i}`} class="chip">
              <span>{a.name}</span>
              <button
                type="button"
                class="chip-remove"
                aria-label={t('panelRemoveAttachment', a.name)}
                onClick={() => (attachments.value = attachments.value.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <textarea
        aria-label={t('panelInputLabel')}
        placeholder={isRunning ? t('panelSteerPlaceholder') : t('panelInputPlaceholder')}
        value={draft.value}
        rows={3}
        onInput={(event) => (draft.value = event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) submit(event);
        }}
      />
      <div class="composer-actions">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          onChange={(e) => {
            const input = e.currentTarget;
            void addFiles(input.files).finally(() => (input.value = ''));
          }}
        />
        <button type="button" class="secondary" onClick={() => fileInput.current?.click()}>
          {t('panelAttachFile')}
        </button>
        <button type="button" class="secondary" onClick={() => void addSelection()}>
          {t('panelAddSelection')}
        </button>
        <span class="spacer" />
        {isRunning && <TakeOverButton />}
        {isRunning && (
          <button
            type="button"
            class="danger"
            onClick={() => tabId.value !== undefined && send({ type: 'chat/stop', tabId: tabId.value })}
          >
            {t('panelStop')}
          </button>
        )}
        <button type="submit">{isRunning ? t('panelQueue') : t('panelSend')}</button>
      </div>
      <p class="composer-note" role="status">
        {note}
      </p>
    </form>
  );
}
