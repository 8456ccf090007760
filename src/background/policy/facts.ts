/**
 * From a validated tool call to the TargetFacts decide() reads (src/agent/policy/README.md, section 1). Generic:
 * what a call does is the tool's own declaration (ToolDef.effects, in the tool's file), asked of the page through
 * the browser side, never taken from the model's words. One call can yield several targets (fill_form: one per
 * field; type with submit: the field and the button the Enter presses), each decided on its own.
 */
import type { BrowserPort } from '../../agent/browser-port';
import type { TargetFacts } from '../../agent/policy';
import type { ToolEffects } from '../../agent/tools/effects';
import type { RiskTier, ToolDef } from '../../agent/tools/types';

export interface CallFacts {
  risk: RiskTier;
  targets: TargetFacts[];
  /** Set when the page could not be asked about the element; the call is refused unless policy denies it first. */
  problem?: string;
  /** What the call will do, in one line, from its declared effects. */
  summary: string;
  /** The judged elements, re-checked at the moment of the press (BrowserPort.armTargets). */
  fingerprints: string[];
}

type Args = Record<string, unknown>;

export async function callFacts(
  tool: Pick<ToolDef, 'name' | 'risk' | 'effects'>,
  args: Args,
  tabId: number,
  browser: BrowserPort,
): Promise<CallFacts> {
  const pageUrl = await tabUrl(tabId);
  const base: TargetFacts = pageUrl ? { pageUrl } : {};
  if (!tool.effects) {
    // A tool that changes things must say what it changes: without that its element would go unjudged.
    if (tool.risk !== 'read') {
      const problem = `${tool.name} does not declare its effects`;
      return { risk: tool.risk, targets: [base], problem, summary: tool.name, fingerprints: [] };
    }
    return { risk: tool.risk, targets: [base], summary: `${tool.name} on the page`, fingerprints: [] };
  }
  let effects: ToolEffects;
  try {
    effects = await tool.effects(args as never, { tabId, browser, ...(pageUrl ? { pageUrl } : {}), tabUrl });
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { risk: tool.risk, targets: [base], problem, summary: tool.name, fingerprints: [] };
  }
  return {
    risk: tool.risk,
    targets: effects.targets.length ? effects.targets : [base],
    summary: effects.summary,
    fingerprints: effects.fingerprints ?? [],
    ...(effects.problem ? { problem: effects.problem } : {}),
  };
}

export async function tabUrl(tabId: number): Promise<string | undefined> {
  const tab = await chrome.tabs.get(tabId).catch(() => undefined);
  return tab?.url || tab?.pendingUrl || undefined;
}
