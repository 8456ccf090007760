import { useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import type { Item } from '../lib/conversation';
import { toolCallSummary } from '../lib/tool-summary';

type Step = Extract<Item, { kind: 'step' }>;

const MAX_RESULT = 4000;

function statusOf(step: Step): 'running' | 'error' | 'done' | 'pending' {
  if (step.running) return 'running';
  if (!step.result) return 'pending';
  return step.result.isError ? 'error' : 'done';
}

/** One compact line per tool call; opening it shows the arguments, the result and the screenshot. */
export function StepLine({ step }: { step: Step }) {
  const status = statusOf(step);
  const summary = toolCallSummary(step.call, step.refs, t);
  const result = step.result;
  const image = result?.image;
  const [large, setLarge] = useState(false);
  return (
    <li class={`step step-${status}`} data-tool={step.call.name}>
      <details>
        <summary>
          <span class="step-icon" aria-hidden="true" />
          <span class="step-text">{summary}</span>
          <span class="visually-hidden">{t(`stepStatus_${status}`)}</span>
        </summary>
        <div class="step-details">
          <h3>{t('stepArguments')}</h3>
          <pre>{JSON.stringify(step.call.args, null, 2)}</pre>
          {result && (
            <>
              <h3>{result.isError ? t('stepError') : t('stepResult')}</h3>
              <pre class="step-result">
                {result.collapsed
                  ? t('stepCollapsed')
                  : result.text.length > MAX_RESULT
                    ? `${result.text.slice(0, MAX_RESULT)}…`
                    : result.text}
              </pre>
            </>
          )}
          {image && (
            // Chrome will not open data: URLs in a tab, so the thumbnail grows in place instead.
            <button
              type="button"
              class={large ? 'thumb thumb-large' : 'thumb'}
              aria-expanded={large}
              onClick={() => setLarge(!large)}
            >
              <img src={`data:${image.mediaType};base64,${image.data}`} alt={t('stepScreenshotAlt', summary)} />
            </button>
          )}
        </div>
      </details>
    </li>
  );
}
