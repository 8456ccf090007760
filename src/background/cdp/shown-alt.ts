/**
 * An <img> that fails to load shows its alt as text, drawn by Chrome in a user-agent shadow root it adds to the
 * image for that (a loaded image has none). DOMSnapshot leaves that shadow tree out and gives the image the box of
 * its text, so neither the size rule nor the colour rules see that text: a broken image with color:transparent
 * or white-on-white alt was read by the model and by no one else. For the few images whose alt would be hidden
 * by its colour or size (hidden-styles.ts `unsure`), one DOM.describeNode each (pipelined, no DOM.enable) tells,
 * and marks the fallback's own nodes hidden too.
 */
import type { DomHints } from './collected';
import { domHintsByFrame, type SnapshotResult } from './dom-hints';
import type { CdpTransport } from './transport';

interface DescribedNode {
  backendNodeId: number;
  children?: DescribedNode[];
  shadowRoots?: Array<DescribedNode & { shadowRootType?: string }>;
}

export async function domHintsWithAltText(
  t: CdpTransport,
  sessionId: string | undefined,
  snap: SnapshotResult,
  viewport: { width: number; height: number },
): Promise<Map<string, Record<number, DomHints>>> {
  const unsure: Array<{ frameId: string; backendId: number }> = [];
  const hints = domHintsByFrame(snap, viewport, unsure);
  await Promise.all(
    unsure.map(async ({ frameId, backendId }) => {
      const shown = await altTextNodes(t, sessionId, backendId);
      const frame = hints.get(frameId);
      if (!frame || shown.length === 0) return;
      // The image and the fallback's own nodes (Chrome's AX tree lists an <input type=image>'s alt text as a child).
      for (const id of [backendId, ...shown]) {
        frame[id] ??= {};
        frame[id].h = 1;
      }
    }),
  );
  return hints;
}

/**
 * The nodes of the fallback content the image draws (its alt text), none when it draws its pixels: a loaded
 * <input type=image> keeps an empty user-agent shadow root. A node gone since the capture has nothing to hide.
 */
function altTextNodes(t: CdpTransport, sessionId: string | undefined, backendNodeId: number): Promise<number[]> {
  return t.send('DOM.describeNode', { backendNodeId, depth: -1, pierce: true }, sessionId).then(
    (r) => {
      const root = (r as { node?: DescribedNode }).node?.shadowRoots?.find((s) => s.shadowRootType === 'user-agent');
      const out: number[] = [];
      const walk = (n: DescribedNode): void => {
        out.push(n.backendNodeId);
        n.children?.forEach(walk);
      };
      root?.children?.forEach(walk);
      return out;
    },
    () => [],
  );
}
