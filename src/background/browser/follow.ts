/**
 * Which tab the agent works in. A task is bound to the tab it started in (ToolContext.tabId), but the `tabs` tool
 * can move the agent to another tab (one a link opened). Tools return that tab as ToolResult.tabId; until every
 * caller passes it back as the new ToolContext.tabId, the port itself follows the move: calls made for the task's
 * tab go to the tab the agent switched to. Without this, refs of the new tab's snapshot would be resolved in the
 * old tab's ref table, where the same ref names another element.
 */
const followed = new Map<number, number>();

/** The tab the agent works in for calls made with `tabId`. */
export function agentTab(tabId: number): number {
  return followed.get(tabId) ?? tabId;
}

/** The agent moved from the tab it was working in (reached through `tabId`) to `target`. */
export function follow(tabId: number, target: number): void {
  const origin = [...followed].find(([, to]) => to === tabId)?.[0] ?? tabId;
  if (target === origin) followed.delete(origin);
  else followed.set(origin, target);
}

/** A task starts over in its own tab; a closed tab sends the agent back to the task's tab. */
export function forgetFollow(tabId: number): void {
  followed.delete(tabId);
  for (const [origin, to] of followed) if (to === tabId) followed.delete(origin);
}
