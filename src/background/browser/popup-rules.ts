/**
 * The declarativeNetRequest session rules of the popup guard (popup-guard.ts says why and when they block), and the
 * tab sets they are written from. One writer: rules are written one after another, so the last state wins.
 */
export const POPUP_RULE_ID = 7011;
export const OPAQUE_RULE_ID = 7012;
/**
 * Pings and beacons (`<a ping>`, navigator.sendBeacon: DNR's "ping") from the watched tabs. The debugger judges only
 * document loads; these leave on a click or on unload with whatever the page put in them, what the agent typed
 * included (red team c11-r12-ping-typed-secret: a secret typed into its own site, pinged to another on "Save"). They
 * change nothing a person or the agent sees on the page, so while a task works in the tab none goes.
 */
export const PING_RULE_ID = 7013;
/** Pages holding a secret the agent typed (secret-seal.ts): one rule per tab, ids from here on. */
const SEAL_RULE_BASE = 7020;
const SEAL_RULE_SPAN = 80;
/** chrome.tabs.TAB_ID_NONE: requests of no tab (service and shared workers). */
const NO_TAB = -1;
/** Allow rules for one approved load each: ids from here on. */
const PASS_RULE_BASE = 7100;
const PASS_RULE_SPAN = 800;

type Condition = chrome.declarativeNetRequest.RuleCondition;
type Rule = chrome.declarativeNetRequest.Rule;

export const state = {
  /** The tabs the rules leave alone: those open when the watch began (the user's), the watched tabs, the agent's. */
  excluded: undefined as Set<number> | undefined,
  /** Hosts of every document the watched tabs loaded during the watch: the initiators whose new windows are judged. */
  hosts: new Set<string>(),
  /**
   * New windows of a watched page (their first load approved, or open before the watch began): out of the rule for
   * their own cross-site loads (a sign-in popup going from site to site), under the rule for loads a watched
   * site's page starts (the opener, keeping a handle on the window, loading it again with the data).
   */
  passed: new Set<number>(),
  /** One approved load per tab, let through by an allow rule for its address only: its redirects are judged. */
  passing: new Map<number, { url: string; id: number }>(),
  /** Tabs whose page holds a secret the agent typed, and the sites it may still talk to, its own first. */
  sealed: new Map<number, string[]>(),
  /** The watched tabs (they stay out of the rules: the debugger judges their loads). */
  watched: [] as number[],
};

const SUBRESOURCES = [
  'sub_frame',
  'stylesheet',
  'script',
  'image',
  'font',
  'object',
  'xmlhttprequest',
  'ping',
  'csp_report',
  'media',
  'websocket',
  'webtransport',
  'webbundle',
  'other',
];

let nextPass = 0;
/** An id for the allow rule of one approved load. */
export const passRuleId = () => PASS_RULE_BASE + (nextPass++ % PASS_RULE_SPAN);

let written: number[] = [];
let pending: Promise<unknown> = Promise.resolve();

async function writeRules(): Promise<void> {
  const { excluded, hosts, passed, passing } = state;
  const seals = Array.from({ length: SEAL_RULE_SPAN }, (_, i) => SEAL_RULE_BASE + i);
  const removeRuleIds = [POPUP_RULE_ID, OPAQUE_RULE_ID, PING_RULE_ID, ...seals, ...written];
  const addRules: Rule[] = [];
  const rule = (id: number, type: string, priority: number, condition: Condition): Rule => ({
    id,
    priority,
    action: { type: type as chrome.declarativeNetRequest.RuleActionType },
    condition: { resourceTypes: ['main_frame' as chrome.declarativeNetRequest.ResourceType], ...condition },
  });
  if (excluded) {
    const thirdParty = { domainType: 'thirdParty' as chrome.declarativeNetRequest.DomainType };
    addRules.push(rule(OPAQUE_RULE_ID, 'block', 1, { ...thirdParty, excludedTabIds: [...excluded, ...passed] }));
    if (hosts.size)
      addRules.push(rule(POPUP_RULE_ID, 'block', 1, { initiatorDomains: [...hosts], excludedTabIds: [...excluded] }));
    // The address exactly (`|…|` anchors both ends; a `*` or `^` in it only widens the match within the address).
    for (const [tab, { url, id }] of passing)
      addRules.push(rule(id, 'allow', 2, { tabIds: [tab], urlFilter: `|${url}|` }));
  }
  if (state.watched.length)
    addRules.push(
      rule(PING_RULE_ID, 'block', 1, {
        resourceTypes: ['ping' as chrome.declarativeNetRequest.ResourceType],
        tabIds: [...state.watched],
      }),
    );
  // Every subresource of the sealed page to another site (a fetch, an image, a frame, a socket); its site goes on.
  // The site's workers too: a service worker's requests belong to no tab (TAB_ID_NONE), and the page can hand it the
  // secret by postMessage (red team c11-r14-worker-typed-secret); matched by the site that started them.
  let seal = SEAL_RULE_BASE;
  const subresources = SUBRESOURCES as chrome.declarativeNetRequest.ResourceType[];
  for (const [tab, sites] of state.sealed)
    if (state.watched.includes(tab) && seal < SEAL_RULE_BASE + SEAL_RULE_SPAN - 1)
      addRules.push(
        rule(seal++, 'block', 1, { resourceTypes: subresources, tabIds: [tab], excludedRequestDomains: sites }),
        rule(seal++, 'block', 1, {
          resourceTypes: subresources,
          tabIds: [NO_TAB],
          initiatorDomains: sites.slice(0, 1),
          excludedRequestDomains: sites,
        }),
      );
  written = addRules.map((r) => r.id).filter((id) => id >= PASS_RULE_BASE);
  await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds, addRules });
}

/** Writes the rules from the state as it is now. */
export function sync(): Promise<void> {
  const run = pending.then(writeRules, writeRules);
  pending = run.catch(() => undefined);
  return run.catch(() => undefined);
}

/** Rules a stopped worker left (the task that set them ended with it). */
export async function clearLeftRules(): Promise<void> {
  const left = await chrome.declarativeNetRequest.getSessionRules().catch(() => []);
  const ours = left.map((r) => r.id).filter((id) => id >= POPUP_RULE_ID && id < PASS_RULE_BASE + PASS_RULE_SPAN);
  if (ours.length)
    await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: ours }).catch(() => undefined);
}
