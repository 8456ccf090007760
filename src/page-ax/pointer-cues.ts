/**
 * What marks an element as something to click when no role says so: a cursor, or a click handler its markup
 * declares. Read by the hint walk (walk.ts); the snapshot makes such an element a target (agent/snapshot/build.ts).
 */

/**
 * Cursors that say "act on me": a pointer, the grab and move cursors of things dragged, and the context-menu cursor
 * of a row whose actions open on a right click (jSuites' past events: relay log C159).
 */
export const TARGET_CURSOR = /^(pointer|grab|move|context-menu)$/;

/** Click handlers declared in markup (inline, w2ui, Angular 1, Alpine, htmx): w2ui's sidebar items (relay log C152). */
export const DECLARES_CLICK = ['onclick', 'data-click', 'ng-click', 'x-on:click', '@click', 'hx-get', 'hx-post'];
