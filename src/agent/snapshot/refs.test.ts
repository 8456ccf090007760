import { describe, expect, it } from 'vitest';
import type { CollectedPage, RawAXNode } from './collected';
import { SnapshotEngine } from './index';
import { recording } from './fixtures';
import { INTERACTIVE_ROLES } from './model';
import { parseLines } from './parse';

const refLines = (text: string) =>
  new Map(parseLines(text).flatMap((l) => (l.ref ? [[l.ref, l.line.trim()] as const] : [])));

describe('refs follow element identity', () => {
  it('keeps every ref when a label changes', () => {
    const engine = new SnapshotEngine();
    const page = recording('swagger-ui');
    const before = refLines(engine.build(page, { mode: 'full' }).text);
    const changed = structuredClone(page);
    const target = changed.frames[0]!.nodes.find((n) => n.role === 'button' && n.name === 'Authorize')!;
    target.name = 'Authorize (1 scope)';
    // The shown text changes with it: a name that differs from what is shown prints the shown text (shown-name.ts).
    const nodes = new Map(changed.frames[0]!.nodes.map((n) => [n.id, n]));
    const relabel = (id: string): void => {
      const n = nodes.get(id)!;
      if (n.role === 'StaticText') n.name = 'Authorize (1 scope)';
      n.children.forEach(relabel);
    };
    target.children.forEach(relabel);
    const after = refLines(engine.build(changed, { mode: 'full' }).text);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const ref = [...before].find(([, l]) => l.startsWith('button "Authorize"'))![0];
    expect(after.get(ref)).toContain('Authorize (1 scope)');
  });

  it('keeps every ref when content is inserted before them', () => {
    const engine = new SnapshotEngine();
    const page = recording('swagger-ui');
    const before = refLines(engine.build(page, { mode: 'full' }).text);
    const inserted = structuredClone(page);
    const nodes = inserted.frames[0]!.nodes;
    const root = nodes[0]!;
    const fresh: RawAXNode = {
      id: 'new1',
      parent: root.id,
      children: [],
      role: 'button',
      name: 'Accept cookies',
      backendId: 999_999,
      props: { focusable: true },
    };
    nodes.push(fresh);
    root.children.unshift('new1');
    const after = refLines(engine.build(inserted, { mode: 'full' }).text);
    for (const [ref, line] of before) expect(after.get(ref)).toBe(line);
    expect(after.size).toBe(before.size + 1);
  });

  it('gives an explicit error for a ref whose element is gone', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('list-rerender.relabel-cart'), { mode: 'full' });
    const viewLink = engine.find({ text: 'View', role: 'link' }).matches[0]!.ref!;
    expect(engine.resolveRef(viewLink).ok).toBe(true);
    // "Add order" re-renders the whole list: new <li> and <a> elements, so the old refs die.
    engine.build(recording('list-rerender.add-order'), { mode: 'full' });
    expect(engine.resolveRef(viewLink)).toEqual({
      ok: false,
      error: `ref ${viewLink} is gone from the page; take a new snapshot`,
    });
    expect(engine.resolveRef('e99999')).toMatchObject({ ok: false, error: expect.stringContaining('does not exist') });
    expect(engine.resolveRef('button')).toMatchObject({ ok: false });
  });

  it('puts a ref on every interactive node of every recording', () => {
    for (const name of [
      'swagger-ui',
      'shoelace',
      'tinymce',
      'quill',
      'flatpickr',
      'choices',
      'list-rerender',
      'frames',
    ]) {
      const page: CollectedPage = recording(name);
      const engine = new SnapshotEngine();
      engine.build(page, { mode: 'full' });
      const live = new Set(engine.liveRefs().map((r) => `${r.frameId}#${r.backendNodeId}`));
      for (const f of page.frames) {
        for (const n of f.nodes) {
          if (n.ignored || n.backendId === undefined || !INTERACTIVE_ROLES.has(n.role)) continue;
          if (insideNativeSelect(f.nodes, n)) continue; // a native <select>'s options: chosen through the combobox
          if (n.role === 'option' && f.dom[n.backendId]?.h) continue; // options of a hidden select: same, via its ref
          if (n.role === 'listbox' && !n.name && n.children.length === 0) continue; // an empty list offers nothing
          expect(live.has(`${f.frameId}#${n.backendId}`), `${name}: ${n.role} "${n.name}"`).toBe(true);
        }
      }
    }
  });
});

function insideNativeSelect(nodes: RawAXNode[], n: RawAXNode): boolean {
  for (let p = nodes.find((x) => x.id === n.parent); p; p = nodes.find((x) => x.id === p!.parent)) {
    if (p.role === 'MenuListPopup') return true;
  }
  return false;
}

describe('a ref of a re-rendered element', () => {
  it("follows the diff's old→new mapping to the element that replaced it", async () => {
    const { SnapshotEngine } = await import('./index');
    const { recording } = await import('./fixtures');
    const engine = new SnapshotEngine();
    engine.build(recording('list-rerender'), { mode: 'full' });
    const d = engine.diff(recording('list-rerender.add-order'), { mode: 'full' });
    const pair = /re-rendered: .*new refs (e\d+)→(e\d+)/.exec(d.text);
    expect(pair, d.text).not.toBeNull();
    const r = engine.resolveRef(pair![1]!);
    expect(r.ok && r.target.ref).toBe(pair![2]);
    expect(r.ok && r.followed).toBe(pair![1]);
  });
});

// Relay log C37: `dragged generic e6 onto generic e13` could not tell the model which cards it had dragged.
describe('an unnamed target', () => {
  it('carries the text it shows, for tool results to name it by', () => {
    const engine = new SnapshotEngine();
    const text = engine.build(recording('jkanban'), { mode: 'full' }).text;
    const ref = /generic (e\d+): Fix login redirect Alan/.exec(text)![1]!;
    const r = engine.resolveRef(ref);
    expect(r.ok && r.target.text).toBe('Fix login redirect Alan');
    const add = /button "\+ Add card" (e\d+)/.exec(text)![1]!;
    const named = engine.resolveRef(add);
    expect(named.ok && named.target.text).toBeUndefined();
  });

  // Relay log C64: test/fixtures/apps/litepicker with the picker open (two months, days as bare numbers).
  it('a day number carries the month it sits under; a card does not', () => {
    const engine = new SnapshotEngine();
    const text = engine.build(recording('litepicker.open-picker'), { mode: 'full' }).text;
    const months = [...text.matchAll(/text: (\w+ \d{4})\n/g)].map((m) => m[1]);
    expect(months).toHaveLength(2);
    const second = text.slice(text.indexOf(`text: ${months[1]}`));
    const day = /generic (e\d+)[^\n]*: 13\n/.exec(second)![1]!;
    const r = engine.resolveRef(day);
    expect(r.ok && [r.target.text, r.target.under]).toEqual(['13', months[1]]);
    const kanban = new SnapshotEngine();
    const board = kanban.build(recording('jkanban'), { mode: 'full' }).text;
    const card = kanban.resolveRef(/generic (e\d+): Fix login redirect Alan/.exec(board)![1]!);
    expect(card.ok && card.target.under).toBeUndefined();
  });
});
