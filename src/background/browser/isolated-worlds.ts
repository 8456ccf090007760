/**
 * Our isolated world per frame (Page.createIsolatedWorld): the page's scripts cannot see or patch it. Created once
 * per document; a navigation of the frame forgets it, and a failed creation is not kept.
 */
import { PAGE_WORLD } from '../cdp/page-world';
import type { CdpTransport } from '../cdp/transport';

export class IsolatedWorlds {
  private readonly worlds = new Map<string, Promise<number>>();

  constructor(private readonly session: CdpTransport) {}

  /** The execution context id of our world in the frame (`sessionId` for frames of out-of-process targets). */
  get(frameId: string, sessionId: string | undefined): Promise<number> {
    const key = `${sessionId ?? ''}|${frameId}`;
    let id = this.worlds.get(key);
    if (!id) {
      id = this.session
        .send('Page.createIsolatedWorld', { frameId, worldName: PAGE_WORLD, grantUniveralAccess: false }, sessionId)
        .then((r) => r.executionContextId as number);
      id.catch(() => this.worlds.delete(key));
      this.worlds.set(key, id);
    }
    return id;
  }

  /** After a new debugger attachment: contexts of the old one may be gone. */
  forgetAll(): void {
    this.worlds.clear();
  }

  forget(frameId: string, sessionId: string | undefined): void {
    this.worlds.delete(`${sessionId ?? ''}|${frameId}`);
  }
}
