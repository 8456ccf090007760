import { describe, expect, it } from 'vitest';
import type { DomHints } from './collected';
import { markOptions } from './option-states';

// swagger-ui's status list as DOMSnapshot gives it after "Try it out" and a choice: SELECT (enabled now) >
// OPTION available, pending, sold (selected); a second, disabled SELECT > OPTGROUP > OPTION.
describe('native option states from the page', () => {
  it('reads selected and disabled from the DOM, disabled also from the optgroup or select', () => {
    const strings = ['SELECT', 'OPTION', 'OPTGROUP', 'disabled', '', 'multiple'];
    const nodes = {
      nodeName: [0, 1, 1, 1, 0, 2, 1],
      parentIndex: [-1, 0, 0, 0, -1, 4, 5],
      optionSelected: { index: [3] },
      attributes: [[5, 4], [], [], [], [3, 4], [], []],
    };
    const hints: Record<number, DomHints> = {};
    markOptions(nodes, strings, (i) => (hints[i] ??= {}));
    expect(hints[1]).toEqual({ os: 0, od: 0 });
    expect(hints[3]).toEqual({ os: 1, od: 0 });
    expect(hints[6]).toEqual({ os: 0, od: 1 }); // its select is disabled, through the optgroup
    expect(hints[0]).toBeUndefined(); // only options are marked
  });
});
