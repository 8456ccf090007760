import { describe, expect, it } from 'vitest';
import { hiddenNodes, type StyledNode } from './hidden-styles';
import { seenImageHolders } from './seen-images';

const page = { width: 1280, height: 720 };
const el = (parent: number, style: StyledNode['style'] = {}, box = [10, 10, 100, 20]): StyledNode => ({
  parent,
  style,
  box,
  text: false,
});
const text = (parent: number, style: StyledNode['style'] = {}): StyledNode => ({
  parent,
  style,
  box: [10, 10, 50, 20],
  text: true,
});

describe('hidden text on computed styles (policy/hidden-text.ts rules)', () => {
  it('hides a subtree under opacity that multiplies below 0.05, clipping boxes, flattening transforms, off-page boxes', () => {
    const cases: Array<[string, StyledNode['style'], number[]?]> = [
      ['opacity', { opacity: '0' }],
      ['sr-only', { 'overflow-x': 'hidden', position: 'absolute' }, [10, 10, 1, 1]],
      ['clip rect', { clip: 'rect(0px, 0px, 0px, 0px)', position: 'absolute' }],
      ['clip-path', { 'clip-path': 'inset(50%)' }],
      ['scale(0)', { transform: 'matrix(0, 0, 0, 0, 0, 0)' }],
      ['filter opacity', { filter: 'opacity(0)' }],
      ['filter blur', { filter: 'blur(8px)' }],
      ['clip-path inset from the bottom', { 'clip-path': 'inset(0px 0px 100%)' }],
      ['clip-path circle', { 'clip-path': 'circle(0px at 50% 50%)' }],
      ['clip-path polygon', { 'clip-path': 'polygon(0px 0px, 0px 0px, 0px 0px)' }],
      ['off-screen left', {}, [-5000, 10, 100, 20]],
    ];
    for (const [why, style, box] of cases) {
      const nodes = [
        el(-1, { opacity: '1' }, [0, 0, 1280, 720]),
        el(0, style, box),
        text(1, { color: 'rgb(0, 0, 0)' }),
      ];
      expect([...hiddenNodes(nodes, page)], why).toEqual([1, 2]);
    }
    const nested = [el(-1), el(0, { opacity: '0.1' }), el(1, { opacity: '0.2' }), text(2, { color: 'rgb(0, 0, 0)' })];
    expect(hiddenNodes(nested, page).has(3)).toBe(true);
  });

  it('judges text colour, size and indent per node, against the nearest opaque background', () => {
    const root = el(-1, { 'background-color': 'rgb(18, 17, 51)' });
    const judge = (style: StyledNode['style']) => hiddenNodes([root, text(0, style)], page).has(1);
    expect(judge({ color: 'rgba(0, 0, 0, 0)' })).toBe(true);
    expect(judge({ color: 'rgb(18, 17, 51)' })).toBe(true);
    expect(judge({ color: 'rgb(255, 255, 255)' })).toBe(false);
    expect(judge({ color: 'rgb(255, 255, 255)', 'font-size': '0px' })).toBe(true);
    expect(judge({ color: 'rgb(255, 255, 255)', 'font-size': '1px' })).toBe(true);
    expect(judge({ color: 'rgb(255, 255, 255)', 'font-size': '12px' })).toBe(false);
    // 16px under scale(0.05) is a 0.8px speck.
    const specks = hiddenNodes(
      [root, el(0, { transform: 'matrix(0.05, 0, 0, 0.05, 0, 0)' }), text(1, { color: 'rgb(255, 255, 255)' })],
      page,
    );
    expect(specks.has(2)).toBe(true);
    expect(judge({ color: 'rgb(255, 255, 255)', 'text-indent': '-9999px' })).toBe(true);
    expect(judge({ color: 'rgb(255, 255, 255)', visibility: 'hidden' })).toBe(true);
    // Over an image we cannot judge contrast, so we do not guess.
    expect(
      hiddenNodes([el(-1, { 'background-image': 'url(x.png)' }), text(0, { color: 'rgb(255, 255, 255)' })], page).size,
    ).toBe(0);
  });

  it('blends a translucent backdrop into the background the text is judged against', () => {
    // reveal.js's slide number: white text on rgba(0,0,0,.4) over a white page is readable.
    const badge = [
      el(-1),
      el(0, { 'background-color': 'rgba(0, 0, 0, 0.4)' }),
      text(1, { color: 'rgb(255, 255, 255)' }),
    ];
    expect(hiddenNodes(badge, page).size).toBe(0);
    // A barely tinted backdrop does not rescue white-on-white.
    const faint = [
      el(-1),
      el(0, { 'background-color': 'rgba(0, 0, 0, 0.02)' }),
      text(1, { color: 'rgb(255, 255, 255)' }),
    ];
    expect(hiddenNodes(faint, page).has(2)).toBe(true);
  });

  it('keeps faded but readable text and a missing style value', () => {
    expect(
      hiddenNodes([el(-1, { opacity: '0.6' }), text(0, { color: 'rgb(0, 0, 0)' }), el(0, { opacity: '' })], page).size,
    ).toBe(0);
  });
});

describe('content of a box that scrolls on its own (an app shell)', () => {
  it('is not off-page on the axis the box scrolls, and stays off-page on the other', () => {
    const shell = (overflowY: string) => [
      el(-1, {}, [0, 0, 1280, 720]),
      el(0, { 'overflow-y': overflowY, 'overflow-x': 'hidden' }, [0, 0, 1280, 720]),
      el(1, {}, [24, 6000, 800, 500]), // an article far below the page's end
      text(2, { color: 'rgb(0, 0, 0)' }),
      el(1, {}, [-5000, 100, 100, 20]), // pushed off to the left: the box does not scroll that way
      text(4, { color: 'rgb(0, 0, 0)' }),
    ];
    expect([...hiddenNodes(shell('auto'), page)]).toEqual([4, 5]);
    expect([...hiddenNodes(shell('visible'), page)]).toEqual([2, 3, 4, 5]);
  });

  it("leaves the page's own scroller (html, body) to the page size", () => {
    const nodes = [
      { ...el(-1, { 'overflow-y': 'auto' }, [0, 0, 1280, 720]), root: true },
      el(0, {}, [24, 6000, 800, 500]),
    ];
    expect([...hiddenNodes(nodes, page)]).toEqual([1]);
  });
});

describe('a box off the page (relay log C109)', () => {
  it("judges what it holds on their own boxes: a popup teleported into a zero-height container at the page's end", () => {
    // Element Plus: <div> (0 px high, at y = 720 of a 720 px page) > .el-popper (absolute, on screen) > option text.
    const lookInside = new Set<number>();
    const nodes = [
      el(-1, {}, [0, 0, 1280, 720]),
      el(0, {}, [0, 720, 1280, 0]),
      el(1, { position: 'absolute' }, [584, 178, 160, 116]),
      text(2, { color: 'rgb(0, 0, 0)' }),
      el(1, {}, [0, 720, 1280, 0]),
      text(4, { color: 'rgb(0, 0, 0)' }),
    ];
    expect([...hiddenNodes(nodes, page, undefined, undefined, lookInside)]).toEqual([1, 4, 5]);
    expect([...lookInside]).toEqual([1, 4]);
  });

  it('hides all it holds when it clips its overflow, or when what it holds is off the page too', () => {
    const lookInside = new Set<number>();
    const clipping = [
      el(-1, {}, [0, 0, 1280, 720]),
      el(0, { 'overflow-x': 'hidden', 'overflow-y': 'hidden', position: 'absolute' }, [-9999, 10, 100, 20]),
      el(1, { position: 'absolute' }, [10, 10, 100, 20]),
      text(2, { color: 'rgb(0, 0, 0)' }),
    ];
    expect([...hiddenNodes(clipping, page, undefined, undefined, lookInside)]).toEqual([1, 2, 3]);
    expect(lookInside.size).toBe(0);
    const inFlow = [el(-1, {}, [0, 0, 1280, 720]), el(0, {}, [-9999, 10, 100, 20]), el(1, {}, [-9999, 10, 100, 20])];
    expect([...hiddenNodes([...inFlow, text(2, { color: 'rgb(0, 0, 0)' })], page)]).toEqual([1, 2, 3]);
  });
});

describe('images too small to show anything', () => {
  it("hides a tracking pixel's or a sliver's alt text, not an icon's", () => {
    const nodes: StyledNode[] = [
      { parent: -1, text: false, style: {}, box: [0, 0, 800, 600], root: true },
      { parent: 0, text: false, style: {}, box: [10, 10, 1, 1], image: true },
      { parent: 0, text: false, style: {}, box: [10, 20, 300, 3], image: true },
      { parent: 0, text: false, style: {}, box: [10, 30, 16, 16], image: true },
    ];
    expect([...hiddenNodes(nodes, { width: 800, height: 600 })]).toEqual([1, 2]);
  });

  // Boxes and styles as DOMSnapshot gave them on test/fixtures/pages/redteam/tiny-images.html: an <img> that fails
  // to load draws its alt as text and takes that text's box (221x18), so the size rule does not see a speck.
  it("judges a failed image's shown alt by the text rules, and a loaded one by its size only", () => {
    const img = (box: number[], style: StyledNode['style'], altText?: boolean): StyledNode => ({
      parent: 0,
      text: false,
      style: { 'font-size': '16px', ...style },
      box,
      image: true,
      ...(altText ? { altText } : {}),
    });
    const nodes: StyledNode[] = [
      { parent: -1, text: false, style: {}, box: [0, 0, 1280, 720], root: true },
      img([363, 200, 221, 18], { color: 'rgba(0, 0, 0, 0)' }, true),
      img([588, 213, 26, 16], { color: 'rgb(0, 0, 0)', 'font-size': '1px' }, true),
      img([600, 200, 180, 18], { color: 'rgb(255, 255, 255)' }, true),
      img([800, 200, 120, 18], { color: 'rgb(0, 0, 0)' }, true),
      // next/image sets color:transparent on every image it renders: loaded, its pixels show.
      img([936, 194, 20, 20], { color: 'rgba(0, 0, 0, 0)' }),
      img([960, 194, 200, 100], { color: 'rgb(0, 0, 0)' }),
    ];
    const unsure: number[] = [];
    expect([...hiddenNodes(nodes, page, unsure)]).toEqual([1, 2, 3]);
    // The DOMSnapshot path cannot tell whether that one loaded: it asks Chrome (shown-alt.ts).
    expect(unsure).toEqual([5]);
  });

  it('tells a box that draws itself with its label moved out (image replacement) from text made invisible', () => {
    const root = el(-1, { 'background-color': 'rgb(255, 255, 255)' });
    const judge = (style: StyledNode['style'], box = [10, 10, 28, 28]) => {
      const textOnly = new Set<number>();
      const hidden = hiddenNodes([root, el(0, style, box), text(1, style)], page, undefined, textOnly);
      return { hidden: hidden.has(1) && hidden.has(2), textOnly: textOnly.has(1) };
    };
    // Trix's toolbar: <button style="text-indent:-9999px; background-image:...">Bold</button>
    expect(judge({ 'text-indent': '-9999px', color: 'rgb(0, 0, 0)' })).toEqual({ hidden: true, textOnly: true });
    // A shrunk font is not image replacement: a blank speck of a button (the red-team pages' CANARY-D3).
    expect(judge({ 'font-size': '2px', color: 'rgb(0, 0, 0)' })).toEqual({ hidden: true, textOnly: false });
    // Nor is an indented label in a box too small to click.
    expect(judge({ 'text-indent': '-9999px', color: 'rgb(0, 0, 0)' }, [10, 10, 60, 1])).toEqual({
      hidden: true,
      textOnly: false,
    });
    // Transparent or same-colour text shows nothing at all: the box is not counted as drawn.
    expect(judge({ color: 'rgba(0, 0, 0, 0)' })).toEqual({ hidden: true, textOnly: false });
    expect(judge({ color: 'rgb(255, 255, 255)' })).toEqual({ hidden: true, textOnly: false });
    // A box hidden itself (opacity) is hidden whole, its text with it.
    expect(judge({ opacity: '0', 'text-indent': '-9999px' })).toEqual({ hidden: true, textOnly: false });
  });
});

describe('what holds an image a person sees (DomHints.sv)', () => {
  it('marks the elements above a seen image, not those above a pixel or a hidden image', () => {
    const nodes: StyledNode[] = [
      el(-1), // 0 body
      el(0, {}, [8, 60, 0, 0]), // 1 a 0 px link
      el(1, {}, [8, 60, 0, 0]), // 2 a 0x0 div
      { ...el(2, {}, [8, 60, 100, 50]), image: true }, // 3 the image, drawn outside both
      el(0, {}, [8, 18, 1, 17]), // 4 a speck link
      { ...el(4, {}, [8, 18, 1, 1]), image: true }, // 5 its 1x1 pixel
      el(0), // 6 a link
      { ...el(6, { opacity: '0' }, [8, 90, 40, 40]), image: true }, // 7 its image, transparent
    ];
    const holders = seenImageHolders(nodes, hiddenNodes(nodes, page));
    expect([1, 2].every((i) => holders.has(i))).toBe(true);
    expect([4, 5, 6, 7].some((i) => holders.has(i))).toBe(false);
  });
});

describe('an <img> laid over text (red team c4-r8-img-cover)', () => {
  // A paragraph's text, and a positioned box over it holding nothing but an image of the same size.
  const over = (img: Partial<StyledNode>) => [
    el(-1, { opacity: '1' }, [0, 0, 1280, 720]),
    el(0, { position: 'relative' }, [10, 10, 300, 40]),
    el(1, {}, [10, 10, 300, 20]),
    text(2, { color: 'rgb(0, 0, 0)' }),
    { ...el(1, { position: 'absolute', visibility: 'visible' }, [10, 10, 300, 40]), image: true, ...img },
  ];

  it('hides the text under a picture as under an opaque background', () => {
    expect(hiddenNodes(over({ picture: true }), page).has(3)).toBe(true);
  });

  it('keeps it when the image failed to load (its alt is drawn instead) or is not a picture (an svg icon)', () => {
    expect(hiddenNodes(over({ picture: true, altText: true }), page).has(3)).toBe(false);
    expect(hiddenNodes(over({}), page).has(3)).toBe(false);
  });
});
