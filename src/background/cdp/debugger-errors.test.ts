import { describe, expect, it } from 'vitest';
import { classifyDebuggerError, detachReasonFailure, isUndebuggableUrl } from './debugger-errors';

describe('debugger failures', () => {
  it('refuses browser pages and the Web Store up front', () => {
    expect(isUndebuggableUrl('chrome://settings')).toBe(true);
    expect(isUndebuggableUrl('chrome-extension://abc/panel.html')).toBe(true);
    expect(isUndebuggableUrl('https://chromewebstore.google.com/detail/x')).toBe(true);
    expect(isUndebuggableUrl('https://chrome.google.com/webstore/category')).toBe(true);
    expect(isUndebuggableUrl('https://example.com/chrome://')).toBe(false);
    expect(isUndebuggableUrl('about:blank')).toBe(false);
  });

  it('maps Chrome error texts to codes with plain messages', () => {
    const other = classifyDebuggerError(new Error('Another debugger is already attached to the tab with id: 4.'));
    expect(other.code).toBe('already_attached');
    expect(other.message).toMatch(/DevTools/);
    expect(classifyDebuggerError(new Error('Cannot access a chrome:// URL')).code).toBe('restricted_page');
    expect(classifyDebuggerError(new Error('No tab with given id 9.')).code).toBe('tab_closed');
    expect(classifyDebuggerError(new Error('Debugger is not attached to the tab with id: 3.')).code).toBe('detached');
    expect(classifyDebuggerError('boom').code).toBe('failed');
  });

  it('maps onDetach reasons', () => {
    expect(detachReasonFailure('canceled_by_user').message).toMatch(/cancelled/);
    expect(detachReasonFailure('target_closed').code).toBe('tab_closed');
  });
});
