import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// test/fixtures/apps/app-shell: the page never scrolls; an overflow:auto box holds a sticky nav and ten articles,
// scrolled to the fifth; a position:fixed cookie banner sits over it.
describe('an app shell (content in a box that scrolls on its own)', () => {
  const page = recording('app-shell.scrolled');

  it('full mode holds the whole page: every article, the sticky nav, the fixed banner', () => {
    const text = new SnapshotEngine().build(page, { mode: 'full' }).text;
    for (const topic of ['World', 'Science', 'Health']) expect(text).toContain(`h2 "${topic}: the story of the day"`);
    expect(text).toMatch(/link "Read more about Health" e\d+/);
    expect(text).toMatch(/navigation "Sections"\n\s+link "World" e\d+/);
    expect(text).toMatch(/button "Accept cookies" e\d+/);
  });

  it('viewport mode shows what is on screen and says, inside the box, what it holds above and below', () => {
    const engine = new SnapshotEngine();
    const text = engine.build(page, { mode: 'viewport' }).text;
    expect(text).toMatch(
      /generic e\d+ \[scrollable\]\n {2}\(\+\d+ refs above in this box; sections: heading "Daily News"/,
    );
    expect(text).toMatch(/\n {2}\(\+\d+ refs below in this box; sections: .*heading "Health: the story of the day"/);
    expect(text).toMatch(/link "Health" e\d+/); // the sticky nav, stuck at the top of the box
    expect(text).toMatch(/button "Accept cookies" e\d+/); // the fixed banner
    expect(text).not.toContain('Read more about World'); // scrolled past, inside the box
    expect(text.split('\n')[1]).not.toMatch(/refs above/); // the page itself is not scrolled
    expect(engine.find({ text: 'Read more about Health' }).total).toBe(1);
  });
});
