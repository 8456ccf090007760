// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MAX_READ_DEPTH, pastReadBounds } from './limits';
import { withinReadBounds } from '../background/cdp/ax-nodes';
import type { RawAXNode } from '../agent/snapshot/collected';

function nested(depth: number): void {
  document.body.innerHTML = '';
  let at: Element = document.body;
  for (let i = 0; i < depth; i++) at = at.appendChild(document.createElement('span'));
}

describe('pastReadBounds (get_page_text leaves such a page to the snapshot)', () => {
  it('is false at the depth bound and true one level past it', () => {
    nested(MAX_READ_DEPTH - 2); // html and body count too
    expect(pastReadBounds(document)).toBe(false);
    nested(MAX_READ_DEPTH);
    expect(pastReadBounds(document)).toBe(true);
  });
});

/** A chain of `depth` nodes below a root, each with a text sibling of its own, as Chrome's AX tree lists them. */
function chain(depth: number): RawAXNode[] {
  const nodes: RawAXNode[] = [{ id: '0', role: 'RootWebArea', children: [] }];
  let parent = nodes[0]!;
  for (let i = 1; i <= depth; i++) {
    const box: RawAXNode = { id: `b${i}`, parent: parent.id, role: 'generic', children: [] };
    const text: RawAXNode = { id: `t${i}`, parent: parent.id, role: 'StaticText', name: `L${i}`, children: [] };
    parent.children.push(box.id, text.id);
    nodes.push(box, text);
    parent = box;
  }
  return nodes;
}

describe('withinReadBounds (the AX tree fallback)', () => {
  it('keeps a tree inside the bounds as it is', () => {
    const nodes = chain(50);
    expect(withinReadBounds(nodes)).toEqual({ nodes });
  });

  it('cuts a 20,000-level tree at the depth bound without overflowing, and says so', () => {
    const { nodes, cut } = withinReadBounds(chain(20_000));
    expect(cut).toEqual({ depth: MAX_READ_DEPTH });
    const names = nodes.map((n) => n.name).filter(Boolean);
    expect(names).toContain(`L${MAX_READ_DEPTH}`);
    expect(names).not.toContain(`L${MAX_READ_DEPTH + 1}`);
    // No child link points at a node that was left out.
    const ids = new Set(nodes.map((n) => n.id));
    expect(nodes.every((n) => n.children.every((c) => ids.has(c)))).toBe(true);
  });
});
