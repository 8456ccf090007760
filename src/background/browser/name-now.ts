/** A named target's accessible name at action time, for the check that its element was not reused (relay log C205). */
import type { RefTarget } from '../../agent/snapshot';
import type { BrowserTab } from './tab';

/**
 * The element's accessible name now, as Chrome computes it for the snapshot (a page function could not follow
 * aria-labelledby and label[for] the same way); undefined when Chrome cannot tell, which leaves the other checks. By
 * the object in our world: a backend node id alone is refused ("No node found") when the DOM domain never saw it.
 */
export async function nameNow(tab: BrowserTab, target: RefTarget, objectId: string): Promise<string | undefined> {
  try {
    const r = await tab.session.send(
      'Accessibility.getPartialAXTree',
      { objectId, fetchRelatives: false },
      target.sessionId,
    );
    const name = r?.nodes?.[0]?.name?.value;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
