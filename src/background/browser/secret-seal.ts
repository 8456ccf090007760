/**
 * A page that holds a secret the agent typed talks to its own site only, until it is left. The policy judged where
 * the secret was typed (its saved sites, its first use); the page's own scripts then hold it, and a fetch, an image,
 * a frame or a socket to another site can carry it off (red team c11-r12-fetch-typed-secret: Save sent the work
 * email to the attacker with fetch). The debugger judges document loads only, so a session rule of
 * declarativeNetRequest blocks every other request of the tab to another site (the page's site and its subdomains
 * go on), from the typing until the tab shows another site or the task stops watching the tab.
 * Cost: on that site's pages only, a widget of another site (a map, a chat) stops loading; sign-in forms that post the
 * password to another site's API are refused (their secret is saved for that site: the user can type it there).
 */
import { siteKey } from '../../agent/policy/origins';
import { state, sync } from './popup-rules';
import { browserTab } from './tab';

let listening = false;

/**
 * Called before a secret is typed into the tab: the rule is in place before the page sees the value. `also`: the
 * sites the secret is saved for (a payment frame's site on a shop's page), which its requests may still reach.
 * Returns why the secret must not be typed: the page holds an open WebSocket to another site, which no rule closes
 * (red team c11-r14-socket-typed-secret: opened as the page loaded, it carried the secret on Save).
 */
export async function sealTab(tabId: number, also: readonly string[] = []): Promise<string | undefined> {
  const tab = await chrome.tabs.get(tabId).catch(() => undefined);
  const site = siteOf(tab?.url ?? '');
  if (!site) return;
  const sites = [site, ...also.flatMap((o) => siteOf(o) ?? [])];
  const away = (await openSockets(tabId))
    .map((u) => u.replace(/^ws/i, 'http'))
    .find((u) => !sites.includes(siteOf(u) ?? ''));
  if (away)
    return `Not typed: this page holds an open connection to another site (${new URL(away).host}) that could carry the secret off.`;
  if (!listening) {
    listening = true;
    chrome.webNavigation.onCommitted.addListener((d) => {
      if (d.frameId === 0 && state.sealed.has(d.tabId) && siteOf(d.url) !== state.sealed.get(d.tabId)?.[0])
        unseal(d.tabId);
    });
  }
  state.sealed.set(tabId, [...new Set([...(state.sealed.get(tabId) ?? []), ...sites])]);
  await sync();
}

/**
 * A document of another site in the tab: what the pages of the secret's site held is out of reach (a page of that
 * site can keep the secret in its storage for the next page of the site to send, so the seal lasts while the tab
 * stays on the site).
 */
function unseal(tabId: number): void {
  state.sealed.delete(tabId);
  void sync();
}

async function openSockets(tabId: number): Promise<string[]> {
  const got = await browserTab(tabId).catch(() => undefined);
  return got?.ok ? [...got.tab.watch.sockets.values()] : [];
}

function siteOf(url: string): string | undefined {
  try {
    return /^https?:/.test(url) ? siteKey(new URL(url).origin) : undefined;
  } catch {
    return undefined;
  }
}
