/**
 * The chrome implementation of BrowserPort: each method hands the browser work to the module that does it.
 * Page-changing methods run inside runAction (one at a time per tab, settle, diff, dialogs, new tabs).
 */
import type { BrowserPort } from '../../agent/browser-port';
import { failureOf, runAction } from './actions';
import { captureScreenshot, readPageText } from './capture';
import { fillFields, selectOptions } from './forms';
import { evaluateInPage, historyUrl, navigateTab, scrollPage } from './page-ops';
import { clickPoint, clickRef, dragPoints, dragRefs, hoverRef } from './pointer';
import { findInSnapshot, takeSnapshot } from './reads';
import { describePolicyTarget, passwordValuesOf } from './policy-facts';
import { armTargets } from './press-guard';
import { guardRedirects, watchNavigations } from './redirect-guard';
import { sealTab } from './secret-seal';
import { browserTab, knownTab } from './tab';
import { closeTab, listTabs, openTab, switchTab } from './tabs';
import { pressKeys, typeRef } from './typing';
import { typeAtPoint } from './type-at-point';
import { uploadFiles } from './upload';
import { waitForCondition } from './wait';

const PAGE_TEXT_MAX = 40_000;

/** The tab each call acts in is the caller's ToolContext.tabId, which the agent loop moves after a `tabs` call. */
export const chromeBrowserPort: BrowserPort = {
  snapshot: (tabId, mode) => takeSnapshot(tabId, mode),
  find: (tabId, query) => findInSnapshot(tabId, query),
  pageText: (tabId, _signal, options) => readPageText(tabId, PAGE_TEXT_MAX, options?.notShown === true),
  screenshot: (tabId) => captureScreenshot(tabId),

  click: (tabId, ref, options, act) => runAction(tabId, act, (tab) => clickRef(tab, ref, options)),
  hover: (tabId, ref, act) => runAction(tabId, act, (tab) => hoverRef(tab, ref)),
  type: (tabId, ref, text, options, act) => runAction(tabId, act, (tab) => typeRef(tab, ref, text, options)),
  fillForm: (tabId, fields, act) => runAction(tabId, act, (tab) => fillFields(tab, fields)),
  selectOption: (tabId, ref, values, act) => runAction(tabId, act, (tab) => selectOptions(tab, ref, values)),
  pressKey: (tabId, keys, ref, act) => runAction(tabId, act, (tab) => pressKeys(tab, keys, ref)),
  scroll: (tabId, request, act) => runAction(tabId, act, (tab) => scrollPage(tab, request), { after: 'snapshot' }),
  drag: (tabId, from, to, act, keep) => runAction(tabId, act, (tab) => dragRefs(tab, from, to, keep)),
  uploadFile: (tabId, ref, files, act) => runAction(tabId, act, (tab) => uploadFiles(tab, ref, files)),
  clickAt: (tabId, x, y, options, act) => runAction(tabId, act, (tab) => clickPoint(tab, x, y, options)),
  dragAt: (tabId, from, to, act) => runAction(tabId, act, (tab) => dragPoints(tab, from, to)),
  typeAt: (tabId, x, y, text, options, act) => runAction(tabId, act, (tab) => typeAtPoint(tab, x, y, text, options)),
  navigate: (tabId, request, act) =>
    runAction(tabId, act, (tab) => navigateTab(tab, request), {
      acceptBeforeUnload: act.dialog?.accept ?? true,
      after: 'snapshot',
    }),

  waitFor: (tabId, condition, timeoutMs, signal) => waitForCondition(tabId, condition, timeoutMs, signal),
  lastScreenshotScale: (tabId) => knownTab(tabId)?.screenshotScale,
  listTabs: (tabId) => listTabs(tabId),
  openTab: (tabId, url, signal) => openTab(tabId, url, signal),
  switchTab: (_tabId, target) => switchTab(target, new AbortController().signal),
  closeTab: (_tabId, target) => closeTab(target),
  evaluate: async (tabId, code, ref, signal) => {
    const got = await browserTab(tabId);
    if (!got.ok) return { ok: false, error: got.error };
    return evaluateInPage(got.tab, code, ref, signal).catch(failureOf);
  },
  describeTarget: (tabId, target) => describePolicyTarget(tabId, target),
  armTargets: (tabId, fingerprints) => armTargets(tabId, fingerprints),
  guardRedirects: (tabId, judge) => guardRedirects(tabId, judge),
  watchNavigations: (tabId, judge) => watchNavigations(tabId, judge),
  sealTab: (tabId, also) => sealTab(tabId, also),
  passwordValues: (tabId) => passwordValuesOf(tabId),
  historyUrl: async (tabId, direction) => {
    const got = await browserTab(tabId);
    return got.ok ? historyUrl(got.tab, direction).catch(() => undefined) : undefined;
  },
};
