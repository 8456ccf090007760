import { describe, expect, it } from 'vitest';
import { jpegSize } from './jpeg';

describe('jpegSize', () => {
  it('reads the frame size after APP0 and DQT segments', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const dqt = [0xff, 0xdb, 0x00, 0x03, 0x00];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0xd0, 0x05, 0x00, 0x03];
    const bytes = new Uint8Array([0xff, 0xd8, ...app0, ...dqt, ...sof0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(jpegSize(bytes)).toEqual({ width: 1280, height: 720 });
  });

  it('gives up on bytes that are not a JPEG', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBeUndefined();
  });
});
