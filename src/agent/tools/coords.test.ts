import { describe, expect, it } from 'vitest';
import { screenshotToCss } from './coords';

describe('screenshotToCss', () => {
  it('scales image pixels by the factor the screenshot reported', () => {
    expect(screenshotToCss(640, 360, 1)).toEqual({ ok: true, x: 640, y: 360 });
    // a 1800 CSS px wide viewport shown in a 1280 px image
    expect(screenshotToCss(640, 100, 1800 / 1280)).toEqual({ ok: true, x: 900, y: 140.63 });
  });

  it('asks for a screenshot first when there is none', () => {
    expect(screenshotToCss(1, 1, undefined)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no screenshot/),
    });
  });
});
