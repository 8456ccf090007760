/**
 * Runs inside the page's frame, in our isolated world, sent as source text like page-functions.ts: self-contained.
 */

/**
 * Run on an <iframe> of the top document: does a click at (x, y), in top-level viewport pixels, reach the frame?
 * The frame's own hit-test cannot see an overlay of the parent page over the whole frame. null = it reaches.
 */
export function frameCoverAt(this: Element, x: number, y: number): string | null {
  let hit = (this.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  if (hit === this) return null;
  if (!hit) return 'nothing receives clicks there';
  const cls =
    typeof hit.className === 'string' && hit.className.trim()
      ? `.${hit.className.trim().split(/\s+/).slice(0, 2).join('.')}`
      : '';
  const text = (hit.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${cls}${text ? ` "${text}"` : ''} of the page around the frame is on top of it`;
}
