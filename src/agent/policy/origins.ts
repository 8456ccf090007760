/**
 * Origins and the block list. Only http(s) pages are web origins the agent may touch; everything else
 * (javascript:, data:, file:, chrome:, blob:) is refused, because it either runs code or reaches outside the web.
 */

import { getDomain } from 'tldts';

/** "https://a.example:8443" for a web URL, undefined for anything else or garbage. */
export function webOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return parsed.origin;
}

/** Normalises a user-written origin ("https://A.example/" -> "https://a.example"); undefined when it is not one. */
export function normaliseOrigin(text: string): string | undefined {
  return webOrigin(text.trim());
}

/**
 * Block list entries:
 * - "https://bank.example" — that origin exactly (scheme + host + port);
 * - "bank.example" — the host and every subdomain, any scheme or port (what users mean when they type a site);
 * - "*.bank.example" — subdomains only.
 * Matching is on the parsed hostname, so "bank.example.attacker.test" never matches "bank.example".
 */
export function isBlocked(origin: string, blockedSites: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return true; // an origin we cannot parse is not one we act on
  }
  for (const raw of blockedSites) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('://')) {
      if (normaliseOrigin(entry) === origin) return true;
      continue;
    }
    const bare = entry.replace(/\/.*$/, '').replace(/:\d+$/, '');
    if (bare.startsWith('*.')) {
      if (host.endsWith(bare.slice(1))) return true;
    } else if (host === bare || host.endsWith(`.${bare}`)) {
      return true;
    }
  }
  return false;
}

/** A short form for cards and reasons: "shop.example" for https on the default port, else the full origin. */
export function displayOrigin(origin: string): string {
  try {
    const u = new URL(origin);
    return u.protocol === 'https:' && !u.port ? u.hostname : origin;
  } catch {
    return origin;
  }
}

/**
 * The site an origin belongs to, its registrable domain by the public suffix list ("d1.attacker.test:8080" ->
 * "attacker.test", "shop.co.uk", and "alice.github.io" apart from "evil.github.io": private suffixes count, as
 * each of their sites is someone else's): one server can answer every subdomain and port, so what a site was sent
 * is kept per site (red team c11-r10-otp-subdomains), and data read on one site is another's to judge.
 */
export function siteKey(origin: string): string {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return origin;
  }
  if (/^[\d.]+$|^\[/.test(host)) return host;
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost';
  // A name under no known suffix (an intranet host, a test name like "attacker.test"): its last two labels.
  return getDomain(host, { allowPrivateDomains: true }) ?? host.split('.').slice(-2).join('.');
}
