/**
 * Refs tied to element identity (frame + backend DOM node id), not to role and name: a ref stays the same across
 * snapshots for as long as the element lives, even when its label changes or content is inserted around it.
 * Numbers are never reused, so a ref of a removed element can never point at a different element later.
 * Main-frame refs are `e<n>`; refs inside a child frame are `f<k>e<n>`, k stable per frame for its life.
 */
export interface RefTarget {
  ref: string;
  /** CDP frame id holding the element. */
  frameId: string;
  /** CDP child session of the frame's target (out-of-process iframes); undefined = the tab's own target. */
  sessionId?: string;
  backendNodeId: number;
  role: string;
  name?: string;
  /** What an unnamed target shows (a card's text), so a tool result can say which one it acted on. */
  text?: string;
  /** For a short one (a day number), the title it sits under ("January 2027"): "13" alone fits two months. */
  under?: string;
}

export type ResolveResult =
  | {
      ok: true;
      target: RefTarget /** The ref asked for, when it was followed to its re-rendered element. */;
      followed?: string;
    }
  | { ok: false; error: string };

export const REF_PATTERN = /^(?:f(\d+))?e(\d+)$/;

export class RefTable {
  private readonly frameNumbers = new Map<string, number>();
  private mainFrameId: string | undefined;
  private nextFrame = 1;
  private nextElement = 1;
  private readonly byKey = new Map<string, string>();
  private current = new Map<string, RefTarget>();
  private building = new Map<string, RefTarget>();
  private readonly everIssued = new Set<string>();
  /** Old ref -> the ref of the element that replaced it with the same content (a re-render, seen by the diff). */
  private readonly successors = new Map<string, string>();
  /** Elements that got a ref from `find` (a table cell, which prints none): later snapshots keep giving them one. */
  private readonly adopted = new Set<string>();

  /** Starts a snapshot: refs issued until `commit` form the new live set. */
  begin(mainFrameId: string): void {
    this.mainFrameId = mainFrameId;
    this.building = new Map();
  }

  /** The ref of an element; the same element gets the same ref in every snapshot. */
  refFor(frameId: string, backendNodeId: number, info: { sessionId?: string; role: string; name?: string }): string {
    const key = `${frameId}#${backendNodeId}`;
    let ref = this.byKey.get(key);
    if (!ref) {
      ref = `${this.framePrefix(frameId)}e${this.nextElement++}`;
      this.byKey.set(key, ref);
      this.everIssued.add(ref);
    }
    this.building.set(ref, {
      ref,
      frameId,
      backendNodeId,
      sessionId: info.sessionId,
      role: info.role,
      name: info.name,
    });
    return ref;
  }

  /**
   * A ref for an element the latest snapshot printed without one (find gives a table cell one: a spreadsheet's
   * cells are plain <td>s, clicked through a listener on the document). Live at once; later snapshots print it.
   */
  adopt(frameId: string, backendNodeId: number, info: { sessionId?: string; role: string; name?: string }): string {
    const key = `${frameId}#${backendNodeId}`;
    this.adopted.add(key);
    if (this.adopted.size > 2000) this.adopted.delete(this.adopted.values().next().value!);
    // After commit, `building` is the live set itself.
    return this.refFor(frameId, backendNodeId, info);
  }

  isAdopted(frameId: string, backendNodeId: number): boolean {
    return this.adopted.has(`${frameId}#${backendNodeId}`);
  }

  /** Ends a snapshot: refs not seen in it are gone (their elements were removed or replaced). */
  commit(): void {
    for (const [key, ref] of this.byKey) if (!this.building.has(ref)) this.byKey.delete(key);
    this.current = this.building;
  }

  /** What an unnamed live target shows: tool results name it by that (`clicked generic e6 "Fix login…"`). */
  describe(ref: string, text: string, under?: string): void {
    const target = this.current.get(ref);
    if (target && !target.name && text) {
      target.text = text;
      if (under) target.under = under;
    }
  }

  /** The diff saw `old` re-rendered as `next` (same place, same content): a call with the old ref acts on the new. */
  follow(old: string, next: string): void {
    this.successors.set(old, next);
    if (this.successors.size > 2000) this.successors.delete(this.successors.keys().next().value!);
  }

  resolve(ref: string): ResolveResult {
    const clean = ref.replace(/^\[|\]$/g, '').replace(/^ref=/, '');
    const target = this.current.get(clean);
    if (target) return { ok: true, target };
    let next = this.successors.get(clean);
    for (let hops = 0; next && hops < 10; hops++) {
      const found = this.current.get(next);
      if (found) return { ok: true, target: found, followed: clean };
      next = this.successors.get(next);
    }
    if (!REF_PATTERN.test(clean)) return { ok: false, error: `"${ref}" is not a ref; refs look like e12 or f2e7.` };
    if (this.everIssued.has(clean))
      return { ok: false, error: `ref ${clean} is gone from the page; take a new snapshot` };
    return { ok: false, error: `ref ${clean} does not exist; use a ref from the latest snapshot` };
  }

  /** The live ref of an element, if the latest snapshot gave it one. */
  refOf(frameId: string, backendNodeId: number): string | undefined {
    const ref = this.byKey.get(`${frameId}#${backendNodeId}`);
    return ref && this.current.has(ref) ? ref : undefined;
  }

  live(): RefTarget[] {
    return [...this.current.values()];
  }

  private framePrefix(frameId: string): string {
    if (frameId === this.mainFrameId) return '';
    let n = this.frameNumbers.get(frameId);
    if (n === undefined) {
      n = this.nextFrame++;
      this.frameNumbers.set(frameId, n);
    }
    return `f${n}`;
  }
}
