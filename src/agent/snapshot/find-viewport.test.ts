import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { SnapshotEngine } from './index';
import { recording } from './fixtures';

describe('find', () => {
  it('returns matches with their ancestor path', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('shoelace'));
    const r = engine.find({ text: 'email' });
    expect(r.total).toBe(1);
    expect(r.text).toMatch(
      /^\[find\] 1 match for "email":\ntextbox "Email \*" e\d+ \[required\] placeholder="you@example.com" {2}in: tabpanel "Profile" > form$/,
    );
  });

  it('searches rows cut from the text by list summaries, and filters by role', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('list-rerender'));
    expect(engine.find({ text: 'Widget 59' }).total).toBe(1);
    expect(engine.find({ role: 'link' }).total).toBe(6);
    expect(engine.find({ text: 'nothing like this' }).text).toMatch(/no match/);
  });
});

describe('find by the role words the text shows', () => {
  it('h1..h6 find headings of that level; image and img both find images', () => {
    const engine = new SnapshotEngine();
    engine.build(recording('chartjs'));
    expect(engine.find({ role: 'h1' }).matches.map((m) => m.line)).toEqual(['h1 "Regional sales"']);
    expect(engine.find({ role: 'h2' }).total).toBe(0);
    expect(engine.find({ role: 'image' }).total).toBe(1);
    expect(engine.find({ role: 'img' }).total).toBe(1);
  });
});

describe('viewport mode', () => {
  it('swagger: on-screen part plus a summary of what lies below', () => {
    const page = recording('swagger-ui');
    const engine = new SnapshotEngine();
    const vp = engine.build(page, { mode: 'viewport' });
    const fullText = new SnapshotEngine().build(page, { mode: 'full' }).text;
    expect(vp.text.split('\n')[0]).toContain('(viewport 0-720 of 2409px)');
    expect(vp.text).toMatch(/\n\(\+\d+ refs below; sections: .*heading "Schemas"/);
    expect(countTokens(vp.text)).toBeLessThan(0.5 * countTokens(fullText));
    // Refs below the fold still resolve (viewport mode only shortens the text).
    expect(vp.refCount).toBe(new SnapshotEngine().build(page, { mode: 'full' }).refCount);
  });

  it('stays within the token budget on the biggest recording', () => {
    expect(countTokens(new SnapshotEngine().build(recording('swagger-ui'), { mode: 'full' }).text)).toBeLessThan(2500);
  });
});
