/**
 * The snapshot's viewport, from whichever source answers first: the top frame's page-script walk (no round trip)
 * or Page.getLayoutMetrics (the AX-tree path, or a walk that could not be read). The hint rules of every frame
 * wait for it; it is settled once.
 */
import type { DocumentWalk } from '../../page-ax/walk';
import type { CollectedPage } from './collected';
import type { CdpTransport } from './transport';

export type Viewport = CollectedPage['viewport'];

export interface ViewportSource {
  promise: Promise<Viewport>;
  /** The top frame's walk (the same figures getLayoutMetrics gives: checked on the 36 corpus apps). */
  fromPage(walk: DocumentWalk): void;
  /** Ask Chrome, unless the page has answered. */
  fromChrome(): void;
}

export function viewportSource(t: CdpTransport): ViewportSource {
  let settle!: (v: Viewport | Promise<Viewport>) => void;
  const promise = new Promise<Viewport>((resolve) => {
    settle = resolve;
  });
  let settled = false;
  const once = (v: Viewport | Promise<Viewport>) => {
    if (settled) return;
    settled = true;
    settle(v);
  };
  return {
    promise,
    fromPage(walk) {
      if (!walk.view) return this.fromChrome(); // a page script from before this worker's version
      const { x, y, w, h } = walk.view;
      once({ scrollX: x, scrollY: y, width: w, height: h, pageWidth: walk.page.width, pageHeight: walk.page.height });
    },
    fromChrome() {
      if (!settled) once(t.send('Page.getLayoutMetrics').then(layoutViewport));
    },
  };
}

function layoutViewport(metrics: Record<string, any>): Viewport {
  const vv = metrics.cssVisualViewport ?? metrics.visualViewport;
  const size = metrics.cssContentSize ?? metrics.contentSize;
  return {
    scrollX: Math.round(vv.pageX),
    scrollY: Math.round(vv.pageY),
    width: Math.round(vv.clientWidth),
    height: Math.round(vv.clientHeight),
    pageWidth: Math.round(size.width),
    pageHeight: Math.round(size.height),
  };
}
