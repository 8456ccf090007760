import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// Recorded from test/fixtures/apps/{ace,monaco}: the editors draw their text in aria-hidden layers, and the AX
// tree alone shows an empty textbox. The DOM snapshot's lines (src/background/cdp/editor-hints.ts) fill it in.
describe('code editors show their text', () => {
  it('ace: the visible lines, numbered, under the editor input; the drawing layer is not printed twice', () => {
    const engine = new SnapshotEngine();
    const text = engine.build(recording('ace'), { mode: 'full' }).text;
    expect(text).toMatch(
      /textbox "Cursor at row 1" e\d+: code editor, lines 1-\d+ shown \(scroll it for others\)\n {2}1: \/\/ build steps\n {2}2: function build\(target\) \{/,
    );
    expect(text.match(/step number 1\b/g)).toHaveLength(1);
    expect(text).not.toMatch(/generic e\d+ \[scrollable\]/); // Ace's own scrollbar
    expect(engine.find({ text: 'step number 7' }).text).toMatch(
      /10: {3}step7\(target\); \/\/ step number 7 {2}in: textbox/,
    );
  });

  it('monaco: the visible lines under `textbox "Editor content"`, none past the editor box', () => {
    const text = new SnapshotEngine().build(recording('monaco'), { mode: 'full' }).text;
    expect(text).toMatch(/textbox "Editor content" e\d+: code editor, lines 1-1\d shown/);
    expect(text).toContain('\n  2:   "name": "orders",');
    expect(text).not.toContain('"feature30"'); // below the editor's box: not drawn, not claimed
  });
});
