import { afterEach, expect, it } from 'vitest';
import { collectPage, setPageScript } from './collect';
import { DebuggerSessionError, failure } from './debugger-errors';
import type { CdpTransport } from './transport';

afterEach(() => setPageScript(undefined));

/** A tab whose page answers nothing that needs its main thread: `pageCall` is what those calls throw. */
function frozenTab(pageCall: () => Error, needsPage: RegExp): { t: CdpTransport; sent: string[] } {
  const sent: string[] = [];
  const t: CdpTransport = {
    async send(method) {
      sent.push(method);
      if (needsPage.test(method)) throw pageCall();
      if (method === 'Page.getFrameTree') return { frameTree: { frame: { id: 'F', url: 'http://127.0.0.1/' } } };
      if (method === 'Page.getLayoutMetrics') {
        const view = { pageX: 0, pageY: 0, clientWidth: 1280, clientHeight: 720 };
        return { cssVisualViewport: view, cssContentSize: { width: 1280, height: 720 } };
      }
      if (method === 'Accessibility.getFullAXTree') return { nodes: [] };
      if (method === 'DOMSnapshot.captureSnapshot') return { documents: [], strings: [] };
      return {};
    },
    on: () => () => undefined,
    childSessions: () => [],
  };
  return { t, sent };
}

it('a page that did not answer in time fails the read at once: no fallback call waits out the deadline again', async () => {
  setPageScript(async () => '/* page script */');
  const frozen = /^(Runtime\.|Page\.createIsolatedWorld|Accessibility\.|DOMSnapshot\.|DOM\.)/;
  const { t, sent } = frozenTab(() => new DebuggerSessionError(failure('unresponsive', '1 s')), frozen);
  await expect(collectPage(t)).rejects.toThrow(/did not answer for 1 s/);
  expect(sent.filter((m) => /^(Runtime|Page\.createIsolatedWorld|Accessibility|DOMSnapshot)/.test(m))).toHaveLength(1);
});

it('any other failure of the page script still falls back to Chrome’s own trees', async () => {
  setPageScript(async () => '/* page script */');
  const { t, sent } = frozenTab(() => new Error('Cannot find context with specified id'), /^(Runtime\.|Page\.create)/);
  await collectPage(t).catch(() => undefined);
  expect(sent).toContain('Accessibility.getFullAXTree');
});
