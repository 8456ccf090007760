import { describe, expect, it } from 'vitest';
import type { CollectedPage, RawAXNode } from './collected';
import { SnapshotEngine } from './index';

/** A one-frame page from AX nodes and DOM hints, for rules that need no recording. */
function page(nodes: RawAXNode[], dom: CollectedPage['frames'][0]['dom'] = {}): CollectedPage {
  return {
    url: 'http://127.0.0.1/x',
    title: 'T',
    viewport: { scrollX: 0, scrollY: 0, width: 1280, height: 720, pageWidth: 1280, pageHeight: 720 },
    frames: [{ frameId: 'F', url: 'http://127.0.0.1/x', offset: [0, 0], nodes, dom }],
  };
}
const root = (children: string[]): RawAXNode => ({ id: 'r', role: 'RootWebArea', name: 'T', children });

describe('what never reaches the model', () => {
  it('prints a password value as ••• (not even its length), with or without Chrome masking it', () => {
    const text = new SnapshotEngine().build(
      page(
        [
          root(['a', 'b']),
          {
            id: 'a',
            role: 'textbox',
            name: 'Password',
            value: 'hunter2hunter2',
            children: ['t'],
            backendId: 1,
            props: { focusable: true },
          },
          { id: 't', role: 'StaticText', name: 'hunter2hunter2', children: [], backendId: 3 },
          {
            id: 'b',
            role: 'textbox',
            name: 'PIN',
            value: '••••••',
            children: [],
            backendId: 2,
            props: { focusable: true },
          },
        ],
        { 1: { pw: 1 } },
      ),
      { mode: 'full' },
    ).text;
    expect(text).toContain('textbox "Password" e1 value="•••"\n');
    expect(text).toContain('textbox "PIN" e2 value="•••"');
    expect(text).not.toContain('hunter2');
  });

  it('leaves out hidden text and hidden non-interactive names, keeps a hidden native control', () => {
    const text = new SnapshotEngine().build(
      page(
        [
          root(['p', 'g', 'c']),
          { id: 'p', role: 'StaticText', name: 'CANARY text', children: [], backendId: 1 },
          { id: 'g', role: 'generic', name: 'CANARY name', children: [], backendId: 2 },
          {
            id: 'c',
            role: 'checkbox',
            name: 'Accept',
            children: [],
            backendId: 3,
            props: { focusable: true, checked: 'false' },
          },
        ],
        { 1: { h: 1 }, 2: { h: 1 }, 3: { h: 1 } },
      ),
      { mode: 'full' },
    ).text;
    expect(text).not.toContain('CANARY');
    expect(text).toContain('checkbox "Accept" e1 [unchecked]');
  });

  it('drops tracking parameters from link URLs', () => {
    const text = new SnapshotEngine().build(
      page([
        root(['l']),
        {
          id: 'l',
          role: 'link',
          name: 'Tiny',
          children: [],
          backendId: 1,
          props: { focusable: true, url: 'https://tiny.example/p?utm_source=x&utm_medium=y&id=3' },
        },
      ]),
      { mode: 'full' },
    ).text;
    expect(text).toContain('link "Tiny" e1 -> https://tiny.example/p?id=3');
  });
});
