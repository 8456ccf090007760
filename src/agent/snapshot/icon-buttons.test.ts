import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/trix (recorded by scripts/record-ax.mjs trix): Trix's toolbar buttons draw an icon and move
// their text ("Bold") out of the box with text-indent:-9999px, the image-replacement trick. The button is on screen;
// only its label is not. Before DomHints.t they printed as fourteen nameless `button eN` lines.
describe('icon buttons whose label text is moved out of their box', () => {
  const text = new SnapshotEngine().build(recording('trix'), { mode: 'full' }).text;

  it('keep their label as a name, so the model can tell Bold from Undo', () => {
    for (const label of ['Bold', 'Italic', 'Link', 'Bullets', 'Attach Files'])
      expect(text).toMatch(new RegExp(`button "${label}" e\\d+\\n`));
    expect(text).toMatch(/button "Undo" e\d+ \[disabled\]/);
    expect(text).not.toMatch(/^\s*button e\d+$/m);
  });

  it('leave the editor and its link as they were', () => {
    expect(text).toMatch(/textbox "Body" e\d+\n\s+text: This release brings faster exports/);
    expect(text).toMatch(/link "upgrade guide" e\d+ -> https:\/\/example.com\/upgrade/);
  });
});
