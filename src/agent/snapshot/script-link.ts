/**
 * `<a href="#">` is a button that a script handles (a thread's "2 replies", a "Show more"): printed with its address,
 * `link "2 replies" -> /chat/`, it read as a link back to the page itself (relay log C208). Such a link prints no
 * target, as a link without href does.
 */
export function scriptOnly(url: string, pageUrl: string): boolean {
  if (/^javascript:/i.test(url)) return true;
  if (!url.endsWith('#')) return false;
  try {
    const [u, page] = [new URL(url), new URL(pageUrl)];
    return u.origin === page.origin && u.pathname === page.pathname && u.search === page.search;
  } catch {
    return false;
  }
}
