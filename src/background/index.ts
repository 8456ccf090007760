/**
 * The service worker: wires chrome events to the modules that handle them, nothing more. Listeners are registered
 * synchronously at top level so Chrome can wake the worker for them after it has been stopped.
 */
import { judgeToolInWorker } from './policy/judge';
import { loadSettings } from '../shared/settings-store';
import { setUiLanguage } from '../shared/i18n';
import { registerContextMenus, onContextMenuClick } from './context-menus';
import { onCommand } from './commands';
import { listenForPanels } from './panel-ports';
import type { DecisionLogEntry } from '../agent/policy';
import { answerAsk, clearAsks, pendingAsks, resendAsks } from './policy/asks';
import { runAgentStep } from './agent-step';
import { pageDeadline } from './cdp/deadline';
import { runToolInWorker } from './browser/run-tool';
import { setPageScript } from './cdp/collect';
import { forgetTab, noteOpenedTab } from './browser/tab';
import { listenForPopups } from './browser/popup-guard';
import { judgePopup } from './browser/redirect-guard';
import { routeMessage } from './router';
import { sessions } from './sessions';
import { continueTask, resumeTask, startTask, stopTask, takeOver } from './task-runner';
import { restrictStorageToExtension } from './storage-access';
import { startBridge } from './bridge';
import { runTypedCommand } from './skills/api';
import { onSkillAlarm, reconcileSchedules } from './skills/schedules';
import { SKILLS_KEY } from './skills/store';

// Keys and secrets live in chrome.storage: out of the content scripts' reach before anything else runs.
void restrictStorageToExtension();

chrome.runtime.onInstalled.addListener(() => {
  void applyLanguage().then(registerContextMenus);
});
// A hand-off outlives a browser restart: the restored tab shows it again (handoff/rebind.ts).
chrome.runtime.onStartup.addListener(() => void sessions.takeUpWaiting());

// The toolbar button opens the side panel (no popup).
void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);

// Tabs opened by a tab the agent works in (target=_blank links, window.open) are reported with the action.
chrome.webNavigation.onCreatedNavigationTarget.addListener((d) => noteOpenedTab(d.sourceTabId, d.tabId));
chrome.tabs.onCreated.addListener((t) => noteOpenedTab(t.openerTabId, t.id));
chrome.tabs.onRemoved.addListener((tabId) => forgetTab(tabId));
// New windows a page opens while a task watches its tab are judged before they load (browser/popup-guard.ts).
listenForPopups(judgePopup);

chrome.contextMenus.onClicked.addListener((info, tab) => void onContextMenuClick(info, tab));
chrome.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  routeMessage(message, sender).then(sendResponse, (error: unknown) =>
    sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
  return true; // answer asynchronously
});

const bridge = startBridge();

listenForPanels((message, port) => {
  if (bridge.onPanelMessage(message)) return;
  switch (message.type) {
    case 'panel/attach':
      bridge.showTo(port);
      void resendAsks(
        message.tabId,
        port,
        async () => ((await sessions.get(message.tabId)).conversation.decisions ?? []) as DecisionLogEntry[],
      );
      return void sessions.attach(message.tabId, port);
    case 'chat/send':
      // `/name args` naming a skill runs it; anything else (a `/` that names no skill too) is a task.
      return void runTypedCommand(message.tabId, message.text, 'manual').then(
        (ran) => void (ran || startTask(message.tabId, message.text, message.attachments, message.quotes)),
      );
    case 'chat/stop':
      return void stopTask(message.tabId);
    case 'chat/new':
      clearAsks(message.tabId);
      return void sessions.reset(message.tabId);
    case 'chat/continue':
      return void continueTask(message.tabId);
    case 'handoff/take-over':
      return void takeOver(message.tabId);
    case 'handoff/resume':
      return void resumeTask(message.tabId, message.note);
    case 'ask/answer':
      return void answerAsk(message.tabId, message.askId, message.answer);
  }
});

chrome.tabs.onRemoved.addListener((tabId) => {
  void stopTask(tabId);
  sessions.forget(tabId);
});

chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && changes.settings) void applyLanguage().then(registerContextMenus);
  if (area === 'local' && changes[SKILLS_KEY]) void reconcileSchedules();
});

// Scheduled skills: an alarm wakes the worker; every worker start also catches up on runs missed meanwhile.
chrome.alarms.onAlarm.addListener(onSkillAlarm);
void reconcileSchedules();

/** The in-page snapshot collector's script (dist/page-ax.js), read once from the extension's own files. */
let pageAxSource: Promise<string> | undefined;
const loadPageAx = () => {
  pageAxSource ??= fetch(chrome.runtime.getURL('page-ax.js')).then((r) => r.text());
  pageAxSource.catch(() => {
    pageAxSource = undefined;
  });
  return pageAxSource;
};
/** 'page': the in-page collector (cdp/page-collect.ts); 'ax': Chrome's AX tree and DOMSnapshot. */
function setCollector(kind: 'page' | 'ax'): void {
  setPageScript(kind === 'page' ? loadPageAx : undefined);
}

setCollector('page');

async function applyLanguage() {
  const { settings } = await loadSettings();
  await setUiLanguage(settings.language).catch(() => undefined);
}

/**
 * Handles for tests and for debugging from the worker's DevTools console. Only code running inside the worker can
 * reach them; pages and content scripts cannot.
 */
Object.assign(globalThis, {
  tabwright: {
    loadSettings,
    onContextMenuClick,
    onCommand,
    sessions,
    startTask,
    stopTask,
    continueTask,
    resumeTask,
    takeOver,
    runTool: runToolInWorker,
    judgeTool: judgeToolInWorker,
    runAgentStep,
    answerAsk,
    pendingAsks,
    mcp: bridge.debug,
    reconcileSchedules,
    runTypedCommand,
    setCollector,
    /** How long a CDP command may wait for the page (cdp/deadline.ts): e2e shortens it to meet a frozen page. */
    setPageDeadline: (ms: number) => {
      pageDeadline.ms = ms;
    },
  },
});
