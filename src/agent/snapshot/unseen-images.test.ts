import { describe, expect, it } from 'vitest';
import type { CollectedFrame } from './collected';
import { hiddenImageNames } from './unseen-images';

describe('names of the images nobody sees', () => {
  it('lists the hidden images of the frame (a pixel labelling a checkbox too), not the seen ones', () => {
    const frame = {
      frameId: 'F',
      url: 'https://example.test/',
      offset: [0, 0],
      nodes: [
        { id: '1', role: 'checkbox', name: 'CANARY label pixel', backendId: 1, children: [] },
        { id: '2', role: 'image', name: 'CANARY label pixel', backendId: 2, children: [] },
        { id: '3', role: 'image', name: 'Print', backendId: 3, children: [] },
      ],
      dom: { 2: { b: [10, 10, 1, 1], h: 1 }, 3: { b: [30, 10, 16, 16] } },
    } as unknown as CollectedFrame;
    expect(hiddenImageNames(frame)).toEqual(['CANARY label pixel']);
  });
});
