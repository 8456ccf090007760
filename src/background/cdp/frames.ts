/** The frames of one CDP target (its frame tree, parents first) and their <iframe> elements in their parents. */
import type { CollectedFrame } from './collected';
import type { CdpTransport } from './transport';

interface FrameTreeNode {
  frame: TargetFrame;
  childFrames?: FrameTreeNode[];
}

export interface TargetFrame {
  id: string;
  parentId?: string;
  url: string;
}

export async function targetFrames(t: CdpTransport, sessionId: string | undefined): Promise<TargetFrame[]> {
  const { frameTree } = (await t.send('Page.getFrameTree', {}, sessionId)) as { frameTree: FrameTreeNode };
  const list: TargetFrame[] = [];
  const walk = (n: FrameTreeNode) => {
    list.push(n.frame);
    n.childFrames?.forEach(walk);
  };
  walk(frameTree);
  return list;
}

/** Backend node id of each frame's owner element (undefined for the target's root frame, or a frame gone). */
export function frameOwners(
  t: CdpTransport,
  sessionId: string | undefined,
  frames: TargetFrame[],
): Promise<Array<number | undefined>> {
  return Promise.all(
    frames.map((f, i) =>
      i === 0
        ? undefined
        : t.send('DOM.getFrameOwner', { frameId: f.id }, sessionId).then(
            (r) => r.backendNodeId as number,
            () => undefined,
          ),
    ),
  );
}

/** The collected frames of a target, in frame-tree order, from each frame's tree and hints (read either way). */
export function collectedFrames(
  list: TargetFrame[],
  owners: Array<number | undefined>,
  sessionId: string | undefined,
  contentOf: (i: number) => Pick<CollectedFrame, 'nodes' | 'dom' | 'cut'>,
): CollectedFrame[] {
  return list.map((f, i) => ({
    frameId: f.id,
    parentFrameId: f.parentId,
    ownerBackendId: owners[i],
    sessionId,
    url: f.url,
    offset: [0, 0],
    ...contentOf(i),
  }));
}
