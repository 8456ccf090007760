/**
 * The browser as the pure agent core sees it. The service worker implements it over chrome.* and CDP
 * (src/background/browser/port.ts); unit tests implement it in memory. No chrome.* type appears here.
 *
 * Coarse on purpose: one method per thing a tool asks for. The port does the browser work (locate the element of a
 * ref, check it, act with trusted input, wait for the page to settle, diff the snapshot); tools validate, describe
 * and format. Every method answers with a value, never a throw, and honours `signal` in every wait.
 */
import type { ElementFacts } from './policy/types';

/** An image a tool hands back (screenshots). `data` is base64 without a data: prefix. */
export interface ToolImage {
  mediaType: 'image/jpeg' | 'image/png';
  data: string;
  width: number;
  height: number;
}

export type PortResult<T> = { ok: true; value: T } | { ok: false; error: string; hint?: string };

export type MouseButton = 'left' | 'right' | 'middle';
export type Modifier = 'Alt' | 'Control' | 'Meta' | 'Shift';

/** What to do with a JavaScript dialog (alert/confirm/prompt/beforeunload) the action opens. */
export interface DialogChoice {
  accept: boolean;
  promptText?: string;
}

export interface ActOptions {
  signal: AbortSignal;
  /** Default: alerts are accepted, confirm/prompt dismissed, beforeunload accepted only by `navigate`. */
  dialog?: DialogChoice;
}

/** What an action did, for the tool to turn into text. Page-derived strings are not yet wrapped as untrusted. */
export interface ActionReport {
  /** What was done, e.g. `clicked button "Save"`. */
  summary: string;
  /** The tab's URL after the action (names the source of the page-derived text). */
  url: string;
  /** Things that did not go as asked but did not stop the action (a value that did not land...). */
  warnings: string[];
  /** Snapshot lines that changed after the action (the snapshot engine's diff); undefined when not computed. */
  changes?: string;
  /** The main frame navigated to this URL. */
  navigatedTo?: string;
  /** ...within the same document (a #hash or History API change): the page and its refs are still there. */
  sameDocument?: boolean;
  newTabs: Array<{ tabId: number; url: string; title: string }>;
  dialogs: Array<{ type: string; message: string; handled: 'accepted' | 'dismissed' }>;
  /** Milliseconds from the call to the result, and the part spent waiting for the page to settle. */
  timing: { totalMs: number; settleMs: number };
}

export interface SnapshotView {
  /** The snapshot text (src/agent/snapshot/FORMAT.md). */
  text: string;
  url: string;
  title: string;
}

export interface ScreenshotView {
  image: ToolImage;
  /** CSS pixels of the viewport per screenshot pixel (devicePixelRatio, zoom and downscaling included). */
  cssPerPixel: number;
  viewport: { width: number; height: number };
}

/** What a drag by refs keeps of where it started: its height ('row': to_ref's column) or its x ('column'). */
export type DragKeep = 'row' | 'column';
export interface ClickOptions {
  button: MouseButton;
  clickCount: 1 | 2;
  modifiers: Modifier[];
}

export interface TypeOptions {
  /** insert: at the caret, where a click or press_key left it (a line into code). */
  mode: 'replace' | 'append' | 'insert';
  submit: boolean;
}

export type FormValue = string | boolean | string[];

export type ScrollRequest =
  | { target: 'page'; direction: 'up' | 'down' | 'left' | 'right'; pages: number }
  | { target: 'element'; ref: string; direction: 'up' | 'down' | 'left' | 'right'; pages: number }
  | { target: 'into_view'; ref: string };

export type WaitCondition =
  | { kind: 'text'; text: string; present: boolean }
  | {
      kind: 'ref';
      ref: string;
      state: 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'attached' | 'detached';
    };

export type NavigateRequest = { url: string } | { action: 'back' | 'forward' | 'reload' };

export interface TabInfo {
  tabId: number;
  url: string;
  title: string;
  active: boolean;
}

export interface FileToUpload {
  name: string;
  mimeType: string;
  /** base64 bytes */
  data: string;
}

/**
 * What a tool asks the browser side about before it acts, for its effects (tools/effects.ts):
 * - `ref`: the element of a snapshot ref;
 * - `x`, `y` (CSS px of the viewport): the element that really receives input there, hit-tested through open
 *   shadow roots and every frame (same-site and out-of-process) to the innermost element, then its enclosing
 *   button, link or field;
 * - `focused` (+ `tabs`): the element the keys go to now (through frames), or after `tabs` net presses of Tab
 *   (negative: Shift+Tab) from it, or from `ref` once focused.
 */
export type TargetQuery = { ref: string } | { x: number; y: number } | { focused: true; tabs?: number; ref?: string };

/** What policy needs to know about the element a call targets (src/agent/policy/README.md, section 2). */
export interface PolicyTargetFacts {
  pageUrl: string;
  frameUrl: string;
  element?: ElementFacts;
  /** For a text field: what Enter in it does. `submit`: the form's default button (element) is pressed; `send`:
   * a chat or compose box sends its message. Undefined when Enter only types a line break or nothing. */
  onEnter?: { effect: 'submit' | 'send'; element?: ElementFacts };
  /**
   * Identity of the element as judged (frame, node, tag, names, link, form action). The browser side computes it
   * again at the moment of the press and refuses the press when it differs (armTargets).
   */
  fingerprint?: string;
}

export interface BrowserPort {
  snapshot(tabId: number, mode: 'viewport' | 'full', signal: AbortSignal): Promise<PortResult<SnapshotView>>;
  /** Searches the latest snapshot (taking one when there is none) for lines matching `query`. */
  find(tabId: number, query: string, signal: AbortSignal): Promise<PortResult<{ text: string; matches: number }>>;
  /** `notShown`: also the content of other slides, inactive tabs and collapsed sections, labelled as not shown. */
  pageText(
    tabId: number,
    signal: AbortSignal,
    options?: { notShown?: boolean },
  ): Promise<PortResult<{ markdown: string; title: string; url: string }>>;
  screenshot(tabId: number, signal: AbortSignal): Promise<PortResult<ScreenshotView>>;

  click(tabId: number, ref: string, options: ClickOptions, act: ActOptions): Promise<PortResult<ActionReport>>;
  hover(tabId: number, ref: string, act: ActOptions): Promise<PortResult<ActionReport>>;
  type(
    tabId: number,
    ref: string,
    text: string,
    options: TypeOptions,
    act: ActOptions,
  ): Promise<PortResult<ActionReport>>;
  fillForm(
    tabId: number,
    fields: Array<{ ref: string; value: FormValue }>,
    act: ActOptions,
  ): Promise<PortResult<ActionReport>>;
  selectOption(tabId: number, ref: string, values: string[], act: ActOptions): Promise<PortResult<ActionReport>>;
  /** `keys`: combos already validated by the tool (see tools/keys.ts), pressed in order. */
  pressKey(tabId: number, keys: string[], ref: string | undefined, act: ActOptions): Promise<PortResult<ActionReport>>;
  scroll(tabId: number, request: ScrollRequest, act: ActOptions): Promise<PortResult<ActionReport>>;
  drag(tabId: number, from: string, to: string, act: ActOptions, keep?: DragKeep): Promise<PortResult<ActionReport>>;
  uploadFile(tabId: number, ref: string, files: FileToUpload[], act: ActOptions): Promise<PortResult<ActionReport>>;
  /** `x`, `y` in CSS pixels of the viewport (tools map screenshot pixels with ScreenshotView.cssPerPixel). */
  clickAt(
    tabId: number,
    x: number,
    y: number,
    options: ClickOptions,
    act: ActOptions,
  ): Promise<PortResult<ActionReport>>;
  dragAt(
    tabId: number,
    from: { x: number; y: number },
    to: { x: number; y: number },
    act: ActOptions,
  ): Promise<PortResult<ActionReport>>;
  typeAt(
    tabId: number,
    x: number,
    y: number,
    text: string,
    options: TypeOptions,
    act: ActOptions,
  ): Promise<PortResult<ActionReport>>;
  navigate(tabId: number, request: NavigateRequest, act: ActOptions): Promise<PortResult<ActionReport>>;

  waitFor(
    tabId: number,
    condition: WaitCondition,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<PortResult<{ met: boolean; waitedMs: number; detail: string }>>;
  /** The last screenshot's mapping of this tab, for the coordinate tools; undefined before any screenshot. */
  lastScreenshotScale(tabId: number): number | undefined;

  listTabs(tabId: number): Promise<PortResult<TabInfo[]>>;
  openTab(tabId: number, url: string, signal: AbortSignal): Promise<PortResult<TabInfo>>;
  switchTab(tabId: number, target: number): Promise<PortResult<TabInfo>>;
  closeTab(tabId: number, target: number): Promise<PortResult<{ closed: number }>>;

  /** Runs `code` in the page's main world (a function body; `element` is the ref's element when given). */
  evaluate(
    tabId: number,
    code: string,
    ref: string | undefined,
    signal: AbortSignal,
  ): Promise<PortResult<{ value: string }>>;

  /** Policy: facts about a ref's element, the element under a CSS point, or the focused one, without acting. */
  describeTarget?(tabId: number, target: TargetQuery): Promise<PortResult<PolicyTargetFacts>>;
  /**
   * Policy: the fingerprints of the elements the approved call was judged on. The next action on the tab presses
   * only on an element with one of them (checked right before the mouse or the activating key goes down); an empty
   * list disarms. Tools run without policy (tests, benchmarks) never arm, and nothing is checked.
   */
  armTargets?(tabId: number, fingerprints: string[]): void;
  /**
   * Policy: judge each server redirect of a page load in this tab before it is requested (policy/redirects.ts);
   * `undefined` stops judging. Armed by the policy gate for the tab a task works in.
   */
  guardRedirects?(tabId: number, judge: RedirectJudge | undefined): void;
  /**
   * Policy: judge every load the page makes by itself in this tab (script, form, meta refresh, its redirects),
   * between actions too, until `undefined` ends it. Armed by the policy gate for the whole task.
   */
  watchNavigations?(tabId: number, judge: RedirectJudge | undefined): Promise<void>;
  /** Policy: a secret goes into this tab; its requests to sites but its own and `also` stop (secret-seal.ts). Returns why
   * it must not be typed (an open socket to another site). */
  sealTab?(tabId: number, also: readonly string[]): Promise<string | undefined>;
  /** Policy: current password-field values of every frame, only for the redactor; never shown to the model. */
  passwordValues?(tabId: number): Promise<PortResult<string[]>>;
  /** Policy: the URL `back` / `forward` would go to, so it is judged like any other navigation. */
  historyUrl?(tabId: number, direction: 'back' | 'forward'): Promise<string | undefined>;
}

/**
 * From the address that answered with a redirect (or the page that starts a load: `page`) to the one it names:
 * undefined lets the load go, else why not.
 */
export type RedirectJudge = (from: string, to: string, kind: 'redirect' | 'page') => string | undefined;
