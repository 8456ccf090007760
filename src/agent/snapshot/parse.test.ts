import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';
import { parseLine, parseLines, refsIn } from './parse';

/** Pages as first loaded (`swagger-ui.json`), not the after-action recordings (`swagger-ui.expand-operation.json`). */
const pages = readdirSync('test/fixtures/ax')
  .filter((f) => /^[^.]+\.json$/.test(f))
  .map((f) => f.slice(0, -5));

describe('parseLine reads back what the renderer prints', () => {
  it.each(pages)('%s: every printed ref with the role and name the engine holds', (page) => {
    const engine = new SnapshotEngine();
    const text = engine.build(recording(page), { mode: 'full' }).text;
    const byRef = new Map(engine.liveRefs().map((r) => [r.ref, r]));
    const parsed = parseLines(text).filter((l) => l.ref);
    // Every ref-shaped word printed after a role and name is one the engine can resolve, and none is missed.
    expect(parsed.length).toBe((text.match(/ (f\d+)?e\d+( |$|:)/gm) ?? []).length);
    for (const line of parsed) {
      const target = byRef.get(line.ref!);
      expect(target, line.line).toBeDefined();
      expect(line.role, line.line).toBe(target!.role);
      // Printed names may be cut (`…`) or left to the children's lines (compact.ts), never different.
      // A long name is cut as text is, with its count (`… (+969 chars)`, text.ts truncate: svelte-jsoneditor's tree).
      const shown = line.name?.replace(/…( \(\+\d+ chars\))?$/, '');
      if (shown) expect(target!.name?.startsWith(shown), line.line).toBe(true);
    }
  });

  it('splits role, heading level, JSON name, bare ref and bracketed states', () => {
    expect(parseLine('    textbox "Pet \\"nick\\" name" f2e14 [required focused] value="5"')).toEqual({
      depth: 2,
      role: 'textbox',
      name: 'Pet "nick" name',
      ref: 'f2e14',
      states: ['required', 'focused'],
      line: '    textbox "Pet \\"nick\\" name" f2e14 [required focused] value="5"',
    });
    expect(parseLine('h2 "Orders" e4')).toMatchObject({ role: 'heading', level: 2, name: 'Orders', ref: 'e4' });
    expect(parseLine('  generic e4: Clickable card')).toMatchObject({ role: 'generic', ref: 'e4', depth: 1 });
  });

  it("an unnamed element's own text is what names it (jQuery UI's suggestion `generic e21: Lyon`)", () => {
    expect(parseLine('      generic e21: Lyon')).toMatchObject({ role: 'generic', ref: 'e21', text: 'Lyon' });
    expect(parseLine('  listitem e3 [selected]: Audit npm dependencies')?.text).toBe('Audit npm dependencies');
    expect(parseLine('  button "Next page" e2: ▼')?.text).toBeUndefined();
    expect(parseLine('  paragraph: Hello')?.text).toBeUndefined();
  });

  it('finds no ref in page text, bookkeeping lines, headers or names that look like refs', () => {
    expect(parseLine('  text: e5 is a chess move')?.ref).toBeUndefined();
    expect(parseLine('  removed: button "Old" e9')?.ref).toBeUndefined();
    expect(parseLine('[page] Shop — https://shop.test/')).toBeUndefined();
    expect(parseLine('<untrusted_page source="x">')).toBeUndefined();
    expect(parseLine('button "e12"')).toMatchObject({ name: 'e12', states: [] });
    expect(parseLine('button "e12"')?.ref).toBeUndefined();
    expect(refsIn('main\n  button "Save" e12\n  text: e13\n  link "Docs" f1e2 -> /docs')).toEqual(['e12', 'f1e2']);
  });
});
