import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../shared/i18n';
import type { Item } from '../lib/conversation';
import { items, running, session } from '../store/session';
import { Card, cardsOfStep } from './ConfirmationCard';
import { ErrorNotice } from './ErrorNotice';
import { Markdown } from './Markdown';
import { StepLine } from './StepLine';

function Entry({ item }: { item: Item }) {
  switch (item.kind) {
    case 'user':
      return (
        <li class="message message-user">
          <span class="author">{t('panelYou')}</span>
          <div class="text">{item.text}</div>
          {item.images.map((image, i) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: a sent message's images never change or move
              key={i}
              class="attachment-thumb"
              src={`data:${image.mediaType};base64,${image.data}`}
              alt={t('panelAttachedImage')}
            />
          ))}
        </li>
      );
    case 'assistant':
      return (
        <li class="message message-assistant">
          <span class="author">{t('panelAssistant')}</span>
          {item.error ? <ErrorNotice error={item.error} /> : <Markdown text={item.text} />}
        </li>
      );
    case 'thinking':
      // Folded: the answer matters; the reasoning is there for whoever wants to see how it got there.
      return (
        <li class="message message-thinking">
          <details>
            <summary>{t('panelThinking')}</summary>
            <div class="text">{item.text}</div>
          </details>
        </li>
      );
    case 'step':
      // A question the user answered for this step reads just above it.
      return (
        <>
          {cardsOfStep(item.call.id).map((ask) => (
            <li key={ask.askId} class="step-card">
              <Card ask={ask} />
            </li>
          ))}
          <StepLine step={item} />
        </>
      );
    case 'notice':
      return <li class="notice">{item.text}</li>;
  }
}

/** The conversation. Follows the newest entry while the user is at the bottom, and leaves them be when they scroll up. */
export function MessageList() {
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const all = items.value;
  const queued = session.value?.queued ?? [];
  useEffect(() => {
    const node = list.current;
    if (node && stick.current) node.scrollTop = node.scrollHeight;
  });
  if (all.length === 0 && !running.value) return <p class="empty">{t('panelEmpty')}</p>;
  return (
    <ol
      class="messages"
      ref={list}
      aria-label={t('panelConversation')}
      onScroll={(event) => {
        const node = event.currentTarget;
        stick.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
      }}
    >
      {all.map((item) => (
        <Entry key={item.id} item={item} />
      ))}
      {queued.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: queued texts are stateless lines that may repeat
        <li key={`q${i}`} class="message message-user message-queued">
          <span class="author">{t('panelQueued')}</span>
          <div class="text">{text}</div>
        </li>
      ))}
      {running.value && (
        <li class="working" role="status">
          <span class="spinner" aria-hidden="true" />
          {t('panelRunning')}
        </li>
      )}
    </ol>
  );
}
