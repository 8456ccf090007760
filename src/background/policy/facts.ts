/**
 * From a validated tool call to the TargetFacts decide() reads (src/agent/policy/README.md, section 1): which page,
 * which element (asked of the page, never taken from the model's words), what value, which URL. One call can yield
 * several targets (fill_form: one per field), each decided on its own.
 */
import type { BrowserPort, PolicyTargetFacts, PortResult } from '../../agent/browser-port';
import type { TargetFacts } from '../../agent/policy';
import type { RiskTier } from '../../agent/tools/types';
import { screenshotToCss } from '../../agent/tools/coords';

export interface CallFacts {
  /** Per-tool tier overrides where the tool's own tier is lower than the risk tiers require. */
  risk: RiskTier;
  targets: TargetFacts[];
  /** Set when the page could not be asked about the element; the call is refused unless policy denies it first. */
  problem?: string;
}

/** upload_file sends the user's files to a site: high-risk in every mode, whatever the tool file says. */
const RISK_OVERRIDES: Record<string, RiskTier> = { upload_file: 'high' };

type Args = Record<string, unknown>;
type Lookup = PortResult<PolicyTargetFacts>;

export async function callFacts(
  tool: { name: string; risk: RiskTier },
  args: Args,
  tabId: number,
  browser: BrowserPort,
): Promise<CallFacts> {
  const risk = RISK_OVERRIDES[tool.name] ?? tool.risk;
  const pageUrl = await tabUrl(tabId);
  const base: TargetFacts = pageUrl ? { pageUrl } : {};
  const describe = (target: { ref: string } | { x: number; y: number } | { focused: true }): Promise<Lookup> =>
    browser.describeTarget
      ? browser.describeTarget(tabId, target)
      : Promise.resolve({ ok: false, error: 'The browser cannot describe elements' });
  // describeTarget says whether the element *can* submit its form; whether this call does depends on the tool: a
  // click does, typing does only with submit: true, a key press only with Enter, filling and hovering never.
  const submits = submitsByCall(tool.name, args);
  const element = async (lookup: Promise<Lookup>, extra: Partial<TargetFacts> = {}): Promise<CallFacts> => {
    const found = await lookup;
    if (!found.ok) return { risk, targets: [{ ...base, ...extra }], problem: found.error };
    const el = found.value.element;
    const facts = el && !submits ? { ...found.value, element: { ...el, submitsForm: false } } : found.value;
    return { risk, targets: [{ ...base, ...withNavigation(facts), ...extra }] };
  };
  const point = (x: unknown, y: unknown) => {
    const at = screenshotToCss(Number(x), Number(y), browser.lastScreenshotScale(tabId));
    return at.ok ? describe({ x: at.x, y: at.y }) : Promise.resolve<Lookup>({ ok: false, error: at.error });
  };

  switch (tool.name) {
    case 'click':
    case 'hover':
    case 'drag':
      return args.ref
        ? element(describe({ ref: String(args.ref) }))
        : element(point((args.from as Args)?.x, (args.from as Args)?.y));
    case 'click_xy':
      return element(point(args.x, args.y));
    case 'type':
      return element(describe({ ref: String(args.ref) }), { value: String(args.text) });
    case 'type_xy':
      return element(point(args.x, args.y), { value: String(args.text) });
    case 'select_option':
      return element(describe({ ref: String(args.ref) }), { value: [args.values].flat().map(String).join(', ') });
    case 'press_key':
      // Enter in a field submits its form: describe the field it goes to, the ref or whatever has focus.
      return element(describe(args.ref ? { ref: String(args.ref) } : { focused: true }));
    case 'upload_file': {
      const files = Array.isArray(args.files) ? args.files.map(String) : ['(all attached files)'];
      return element(describe({ ref: String(args.ref) }), { upload: { fileNames: files } });
    }
    case 'evaluate':
      return args.ref
        ? element(describe({ ref: String(args.ref) }), { script: String(args.code) })
        : { risk, targets: [{ ...base, script: String(args.code) }] };
    case 'fill_form': {
      const fields = (args.fields as Array<{ ref: string; value: unknown }>) ?? [];
      const all = await Promise.all(
        fields.map((f) =>
          element(
            describe({ ref: f.ref }),
            typeof f.value === 'boolean' ? {} : { value: [f.value].flat().map(String).join(', ') },
          ),
        ),
      );
      return {
        risk,
        targets: all.flatMap((a) => a.targets),
        ...(all.find((a) => a.problem) ? { problem: all.find((a) => a.problem)!.problem } : {}),
      };
    }
    case 'navigate': {
      // back / forward go somewhere too: judge the history entry's URL like any other navigation.
      const direction = args.action === 'back' || args.action === 'forward' ? args.action : undefined;
      const url = args.url ? String(args.url) : direction ? await browser.historyUrl?.(tabId, direction) : undefined;
      return { risk, targets: [url ? { ...base, navigation: { url, via: 'navigate' } } : base] };
    }
    case 'tabs':
      return { risk, targets: [await tabsTarget(args, base)] };
    default:
      // snapshot, find, get_page_text, screenshot, scroll, wait_for: about the page the tab shows.
      return { risk, targets: [base] };
  }
}

function submitsByCall(tool: string, args: Args): boolean {
  if (tool === 'click' || tool === 'click_xy') return true;
  if (tool === 'type' || tool === 'type_xy') return args.submit === true;
  if (tool === 'press_key') return [args.keys].flat().some((k) => /(^|\+)(Enter|NumpadEnter)$/i.test(String(k)));
  return false;
}

/** A link click leads to its href; a submit sends the form to its action. */
function withNavigation(found: PolicyTargetFacts): TargetFacts {
  const el = found.element;
  const facts: TargetFacts = { pageUrl: found.pageUrl, frameUrl: found.frameUrl, ...(el ? { element: el } : {}) };
  if (el?.href && !el.download) facts.navigation = { url: el.href, via: 'link' };
  else if (el?.submitsForm && el.form?.action) facts.navigation = { url: el.form.action, via: 'form' };
  if (el?.download) facts.download = el.href ? { url: el.href } : {};
  return facts;
}

async function tabsTarget(args: Args, base: TargetFacts): Promise<TargetFacts> {
  if (args.action === 'open' && args.url) return { ...base, navigation: { url: String(args.url), via: 'navigate' } };
  if ((args.action === 'switch' || args.action === 'close') && typeof args.tab_id === 'number') {
    const url = await tabUrl(args.tab_id);
    // Switching to a tab the page opened shows the agent a site it may never have been asked about.
    return args.action === 'switch' && url
      ? { ...base, navigation: { url, via: 'navigate' } }
      : url
        ? { pageUrl: url }
        : base;
  }
  return {}; // listing tabs touches no site
}

export async function tabUrl(tabId: number): Promise<string | undefined> {
  const tab = await chrome.tabs.get(tabId).catch(() => undefined);
  return tab?.url || tab?.pendingUrl || undefined;
}
