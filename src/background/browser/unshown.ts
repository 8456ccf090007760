/**
 * The parts of a tab's page that are not shown now (unshown-functions.ts), with each revealing control turned into
 * its ref of the latest snapshot. Read on demand by find and get_page_text, not by every snapshot: it costs one
 * page call plus one node lookup per control.
 */
import type { UnshownPart } from '../../agent/snapshot/unshown';
import { callInFrame, refOfObject } from './page-calls';
import type { BrowserTab } from './tab';
import { unshownParts } from './unshown-functions';

export interface Unshown {
  parts: UnshownPart[];
  refOf: (control: number) => string | undefined;
}

const MAX_PART_TEXT = 2000;

export async function readUnshown(tab: BrowserTab): Promise<Unshown> {
  const frameId = tab.mainFrameId;
  const parts = await callInFrame<UnshownPart[]>(tab, frameId, undefined, unshownParts, [MAX_PART_TEXT]).catch(
    () => [] as UnshownPart[],
  );
  const refs = new Map<number, string>();
  const wanted = [...new Set(parts.flatMap((p) => [p.control, p.to]).filter((c): c is number => c !== undefined))];
  if (wanted.length) {
    try {
      const contextId = await tab.world(frameId, undefined);
      const { result } = await tab.session.send('Runtime.evaluate', {
        expression: 'globalThis.__twUnshown',
        contextId,
      });
      const props = await tab.session.send('Runtime.getProperties', {
        objectId: result.objectId,
        ownProperties: true,
      });
      await Promise.all(
        wanted.map(async (i) => {
          const objectId = (props.result as Array<{ name: string; value?: { objectId?: string } }>).find(
            (p) => p.name === String(i),
          )?.value?.objectId;
          if (!objectId) return;
          const ref = await refOfObject(tab, frameId, undefined, objectId);
          if (ref) refs.set(i, ref);
        }),
      );
      await tab.session.send('Runtime.releaseObject', { objectId: result.objectId }).catch(() => undefined);
    } catch {
      // Without refs the text still names each control.
    }
  }
  return { parts, refOf: (i) => refs.get(i) };
}
