import { describe, expect, it } from 'vitest';
import { nameRecall, normaliseName, playwrightTargets } from '../corpus/recall';

const PW = `- generic [ref=e1]:
  - navigation [ref=e2]:
    - link "Home" [ref=e3] [cursor=pointer]:
      - /url: /
    - button "\ue5cd" [ref=e4]
    - button "\ue5d2 Menu" [ref=e5]
  - button "Edit" [ref=e6]
  - button "Edit" [ref=e7]
  - generic "Open the \\"latest\\" order" [ref=e8] [cursor=pointer]
  - heading "Orders" [level=1] [ref=e9]
  - option "English" [selected]
  - textbox "Search  orders" [ref=e10]
  - link "A very long link text that our snapshot cuts after a while because it goes on" [ref=e11]`;

describe('name recall against Playwright', () => {
  it('counts named actionable elements and drops icon-font-only names', () => {
    expect(playwrightTargets(PW).map((t) => t.name)).toEqual([
      'Home',
      '\ue5d2 Menu',
      'Edit',
      'Edit',
      'Open the "latest" order',
      'Search  orders',
      'A very long link text that our snapshot cuts after a while because it goes on',
    ]);
    expect(normaliseName('\ue5d2  Menu\u200b ')).toBe('menu');
  });

  it('matches by name, text, subtree and cut prefix; each of ours once', () => {
    const ours = `[page] Orders
navigation
  link "Home" e3 -> /
  button e5
    text: Menu
button "Edit" e6
generic e8: Open the "latest" order
h1 "Orders"
textbox "Search orders" e10
link "A very long link text that our… (+40 chars)" e11`;
    const r = nameRecall(PW, ours);
    expect(r.wanted).toBe(7);
    expect(r.missed).toEqual(['- button "Edit" [ref=e7]']);
    expect(r.found).toBe(6);
  });

  it('a name only inside a big container is not found', () => {
    const ours = `[page] x\nmain e1 [scrollable]\n${Array.from({ length: 8 }, (_, i) => `  text: Home ${i}`).join('\n')}`;
    expect(nameRecall('- link "Home 3" [ref=e1]', ours).found).toBe(0);
  });

  it('a field named by its label is found by the placeholder it prints (what Chrome named it by)', () => {
    const ours = '[page] x\ntextbox "Next stocktake" e3 placeholder="m/d/yyyy"';
    expect(nameRecall('- textbox "m/d/yyyy" [ref=e1]', ours).found).toBe(1);
    expect(nameRecall('- textbox "dd.mm.yyyy" [ref=e1]', ours).found).toBe(0);
  });
});
