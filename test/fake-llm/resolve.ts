// Resolves a scripted intent ({role, name}) to a ref, reading the snapshot format of
// src/agent/snapshot/FORMAT.md. It reads only node lines, so any wrapper around the snapshot
// (<untrusted_page>, JSON envelopes, headers) does not matter.
import type { FailureKind, NormalizedMessage, Target } from './types.js';

import { parseLines, type SnapshotLine } from '../../src/agent/snapshot/parse.js';

export type SnapshotNode = SnapshotLine;

export type Resolution = { ok: true; ref: string } | { ok: false; kind: FailureKind; message: string };

/** The product's own reader of the format, so a format change that breaks it fails here too. */
export function parseSnapshot(text: string): SnapshotNode[] {
  return parseLines(text);
}

const hasRefs = (text: string) => parseLines(text).some((l) => l.ref !== undefined);

/** Strings inside a JSON document, for tool results that carry the snapshot JSON-encoded. */
function jsonStrings(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return [];
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}

/** Every user or tool text holding snapshot node lines with refs, newest first. */
export function findSnapshots(messages: readonly NormalizedMessage[]): string[] {
  const found: string[] = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (!message || (message.role !== 'tool' && message.role !== 'user')) continue;
    if (hasRefs(message.text)) found.push(message.text);
    else {
      const inner = jsonStrings(message.text).filter(hasRefs);
      if (inner.length > 0) found.push(inner.join('\n'));
    }
  }
  return found;
}

/** The newest user or tool text holding snapshot node lines with refs, searched from the last message back. */
export function findLatestSnapshot(messages: readonly NormalizedMessage[]): string | undefined {
  return findSnapshots(messages)[0];
}

/**
 * Resolves like a model reading its context: refs are tied to element identity and stay valid across snapshots, so
 * an element seen in an earlier, still uncollapsed result (e.g. the diff after "Try it out") may be used after a
 * later, smaller diff. The newest text that holds the target wins; what was collapsed to a placeholder is not seen.
 */
export function resolveInContext(target: Target, messages: readonly NormalizedMessage[]): Resolution {
  const snapshots = findSnapshots(messages);
  const latest = resolveTarget(target, snapshots[0]);
  if (latest.ok || latest.kind !== 'unresolved-target') return latest;
  for (const older of snapshots.slice(1)) {
    const resolved = resolveTarget(target, older);
    if (resolved.ok || resolved.kind === 'ambiguous-target') return resolved;
  }
  return latest;
}

export function describeTarget(target: Target): string {
  const name = target.name instanceof RegExp ? String(target.name) : JSON.stringify(target.name);
  const how = target.name === undefined ? '' : ` name ${target.match === 'substring' ? '~' : '='} ${name}`;
  return `{role ${target.role ?? '*'}${how}${target.nth !== undefined ? ` nth ${target.nth}` : ''}}`;
}

function nameMatches(target: Target, name: string | undefined): boolean {
  if (target.name === undefined) return true;
  if (name === undefined) return false;
  if (target.name instanceof RegExp) return target.name.test(name);
  if (target.match === 'substring') return name.toLowerCase().includes(target.name.toLowerCase());
  return name === target.name;
}

export function resolveTarget(target: Target, snapshot: string | undefined): Resolution {
  const what = describeTarget(target);
  if (target.role === undefined && target.name === undefined) {
    return { ok: false, kind: 'bad-step', message: `target ${what} has neither role nor name` };
  }
  if (snapshot === undefined) {
    return {
      ok: false,
      kind: 'no-snapshot',
      message: `target ${what}: no snapshot with refs in any user/tool message`,
    };
  }
  const nodes = parseSnapshot(snapshot).filter((node) => node.ref !== undefined);
  const found = nodes.filter(
    (node) => (target.role === undefined || node.role === target.role) && nameMatches(target, node.name ?? node.text),
  );
  const pick = found[target.nth ?? 0];
  if (pick?.ref && (found.length === 1 || target.nth !== undefined)) return { ok: true, ref: pick.ref };
  if (found.length > 0 && target.nth !== undefined) {
    return { ok: false, kind: 'unresolved-target', message: `target ${what}: only ${found.length} match(es)` };
  }
  if (found.length > 1) {
    const lines = found.map((node) => `    ${node.line.trim()}`).join('\n');
    return {
      ok: false,
      kind: 'ambiguous-target',
      message: `target ${what} matches ${found.length} elements (set nth):\n${lines}`,
    };
  }
  const sameRole = nodes.filter((node) => target.role === undefined || node.role === target.role);
  const hint = (sameRole.length > 0 ? sameRole : nodes).slice(0, 20).map((node) => `    ${node.line.trim()}`);
  const more = nodes.length > hint.length ? `\n    (${nodes.length} elements with refs in all)` : '';
  return {
    ok: false,
    kind: 'unresolved-target',
    message: `target ${what} is not in the latest snapshot; ${sameRole.length > 0 ? 'same role' : 'elements'}:\n${hint.join('\n')}${more}`,
  };
}
