import { useMemo, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import { renderMarkdown } from '../lib/markdown';

/**
 * The model's text as sanitized markdown (see lib/markdown). Buttons inside it (copy code, load a remote image) are
 * handled here by delegation, since the HTML is not Preact's.
 */
export function Markdown({ text }: { text: string }) {
  const [allowed, setAllowed] = useState<ReadonlyMap<string, string>>(new Map());
  const [confirming, setConfirming] = useState<ReadonlySet<string>>(new Set());
  const html = useMemo(
    () => renderMarkdown(text, { t, allowedImages: allowed, confirming }),
    [text, allowed, confirming],
  );
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target) return;
    const src = target.getAttribute('data-load-image');
    // An address that carries data takes a second click, on a button that says the data goes to that host.
    if (src && target.getAttribute('data-kind') === 'high-risk') {
      setConfirming(new Set([...confirming, src]));
      return;
    }
    const load = src ?? target.getAttribute('data-load-image-confirm');
    if (load) {
      // The panel's CSP loads no remote image by itself: the one image the user asked for is fetched and shown as
      // a blob, without cookies or referrer.
      void fetch(load, { credentials: 'omit', referrerPolicy: 'no-referrer' })
        .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
        .then((blob) => setAllowed((now) => new Map([...now, [load, URL.createObjectURL(blob)]])))
        .catch(() => (target.textContent = t('safetyImageFailed')));
      return;
    }
    if (target.hasAttribute('data-copy-code')) {
      const code = target.parentElement?.querySelector('code')?.textContent ?? '';
      void navigator.clipboard.writeText(code).then(
        () => (target.textContent = t('panelCopied')),
        () => undefined,
      );
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click is delegated from real <button>s inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: those buttons turn Enter/Space into the same click
    // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitizes with DOMPurify (lib/markdown)
    <div class="markdown" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
