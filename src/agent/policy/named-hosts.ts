/** The sites the user named in their own words: the only way words make a site the user's choice. */

/**
 * Hosts written in the user's words: whole hostnames with a dot ("shop.example", "www.bank.co.uk"), localhost and
 * IP addresses, each with its port when one is given ("localhost:8080"). A plain word is never a host: "the" in the
 * user's sentence must not make "the.evil.test" theirs. "www." is dropped, so "www.shop.example" names shop.example.
 */
export function namedHosts(text: string): string[] {
  const out = new Set<string>();
  const HOST =
    /(?:https?:\/\/)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}|localhost|\d{1,3}(?:\.\d{1,3}){3})(:\d{1,5})?(?![\p{L}\p{N}@-])/giu;
  const normal = text.normalize('NFKC');
  for (const m of normal.matchAll(HOST)) {
    // An email's domain is not a site the user asked to visit.
    if (m.index > 0 && normal[m.index - 1] === '@') continue;
    let host = m[1]!.toLowerCase().replace(/^www\./, '');
    try {
      host = new URL(`http://${host}`).hostname; // punycode, the form URL.hostname has
    } catch {
      continue;
    }
    out.add(`${host}${m[2] ?? ''}`);
  }
  return [...out];
}

/** Does the host (and port) of this URL fall under a host the user named (the host itself or a subdomain)? */
// Takes only the `named` part of the task's SeenData, so this module does not import seen-data (which imports it).
export function userNamedSite(url: string, seen: { named?: string[] }): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const port = u.port || (u.protocol === 'https:' ? '443' : '80');
  return (seen.named ?? []).some((named) => {
    const [h, p] = named.split(/:(?=\d+$)/) as [string, string | undefined];
    if (p && p !== port) return false;
    return host === h || host.endsWith(`.${h}`);
  });
}
