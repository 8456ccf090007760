/**
 * Every browser tool, in the order the model sees them. Adding a tool: create `<name>.ts` exporting
 * `defineTool({ name: '<name>', ... })` and list it here; registry.test.ts fails until both are done.
 */
import { ask_user } from './ask_user';
import { click } from './click';
import { click_xy } from './click_xy';
import { drag } from './drag';
import { evaluate } from './evaluate';
import { fill_form } from './fill_form';
import { find } from './find';
import { get_page_text } from './get_page_text';
import { hover } from './hover';
import { navigate } from './navigate';
import { press_key } from './press_key';
import { screenshot } from './screenshot';
import { scroll } from './scroll';
import { select_option } from './select_option';
import { snapshot } from './snapshot';
import { tabs } from './tabs';
import { type } from './type';
import { type_xy } from './type_xy';
import { upload_file } from './upload_file';
import { wait_for } from './wait_for';
import type { ToolDef } from './types';

export const allTools: ToolDef[] = [
  snapshot,
  find,
  get_page_text,
  screenshot,
  click,
  hover,
  type,
  fill_form,
  select_option,
  press_key,
  scroll,
  drag,
  upload_file,
  wait_for,
  navigate,
  tabs,
  click_xy,
  type_xy,
  evaluate,
  ask_user,
] as ToolDef[];

export function toolByName(name: string): ToolDef | undefined {
  return allTools.find((t) => t.name === name);
}

export { runTool } from './run';
export type { ToolContext, ToolDef, ToolResult, RiskTier } from './types';
