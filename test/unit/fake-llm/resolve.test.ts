// The resolver reads exactly the FORMAT.md node lines, whatever wraps them.
import { describe, expect, it } from 'vitest';
import { findLatestSnapshot, parseSnapshot, resolveTarget } from '../../fake-llm/index.js';
import { SNAPSHOT, wrapped } from './helpers.js';

describe('snapshot resolver', () => {
  it('parses roles, JSON names, refs with frame prefixes, and skips text lines', () => {
    const nodes = parseSnapshot(SNAPSHOT).filter((node) => node.ref);
    expect(nodes.map((node) => [node.role, node.name, node.ref])).toEqual([
      ['button', 'Save', 'e12'],
      ['button', 'Save draft', 'e13'],
      ['textbox', 'Pet "nick" name', 'e14'],
      ['link', 'Edit', 'e20'],
      ['link', 'Edit', 'e21'],
      ['iframe', 'Rich Text Area', 'e30'],
      ['paragraph', undefined, 'f2e4'],
      ['button', 'Bold', 'f2e5'],
    ]);
  });

  it('finds the newest snapshot in tool or user text, also JSON-encoded, ignoring assistant text', () => {
    const json = JSON.stringify({ ok: true, snapshot: 'button "Later" e5' });
    const latest = findLatestSnapshot([
      { role: 'tool', text: wrapped('button "Old" e1') },
      { role: 'tool', text: json },
      { role: 'assistant', text: 'button "Said by the model" e9' },
      { role: 'user', text: 'thanks' },
    ]);
    expect(latest).toBe('button "Later" e5');
  });

  it('matches exact by default, substring case-insensitively, regex, and by role alone', () => {
    expect(resolveTarget({ role: 'button', name: 'save' }, SNAPSHOT)).toMatchObject({
      ok: false,
      kind: 'unresolved-target',
    });
    expect(resolveTarget({ role: 'button', name: 'DRAFT', match: 'substring' }, SNAPSHOT)).toEqual({
      ok: true,
      ref: 'e13',
    });
    expect(resolveTarget({ name: /^Rich/ }, SNAPSHOT)).toEqual({ ok: true, ref: 'e30' });
    expect(resolveTarget({ role: 'textbox' }, SNAPSHOT)).toEqual({ ok: true, ref: 'e14' });
    expect(resolveTarget({ role: 'link', name: 'Edit', nth: 5 }, SNAPSHOT)).toMatchObject({
      ok: false,
      message: expect.stringContaining('only 2'),
    });
    expect(resolveTarget({ name: 'Ghost' }, SNAPSHOT)).toMatchObject({ ok: false, kind: 'unresolved-target' });
  });
});
