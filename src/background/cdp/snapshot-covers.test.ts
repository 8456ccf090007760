/**
 * The fallback collector's covers (red team c4-r8-*), on DOMSnapshot.captureSnapshot of the round 8 covers page as
 * Chromium answered it (scripts/record-covered.mjs): a box drawn by ::before or ::after and a box pinned to the
 * screen of a page that cannot scroll hide the text under them, as the in-page collector judges them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domHintsByFrame, SNAPSHOT_STYLES, type SnapshotResult } from './dom-hints';

const recorded = (): SnapshotResult =>
  JSON.parse(readFileSync(join(__dirname, '../../../test/fixtures/covered/covers-r8-snapshot.json'), 'utf8'));

/** The first words of every text node the hints mark hidden. */
function hiddenWords(snap: SnapshotResult): string[] {
  const doc = snap.documents[0]!;
  const hints = [...domHintsByFrame(snap, { width: 1280, height: 720 }).values()][0]!;
  const out: string[] = [];
  doc.nodes.parentIndex?.forEach((_, i) => {
    const id = doc.nodes.backendNodeId![i]!;
    if (doc.nodes.nodeType![i] === 3 && hints[id]?.h) out.push(snap.strings[doc.nodes.nodeValue![i]!]!.split(' ')[0]!);
  });
  return out.sort();
}

/** The layout entries of the ::before or ::after node (its box, then its generated content's). */
function pseudoEntries(snap: SnapshotResult, pseudo: string): number[] {
  const doc = snap.documents[0]!;
  const node = doc.nodes.nodeName!.findIndex((n) => snap.strings[n] === pseudo);
  return doc.layout.nodeIndex.flatMap((n, i) => (n === node ? [i] : []));
}

/** Sets one computed style of layout entries, by its index in the snapshot's style list. */
function restyle(snap: SnapshotResult, entries: number[], at: number, value: string) {
  snap.strings.push(value);
  for (const i of entries) snap.documents[0]!.layout.styles[i]![at] = snap.strings.length - 1;
}

describe('covers on the DOMSnapshot path', () => {
  it('hides the text under a ::before or ::after box, a pinned box, a gradient and a picture', () => {
    expect(hiddenWords(recorded()).filter((w) => /^CANARY-(AFTER|BEFORE|IMAGE|PICTURE|PINNED)-/.test(w))).toEqual([
      'CANARY-AFTER-COVER',
      'CANARY-BEFORE-COVER',
      'CANARY-IMAGE-COVER',
      'CANARY-PICTURE-COVER',
      'CANARY-PINNED-COVER',
    ]);
  });

  // Issue 11: paint laid over text by no background colour or image.
  it('hides the text under a canvas, an SVG shape, a shadow, an outline, a border, a pixel, a nested or inkless box', () => {
    const words = hiddenWords(recorded());
    const canaries = [
      'CANVAS',
      'WEBGL',
      'SVG-RECT',
      'SVG-PATH',
      'INSET-SHADOW',
      'SPREAD-SHADOW',
      'OUTLINE',
      'BORDER',
      'PIXEL',
    ];
    for (const c of [...canaries, 'NESTED', 'INKLESS']) expect(words).toContain(`CANARY-${c}-COVER`);
    expect(words).toContain('CANARY-OWN-OUTLINE');
    // What a person reads stays: a click-through canvas, an unfilled SVG, a focus ring, an inset shadow under its
    // own text. The clear spacer GIF does not: this path has no pixels, and takes any <img> as painting (the safe
    // side); "x" is the inkless cover's own white text.
    expect(words.filter((w) => !w.startsWith('CANARY-'))).toEqual(['Spacer', 'x']);
  });

  it('a see-through pseudo-element box covers nothing', () => {
    const snap = recorded();
    restyle(snap, pseudoEntries(snap, '::after'), SNAPSHOT_STYLES.indexOf('background-color'), 'rgba(0, 0, 0, 0)');
    expect(hiddenWords(snap)).not.toContain('CANARY-AFTER-COVER');
    expect(hiddenWords(snap)).toContain('CANARY-BEFORE-COVER');
  });

  it('a pinned box covers nothing on a page that scrolls the text out from under it', () => {
    const snap = recorded();
    snap.documents[0]!.contentHeight = 2000;
    expect(hiddenWords(snap)).not.toContain('CANARY-PINNED-COVER');
    expect(hiddenWords(snap)).toContain('CANARY-AFTER-COVER');
  });
});
