/**
 * The tools a model without a screenshot tool is offered: no screenshot, no tool that takes only screenshot
 * pixels (click_xy, type_xy), and drag by refs only. Their descriptions would otherwise speak of "the latest
 * screenshot" to a model that can never take one, and send it after coordinates it cannot know.
 */
import type { ToolDef } from './types';

export function toolsWithoutScreenshot(tools: ToolDef[], screenshotTools: ReadonlySet<string>): ToolDef[] {
  return tools
    .filter((t) => !screenshotTools.has(t.name) && t.withoutScreenshot !== 'drop')
    .map((t) => (t.withoutScreenshot && t.withoutScreenshot !== 'drop' ? t.withoutScreenshot : t));
}
