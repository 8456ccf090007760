/**
 * The navigations the renderer said it starts (Page.frameRequestedNavigation: a script setting `location`, a form
 * submitted, a meta or header refresh, a link clicked by the page or by a person), so the redirect guard can tell
 * them from the loads the browser starts (an address typed by the user, a bookmark, the agent's `navigate`).
 * The event comes just before the browser requests the address; an entry is used once and kept a few seconds.
 */
const KEEP_MS = 10_000;

const withoutFragment = (url: string) => url.split('#')[0]!;

export class PageRequestedLoads {
  private loads: Array<{ url: string; at: number }> = [];

  note(p: { url?: string }): void {
    if (!p.url) return;
    const now = Date.now();
    this.loads = this.loads.filter((l) => now - l.at < KEEP_MS).slice(-20);
    this.loads.push({ url: withoutFragment(p.url), at: now });
  }

  /**
   * Was this document request started by the page? Yes when the renderer reported it, or when it names the page
   * it came from (a Referer: the browser's own loads send none; a page that hides its referrer is still reported).
   */
  take(url: string, referer: boolean): boolean {
    const now = Date.now();
    const i = this.loads.findIndex((l) => l.url === withoutFragment(url) && now - l.at < KEEP_MS);
    if (i >= 0) this.loads.splice(i, 1);
    return i >= 0 || referer;
  }
}

/**
 * The address as judged: a POST's body joins its query, as a form's fields are data as much as an address's (a
 * submit listener can point a form the policy judged at another site; a page can post what it holds). A body
 * that is not form-encoded is judged as one value.
 */
export function withBody(url: string, body: string | undefined): string {
  if (!body) return url;
  const formEncoded = /^[^=&\s]+=[^&\s]*(?:&[^=&\s]+=[^&\s]*)*$/.test(body);
  return `${url}${url.includes('?') ? '&' : '?'}${formEncoded ? body : `body=${encodeURIComponent(body)}`}`;
}

/** The body's bytes (base64 in each entry) as text. */
export function bodyOf(entries: Array<{ bytes?: string }> | undefined): string | undefined {
  if (!entries?.length) return undefined;
  const bytes = entries.map((e) => (e.bytes ? atob(e.bytes) : '')).join('');
  return new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
}

export function hasReferer(headers: object | undefined): boolean {
  return Object.keys(headers ?? {}).some((k) => k.toLowerCase() === 'referer');
}
