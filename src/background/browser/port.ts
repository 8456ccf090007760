/**
 * The chrome implementation of BrowserPort: each method hands the browser work to the module that does it.
 * Page-changing methods run inside runAction (one at a time per tab, settle, diff, dialogs, new tabs).
 */
import type { BrowserPort } from '../../agent/browser-port';
import { runAction } from './actions';
import { clickPoint, clickRef, dragRefs, hoverRef } from './pointer';
import { findInSnapshot, takeSnapshot } from './reads';
import { knownTab } from './tab';
import { pressKeys, typeAtPoint, typeRef } from './typing';

const notYet = async () => ({ ok: false as const, error: 'This tool is not available yet.' });

export const chromeBrowserPort: BrowserPort = {
  snapshot: (tabId, mode) => takeSnapshot(tabId, mode),
  find: (tabId, query) => findInSnapshot(tabId, query),
  pageText: notYet,
  screenshot: notYet,

  click: (tabId, ref, options, act) => runAction(tabId, act, (tab) => clickRef(tab, ref, options)),
  hover: (tabId, ref, act) => runAction(tabId, act, (tab) => hoverRef(tab, ref)),
  type: (tabId, ref, text, options, act) => runAction(tabId, act, (tab) => typeRef(tab, ref, text, options)),
  fillForm: notYet,
  selectOption: notYet,
  pressKey: (tabId, keys, ref, act) => runAction(tabId, act, (tab) => pressKeys(tab, keys, ref)),
  scroll: notYet,
  drag: (tabId, from, to, act) => runAction(tabId, act, (tab) => dragRefs(tab, from, to)),
  uploadFile: notYet,
  clickAt: (tabId, x, y, options, act) => runAction(tabId, act, (tab) => clickPoint(tab, x, y, options)),
  typeAt: (tabId, x, y, text, options, act) => runAction(tabId, act, (tab) => typeAtPoint(tab, x, y, text, options)),
  navigate: notYet,

  waitFor: notYet,
  lastScreenshotScale: (tabId) => knownTab(tabId)?.screenshotScale,
  listTabs: notYet,
  openTab: notYet,
  switchTab: notYet,
  closeTab: notYet,
  evaluate: notYet,
};
