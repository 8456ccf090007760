/**
 * A short-lived outline around the element the agent is acting on, so the user sees each step. Drawn in the top
 * frame (the worker sends top-level viewport coordinates, frames included) inside a closed shadow root, with
 * pointer-events: none so it never takes the click it announces.
 *
 * The host is added once per document and stays, empty and 0x0; showing and hiding happen inside the closed root.
 * Adding and removing it around every action was a DOM change in the page in the middle of settling (mutation-clock.ts
 * counted it), so the snapshot taken for the diff was thrown away and taken again, and the host took the whole
 * viewport, which made the snapshot ask Chrome about it as a possible closed-root host each time.
 */
let host: HTMLElement | undefined;
let box: HTMLDivElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const STYLE = `
  :host { all: initial; }
  div { position: fixed; z-index: 2147483647; pointer-events: none; box-sizing: border-box;
        border: 2px solid #7c3aed; border-radius: 4px; background: rgba(124, 58, 237, 0.12);
        transition: opacity 0.2s; }
  div[hidden] { display: none; }
`;

export function showHighlight(rect: { x: number; y: number; w: number; h: number }, label: string, ms = 700): void {
  if (!host?.isConnected || !box) {
    host = document.createElement('tabwright-highlight');
    host.style.cssText =
      'all: initial; position: fixed; top: 0; left: 0; width: 0; height: 0; pointer-events: none; z-index: 2147483647;';
    const root = host.attachShadow({ mode: 'closed' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    box = document.createElement('div');
    root.append(style, box);
    document.documentElement.append(host);
  }
  const pad = 2;
  Object.assign(box.style, {
    left: `${rect.x - pad}px`,
    top: `${rect.y - pad}px`,
    width: `${rect.w + pad * 2}px`,
    height: `${rect.h + pad * 2}px`,
    opacity: '1',
  });
  box.title = label;
  box.hidden = false;
  clearTimeout(timer);
  timer = setTimeout(hideHighlight, ms);
}

export function hideHighlight(): void {
  clearTimeout(timer);
  if (box) box.hidden = true;
}
