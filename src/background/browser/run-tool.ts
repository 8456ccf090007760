/**
 * Runs a browser tool by name inside the worker, exactly as the agent loop would (validation, execute, errors as
 * values). Exposed as `globalThis.tabwright.runTool` for e2e tests and the benchmark; pages cannot reach it.
 */
import { runTool as run, toolByName, type ToolResult } from '../../agent/tools';
import { chromeBrowserPort } from './port';

export async function runToolInWorker(
  tabId: number,
  name: string,
  args: unknown,
  attachments?: Array<{ name: string; mimeType: string; data: string }> | null,
): Promise<ToolResult> {
  const tool = toolByName(name);
  if (!tool) return { ok: false, error: `Unknown tool "${name}".` };
  const controller = new AbortController();
  return run(tool, args, {
    tabId,
    browser: chromeBrowserPort,
    signal: controller.signal,
    ...(attachments ? { attachments } : {}),
  });
}
