/**
 * What covers an element, named as the snapshot names it (`option "import" e30 in listbox "Labels" e32`) when it or
 * an element around it has a ref: the model can then close or use it. A cover with no ref keeps its HTML outline.
 */
import type { BrowserTab } from './tab';
import { callForElement, type InWorld, refOfObject } from './page-calls';
import type { RefTarget } from '../../agent/snapshot';

/** Roles of the boxes that open over a page: the one holding the cover says what to close. */
const OPENED = /^(listbox|menu|menubar|dialog|alertdialog|tooltip|tree|grid|combobox)$/;

/** Run on the covered element: the element hit at (x, y) of its frame and its ancestors, innermost first. */
function coverChain(this: Element, x: number, y: number): Element[] {
  let hit = this.ownerDocument.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  const chain: Element[] = [];
  // Up to the first box that also holds the covered element: that one is the page around both, not the cover.
  for (let n: Element | null = hit; n && chain.length < 12 && !n.contains(this); ) {
    chain.push(n);
    const root = n.getRootNode();
    n = n.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return chain;
}

export async function coverByRef(
  tab: BrowserTab,
  el: InWorld & { target: RefTarget },
  at: { x: number; y: number },
): Promise<string | null> {
  const array = await callForElement(tab, el, coverChain, [at.x, at.y]);
  if (!array) return null;
  try {
    const props = await tab.session.send(
      'Runtime.getProperties',
      { objectId: array, ownProperties: true },
      el.sessionId,
    );
    const items = props.result as Array<{ name: string; value?: { objectId?: string } }>;
    const found: RefTarget[] = [];
    for (let i = 0; i < items.length; i++) {
      const objectId = items.find((p) => p.name === String(i))?.value?.objectId;
      if (!objectId) break;
      const ref = await refOfObject(tab, el.target.frameId, el.sessionId, objectId);
      const target = ref ? tab.engine.resolveRef(ref) : null;
      if (!target?.ok || target.target.ref === el.target.ref) continue;
      found.push(target.target);
      if (found.length > 1 || OPENED.test(target.target.role)) break;
    }
    const [first, around] = found;
    if (!first) return null;
    const name = (t: RefTarget) => `${t.role}${t.name ? ` ${JSON.stringify(t.name)}` : ''} ${t.ref}`;
    return around && OPENED.test(around.role) ? `${name(first)} in ${name(around)}` : name(first);
  } finally {
    await tab.session.send('Runtime.releaseObject', { objectId: array }, el.sessionId).catch(() => undefined);
  }
}
