/**
 * A target that shows only an icon and has no name (flatpickr's month arrows, an Editor.js toolbar's "+" and "⋮⋮":
 * SVGs in bare spans) printed as `generic e4`, `generic e7`: which one went to the next month was a guess (relay log
 * C50, C72). Its class, or its icon's, most often says what it does: one word of a fixed list is printed
 * (`[icon=next]`). Only words of the list ever reach the model, never the page's own class text.
 */
import { styleOf } from './dom';
import type { Props } from './props';

/** Class words -> the word printed. Order matters: "next" before "arrow" in `arrow-next`. */
const WORDS: Array<[RegExp, string]> = [
  [/^(next|forward|fwd)$/, 'next'],
  [/^(prev|previous|back|backward)$/, 'previous'],
  [/^(close|dismiss|times|cancel)$/, 'close'],
  [/^(plus|add|create)$/, 'add'],
  [/^(minus|subtract)$/, 'minus'],
  [/^(remove|delete|trash|bin)$/, 'delete'],
  [/^(settings|setting|gear|cog|cogs|tune|tunes|options)$/, 'settings'],
  [/^(menu|hamburger|bars|burger)$/, 'menu'],
  [/^(more|ellipsis|dots|kebab|overflow)$/, 'more'],
  [/^(search|magnify|magnifier)$/, 'search'],
  [/^(edit|pencil|pen|rename)$/, 'edit'],
  [/^(increment|increase|up)$/, 'up'],
  [/^(decrement|decrease|down)$/, 'down'],
  [/^left$/, 'left'],
  [/^right$/, 'right'],
  [/^(expand|expander)$/, 'expand'],
  [/^(collapse|collapser)$/, 'collapse'],
  [/^(copy|duplicate|clone)$/, 'copy'],
  [/^(download)$/, 'download'],
  [/^(upload)$/, 'upload'],
  [/^(refresh|reload|sync)$/, 'refresh'],
  [/^(undo)$/, 'undo'],
  [/^(redo)$/, 'redo'],
  [/^(play)$/, 'play'],
  [/^(pause)$/, 'pause'],
  [/^(star|favorite|favourite)$/, 'star'],
  [/^(filter|funnel)$/, 'filter'],
  [/^(help|question|info)$/, 'help'],
  [/^(calendar)$/, 'calendar'],
  [/^(clear|erase|eraser)$/, 'clear'],
];

function words(cls: string): string[] {
  return cls
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[\s_-]+/);
}

/** The word for a nameless target that shows no text, from its class or its icon's; undefined when none fits. */
export function iconWord(el: Element, p: Props): string | undefined {
  if (!(p.focusable === true || styleOf(el).cursor === 'pointer')) return undefined;
  if (el.childElementCount > 4) return undefined;
  // Text it shows names it (icon-font glyphs in the private use area are no text).
  if ((el.textContent ?? '').replace(/[\s\uE000-\uF8FF]/g, '') !== '') return undefined;
  const classes = [el, ...el.querySelectorAll('svg, i, span, use, img')].slice(0, 5);
  for (const c of classes) {
    const ws = [...words(c.getAttribute('class') ?? ''), ...words((c.getAttribute('href') ?? '').replace(/^.*#/, ''))];
    // What a data attribute says it does (Air Datepicker's month arrows: `data-action="prev"`, relay log C141;
    // Bootstrap's carousel: `data-bs-slide="next"`): short values only, never free text.
    for (const a of c.attributes) if (a.name.startsWith('data-') && a.value.length <= 24) ws.push(...words(a.value));
    for (const [re, word] of WORDS) if (ws.some((w) => re.test(w))) return word;
  }
  return undefined;
}
