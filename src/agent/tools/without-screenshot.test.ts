import { describe, expect, it } from 'vitest';
import { toToolSpecs } from '../loop/tool-specs';
import { allTools } from '.';
import { toolsWithoutScreenshot } from './without-screenshot';

describe('tools for a model with no screenshot tool', () => {
  it('no tool speaks of a screenshot; drag takes refs only; the others are unchanged', () => {
    const offered = toolsWithoutScreenshot(allTools, new Set(['screenshot']));
    const names = offered.map((t) => t.name);
    expect(names).not.toContain('screenshot');
    expect(names).not.toContain('click_xy');
    expect(names).not.toContain('type_xy');
    expect(names).toContain('drag');
    expect(names).toContain('click');
    expect(offered.length).toBe(allTools.length - 3);
    const specs = JSON.stringify(toToolSpecs(offered));
    expect(specs).not.toMatch(/screenshot/i);
    const drag = offered.find((t) => t.name === 'drag')!;
    expect(drag.parameters.safeParse({ from: { x: 1, y: 2 }, to: { x: 3, y: 4 } }).success).toBe(false);
    expect(drag.parameters.safeParse({ ref: 'e1', to_ref: 'e2' }).success).toBe(true);
  });

  it('with a screenshot tool every tool speaks of it as before', () => {
    expect(JSON.stringify(toToolSpecs(allTools))).toMatch(/latest screenshot/);
  });
});
