import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PageAnswer, packAnswer, unpackAnswer } from './wire';

/** A page script's answer recorded on the jQuery UI corpus app (the unpacked shape). */
const recorded = readFileSync(join(__dirname, '../../test/fixtures/page-ax/jquery-ui.answer.json'), 'utf8');

describe('the page script answer on the wire', () => {
  it('comes back the same after packing, and shorter', () => {
    const answer = JSON.parse(recorded) as PageAnswer;
    const packed = packAnswer(answer.walk, answer.ax, answer.ex);
    expect(unpackAnswer(packed)).toEqual(JSON.parse(recorded));
    // Redoc's answer went from 380 to 195 kB, with the names and empty props left out in the page as well.
    expect(packed.length).toBeLessThan(0.9 * recorded.length);
  });

  it('keeps entries without a page id or walk index (an option list popup, generated text)', () => {
    const answer = JSON.parse(recorded) as PageAnswer;
    answer.ax.push({ u: 3, r: 'MenuListPopup' }, { u: 0, r: 'StaticText', n: '▲', d: 2 }, { u: 1, r: 'button', p: 1 });
    const copy = structuredClone(answer);
    expect(unpackAnswer(packAnswer(answer.walk, answer.ax, answer.ex))).toEqual(copy);
  });
});
