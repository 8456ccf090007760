import { describe, expect, it } from 'vitest';
import type { CollectedPage, RawAXNode } from './collected';
import { SnapshotEngine } from './index';

// Relay log C76 (editorjs): the page showed the saved document as one long JSON line; the snapshot cut it
// (`… (+805 chars)`) and `find "checked"` answered "no match" though the word was on the page.
const JSON_LINE = `{"time":1700000000000,"blocks":[${Array.from({ length: 12 }, (_, i) => `{"id":"b${i}","type":"paragraph","data":{"text":"Paragraph number ${i} of the saved document"}}`).join(',')},{"id":"c1","type":"checklist","data":{"items":[{"text":"Ship it","checked":true}]}}]}`;
const LONG_NAME =
  "Download the quarterly report for the northern region, including revenue, costs, headcount, churn, the pipeline, the forecast, open risks and the board's notes on hiring, as a signed PDF";

function page(): CollectedPage {
  const nodes: RawAXNode[] = [
    { id: 'root', role: 'RootWebArea', name: 'Editor', children: ['pre', 'btn'], backendId: 1 },
    { id: 'pre', role: 'generic', children: ['t'], backendId: 2 },
    { id: 't', role: 'StaticText', name: JSON_LINE, children: [], backendId: 3 },
    { id: 'btn', role: 'button', name: LONG_NAME, children: ['bt'], props: { focusable: true }, backendId: 4 },
    { id: 'bt', role: 'StaticText', name: LONG_NAME, children: [], backendId: 5 },
  ];
  const viewport = { scrollX: 0, scrollY: 0, width: 1280, height: 720, pageWidth: 1280, pageHeight: 720 };
  return {
    url: 'https://x.test/editor',
    title: 'Editor',
    viewport,
    frames: [{ frameId: 'F', url: 'https://x.test/editor', offset: [0, 0], nodes, dom: {} }],
  };
}

describe('find searches the part of a long text the snapshot cut', () => {
  it('finds a word past the cut and shows the words around it', () => {
    const engine = new SnapshotEngine();
    const snap = engine.build(page(), { mode: 'full' });
    expect(snap.text).toMatch(/chars\)/);
    expect(snap.text).not.toContain('"checked":true');
    const found = engine.find({ text: 'checked' }).text;
    expect(found).toMatch(/^\[find\] 1 match for "checked"/);
    expect(found).toMatch(/match in the cut text: ….*"text":"Ship it","checked":true.*\(at character \d+ of \d+\)/);
  });

  it('finds a button by the end of a long name, with its ref', () => {
    const engine = new SnapshotEngine();
    engine.build(page(), { mode: 'full' });
    const found = engine.find({ text: 'signed PDF', role: 'button' }).text;
    expect(found).toMatch(/^\[find\] 1 match/);
    expect(found).toMatch(/^button "Download the quarterly report.*" e\d+/m);
  });

  it('a match in the printed part adds no excerpt', () => {
    const engine = new SnapshotEngine();
    engine.build(page(), { mode: 'full' });
    expect(engine.find({ text: 'quarterly' }).text).not.toContain('match in the cut text');
  });
});
