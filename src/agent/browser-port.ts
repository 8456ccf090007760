/**
 * The browser as the pure agent core sees it. The service worker implements it over chrome.* and CDP
 * (src/background/browser-port-chrome.ts); unit tests implement it in memory. No chrome.* type appears here.
 *
 * This file is the seam between the agent core and the browser: extend it when a tool needs a new capability,
 * keep each method coarse enough that a fake can implement it in a few lines.
 */
export interface BrowserPort {
  /** Placeholder member until the tools land; replaced by the real surface. */
  readonly kind: string;
}
