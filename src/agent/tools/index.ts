/**
 * Every browser tool, in the order the model sees them. Adding a tool: create `<name>.ts` exporting
 * `defineTool({ name: '<name>', ... })` and list it here; registry.test.ts fails until both are done.
 */
import { click } from './click';
import { click_xy } from './click_xy';
import { drag } from './drag';
import { find } from './find';
import { hover } from './hover';
import { press_key } from './press_key';
import { snapshot } from './snapshot';
import { type } from './type';
import { type_xy } from './type_xy';
import type { ToolDef } from './types';

export const allTools: ToolDef[] = [snapshot, find, click, hover, type, press_key, drag, click_xy, type_xy] as ToolDef[];

export function toolByName(name: string): ToolDef | undefined {
  return allTools.find((t) => t.name === name);
}

export { runTool } from './run';
export type { ToolContext, ToolDef, ToolResult, RiskTier } from './types';
