/**
 * Paint a box lays down with no background (issue 11): a wide opaque border, an outline (with a negative
 * outline-offset, drawn over the box's own text), and box shadows (an inset one filling the box, an outset one's
 * spread painting around a 1px line). Each is a set of opaque rectangles in document coordinates, judged by the
 * covered-text rule (covered.ts) like a background. From computed styles, so both collectors and get_page_text
 * read the same. Rounded corners and dashed or dotted lines let some of what lies under them show: taken as gaps
 * (dashed, dotted) or as painted (corners), a few pixels either way.
 */
import { layers, opaqueColour } from './paint-values';
import { grow, subtract } from './rects';

export interface EdgeStyle {
  'border-width'?: string;
  'border-color'?: string;
  'outline-style'?: string;
  'outline-width'?: string;
  'outline-color'?: string;
  'outline-offset'?: string;
  'box-shadow'?: string;
}

/** The computed styles edgePaints reads, for the collectors' style lists. */
export const EDGE_STYLES = [
  'border-width',
  'border-color',
  'outline-style',
  'outline-width',
  'outline-color',
  'outline-offset',
  'box-shadow',
] as const;

export interface EdgePaint {
  /** Painted under the box's own content: borders and shadows. */
  under: number[][];
  /** Painted over it: the outline. */
  over: number[][];
}

const px = (v: string | undefined) => Number.parseFloat(v ?? '') || 0;

/** 1 to 4 CSS values as [top, right, bottom, left]. */
function sides<T>(values: T[]): T[] {
  const [t, r = t, b = t, l = r] = values;
  return [t!, r!, b!, l!];
}

/** What `s` paints opaque around or over the border box `box` ([x, y, width, height]). */
export function edgePaints(s: EdgeStyle, box: number[]): EdgePaint {
  const out: EdgePaint = { under: [], over: [] };
  const [x, y, w, h] = box as [number, number, number, number];
  const widths = sides((s['border-width'] ?? '0px').split(/\s+/).map(px));
  const colours = sides(s['border-color']?.match(/rgba?\([^)]*\)/g) ?? ['transparent']);
  const [t, r, b, l] = widths as [number, number, number, number];
  const bands = [
    [x, y, w, t],
    [x + w - r, y, r, h],
    [x, y + h - b, w, b],
    [x, y, l, h],
  ];
  bands.forEach((band, i) => {
    if (widths[i]! > 0 && opaqueColour(colours[i]!)) out.under.push(band);
  });
  const padding = [x + l, y + t, w - l - r, h - t - b];
  for (const shadow of layers(s['box-shadow'] ?? 'none')) {
    const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0];
    if (!colour || !opaqueColour(colour)) continue;
    const [ox = 0, oy = 0, blur = 0, spread = 0] =
      shadow
        .replace(colour, '')
        .match(/-?[\d.]+px/g)
        ?.map(px) ?? [];
    if (/\binset\b/.test(shadow)) {
      // Painted inside the padding box around a hole (the box moved by the offset, shrunk by the spread); the blur
      // fades the hole's edge, so only what lies a blur radius away from it is solid.
      if (padding[2]! <= 0 || padding[3]! <= 0) continue;
      const hole = grow([padding[0]! + ox, padding[1]! + oy, padding[2]!, padding[3]!], blur - spread);
      out.under.push(...(hole ? subtract(padding, hole) : [padding]));
    } else {
      // Painted outside the border box only: the box moved and grown by the spread, its blurred rim left out. A box
      // under 4 px a side is a slit that shows no readable text (c: a 1px line whose spread paints a band).
      const solid = grow([x + ox, y + oy, w, h], spread - blur);
      if (solid) out.under.push(...(w < 4 || h < 4 ? [solid] : subtract(solid, box)));
    }
  }
  const style = s['outline-style'] ?? 'none';
  const width = px(s['outline-width']);
  if (!/^(none|hidden|dotted|dashed)$/.test(style) && width > 0 && opaqueColour(s['outline-color'] ?? '')) {
    const inner = grow(box, px(s['outline-offset']));
    const outer = grow(box, px(s['outline-offset']) + width);
    if (outer) out.over.push(...(inner ? subtract(outer, inner) : [outer]));
  }
  return out;
}
