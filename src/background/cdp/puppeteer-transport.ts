/**
 * CdpTransport over a puppeteer CDPSession. NODE ONLY: used by scripts/record-ax.mjs, bench/ and integration
 * tests so they run exactly the collection code the extension runs. Extension code must never import this file
 * (it would drag puppeteer into the bundle).
 *
 *   const cdp = await page.createCDPSession();
 *   const t = await puppeteerTransport(cdp);   // also turns on Target.setAutoAttach for OOPIFs
 *   const collected = await collectPage(t);
 */
import type { CDPSession } from 'puppeteer';
import { ChildSessionTable, type CdpEventHandler, type CdpTransport } from './transport';

export async function puppeteerTransport(root: CDPSession): Promise<CdpTransport & { dispose(): void }> {
  const handlers = new Set<CdpEventHandler>();
  const children = new ChildSessionTable();
  const unsubs: Array<() => void> = [];
  const connection = root.connection();
  if (!connection) throw new Error('puppeteerTransport: CDP session has no connection');

  // Puppeteer's emitter is mitt-based: '*' receives (type, params) for every event of that session.
  const listen = (session: CDPSession, sessionId: string | undefined) => {
    const onAny = (type: unknown, params: unknown) => {
      if (typeof type !== 'string' || !type.includes('.')) return;
      children.handleEvent(type, params);
      if (type === 'Target.attachedToTarget') {
        const child = connection.session((params as { sessionId: string }).sessionId);
        if (child) listen(child, child.id());
      }
      for (const h of handlers) h(type, params, sessionId);
    };
    session.on('*' as never, onAny as never);
    unsubs.push(() => session.off('*' as never, onAny as never));
  };
  listen(root, undefined);

  await root.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });

  return {
    async send(method, params, sessionId) {
      const session = sessionId ? connection.session(sessionId) : root;
      if (!session) throw new Error(`CDP session ${sessionId} is gone`);
      return (session.send as (m: string, p?: object) => Promise<unknown>)(method, params);
    },
    on(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    childSessions: () => children.list(),
    dispose() {
      for (const u of unsubs) u();
      handlers.clear();
    },
  };
}
