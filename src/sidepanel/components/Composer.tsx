import { useRef, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import type { Attachment } from '../../shared/protocol';
import { attachments, draft, running, send, submitDraft, tabId } from '../store/session';

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

function quote(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

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

  /** The page's current selection, quoted into the message (scripting reaches the tab without a content script). */
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
      draft.value = `${quote(text.slice(0, 4000))}\n\n${draft.value}`;
      setNote('');
    } catch {
      setNote(t('panelSelectionUnavailable'));
    }
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (submitDraft()) setNote(isRunning ? t('panelQueuedNote') : '');
  };

  return (
    <form class="composer" onSubmit={submit} aria-label={t('panelComposer')}>
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
