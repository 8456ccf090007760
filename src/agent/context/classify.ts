/**
 * Tells what kind of page state a tool result holds, so older ones can be collapsed. The tool contract
 * (tools/types.ts) has no `kind` field yet; a result that carries one wins, otherwise: an image is a screenshot, and
 * text containing a snapshot header line (`[page] ...`, see snapshot/FORMAT.md) is a snapshot.
 */
import type { ToolResultKind } from '../../shared/model';
import type { ToolResult } from '../tools/types';

const SNAPSHOT_HEADER = /^\[page\] /m;
const KINDS: readonly ToolResultKind[] = ['snapshot', 'screenshot', 'other'];

export function classifyToolResult(result: ToolResult): ToolResultKind {
  if (!result.ok) return 'other';
  const declared = (result as { kind?: unknown }).kind;
  if (typeof declared === 'string' && (KINDS as readonly string[]).includes(declared))
    return declared as ToolResultKind;
  if (result.image) return 'screenshot';
  if (SNAPSHOT_HEADER.test(result.text)) return 'snapshot';
  return 'other';
}
