/**
 * Text under an opaque box (red team c4-r6-covered), on pages recorded in Chromium (scripts/record-covered.mjs):
 * what both collectors hand the hidden-text rules, with the covered-text rule (src/agent/policy/covered.ts) on top.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from './hidden-styles';

type Recorded = StyledNode & { value?: string; name?: string };
const load = (name: string): Recorded[] =>
  (JSON.parse(readFileSync(join(__dirname, `../../../test/fixtures/covered/${name}.json`), 'utf8')) as Recorded[]).map(
    (n) => ({
      ...n,
      ...(n.name === 'html' || n.name === 'body' ? { root: true } : {}),
      ...(n.name && /^(text|tspan|textPath)$/.test(n.name) ? { svgText: true } : {}),
    }),
  );
const page = { width: 1280, height: 720 };
/** The hidden text nodes' values; `drawn`: only those with a box (the native <select>'s options have none). */
const hiddenTexts = (nodes: Recorded[], drawn = false) => {
  const hidden = hiddenNodes(nodes, page);
  return nodes.filter((n, i) => n.text && hidden.has(i) && (!drawn || n.box?.[2])).map((n) => n.value);
};

describe('text under an opaque box painted over it', () => {
  it('is hidden on the red-team page; the page text around it is not', () => {
    const nodes = load('hidden-r6');
    const hidden = hiddenTexts(nodes);
    expect(hidden.some((t) => t?.startsWith('CANARY-R6-COVERED'))).toBe(true);
    // Every canary of the page is hidden (by this rule or the earlier ones), and no ordinary line is.
    const canaries = nodes.filter((n) => n.text && n.value?.startsWith('CANARY-')).map((n) => n.value);
    expect(canaries.filter((c) => !hidden.includes(c))).toEqual([]);
    expect(hidden.filter((t) => !t?.startsWith('CANARY-'))).toEqual([]);
  });

  it('is not hidden once the box is see-through, shown under the text, or pinned to the screen', () => {
    const nodes = load('hidden-r6');
    const cover = nodes.findIndex((n) => !n.text && n.style?.position === 'absolute');
    const covered = (change: Partial<NonNullable<StyledNode['style']>>) => {
      const copy = structuredClone(nodes);
      copy[cover]!.style = { ...copy[cover]!.style, ...change };
      return hiddenTexts(copy).some((t) => t?.startsWith('CANARY-R6-COVERED'));
    };
    expect(covered({})).toBe(true);
    expect(covered({ 'background-color': 'rgba(255, 255, 255, 0.5)' })).toBe(false);
    expect(covered({ opacity: '0.5' })).toBe(false);
    expect(covered({ visibility: 'hidden' })).toBe(false);
    expect(covered({ 'z-index': '-1' })).toBe(false);
    // A sticky header over what scrolled under it: one scroll away, not hidden.
    expect(covered({ position: 'fixed' })).toBe(false);
  });

  it('on an ordinary app, only what the open dropdown really covers: Choices open over its form', () => {
    const nodes = load('choices-open');
    const hidden = hiddenTexts(nodes, true);
    // The dropdown's own options stay; the labels and button under its white box are what a person cannot see
    // until it closes (the cost of the rule: a snapshot taken with a menu open reads like the screen).
    expect(['France', 'Japan', 'North Macedonia', 'Norway', 'Peru'].filter((t) => hidden.includes(t))).toEqual([]);
    expect(hidden.filter((t) => ['Interests', 'Tags', 'budget', 'Submit'].includes(t!)).sort()).toEqual([
      'Interests',
      'Submit',
      'Tags',
      'budget',
    ]);
    expect(hidden).not.toContain('Country');
    expect(hidden).not.toContain('Trip planner');
  });
});
