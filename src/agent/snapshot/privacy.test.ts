import { describe, expect, it } from 'vitest';
import type { RawAXNode } from './collected';
import { onePage as page } from './fixtures';
import { SnapshotEngine } from './index';
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
          root(['p', 'g', 'c', 'l', 'x']),
          { id: 'p', role: 'StaticText', name: 'CANARY text', children: [], backendId: 1 },
          // The custom checkbox's own drawing shows its label; the native input under it is hidden.
          { id: 'l', role: 'StaticText', name: 'Accept', children: [], backendId: 4 },
          // A hidden control whose label nobody sees keeps its ref, not its name (issue 11, class 4).
          {
            id: 'x',
            role: 'button',
            name: 'CANARY label',
            children: [],
            backendId: 5,
            props: { focusable: true },
          },
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
        { 1: { h: 1 }, 2: { h: 1 }, 3: { h: 1 }, 5: { h: 1 } },
      ),
      { mode: 'full' },
    ).text;
    expect(text).not.toContain('CANARY');
    expect(text).toContain('checkbox "Accept" e1 [unchecked]');
    expect(text).toMatch(/^button e2$/m);
  });

  it('a control that is a speck on screen and shows no text prints no aria-label; a seen icon link keeps it', () => {
    // Boxes as Chromium 156 lays them out: a link around a 1x1 <img alt=""> (the image is not in the tree) is 1 px
    // wide; a link around a 24 px icon, a button holding an svg and a visually hidden "Close" are not specks.
    const link = (id: string, name: string, backendId: number) => ({
      id,
      role: 'link',
      name,
      children: [],
      backendId,
      props: { focusable: true },
    });
    const text = new SnapshotEngine().build(
      page(
        [
          root(['s', 't', 'b', 'o']),
          link('s', 'CANARY-C4-SPECK-LINK: open the download', 1),
          link('t', 'Twitter', 2),
          // 0 px itself, but it holds a 100x50 image drawn outside its box (DomHints.sv): the user sees that.
          link('o', 'Card OK-3', 5),
          { id: 'b', role: 'button', name: 'Close dialog', children: ['h'], backendId: 3, props: { focusable: true } },
          { id: 'h', role: 'StaticText', name: 'Close', children: [], backendId: 4 },
        ],
        {
          1: { b: [8, 18, 1, 17], c: 1, p: 1 },
          2: { b: [49, 18, 24, 17], c: 1, p: 1 },
          3: { b: [13, 13, 32, 22] },
          4: { b: [37, 16, 34, 15], h: 1 },
          5: { b: [8, 60, 0, 0], c: 1, p: 1, sv: 1 },
        },
      ),
      { mode: 'full' },
    ).text;
    expect(text).not.toContain('CANARY');
    expect(text).toMatch(/^link e1$/m);
    expect(text).toContain('link "Twitter" e2');
    expect(text).toContain('button "Close dialog" e3');
    expect(text).toContain('link "Card OK-3" e4');
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
