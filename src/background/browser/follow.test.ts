import { describe, expect, it } from 'vitest';
import { agentTab, follow, forgetFollow } from './follow';

describe('following the agent across tabs', () => {
  it('sends calls for the task tab to the tab the agent switched to, and back', () => {
    expect(agentTab(1)).toBe(1);
    follow(1, 7);
    expect(agentTab(1)).toBe(7);
    expect(agentTab(7)).toBe(7); // a caller that already passes the new tab is unaffected
    follow(7, 9); // switched on from the new tab (a caller honouring ToolResult.tabId)
    expect(agentTab(1)).toBe(9);
    follow(1, 1); // back home
    expect(agentTab(1)).toBe(1);
  });

  it('forgets a closed tab and a task that starts over', () => {
    follow(2, 5);
    forgetFollow(5);
    expect(agentTab(2)).toBe(2);
    follow(3, 6);
    forgetFollow(3);
    expect(agentTab(3)).toBe(3);
  });
});
