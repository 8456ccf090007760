/**
 * The last filter between the page and the model: every tool result (and tool error) is redacted before the loop
 * turns it into a ToolResultMessage, so secret values, password-field values and API keys never reach the model,
 * the transcript in IndexedDB, the panel's events or an export. The redacted text is also what policy remembers as
 * "seen page data" for the exfiltration check, and the tab's URL after the call counts as visited.
 */
import type { ImageDescriber } from '../../agent/loop/types';
import type { ToolDef, ToolResult } from '../../agent/tools/types';
import type { Redactor } from '../../agent/secrets';

export interface ResultHooks {
  /** A redactor for this moment of this tab (password values change as the user or the agent types). */
  redactor(tabId: number): Promise<Redactor>;
  /** Called with the redacted result: note seen page text and the visited origin. */
  observed(tabId: number, text: string): Promise<void>;
}

export function redactingTools(tools: ToolDef[], hooks: ResultHooks): ToolDef[] {
  return tools.map((tool) => ({
    ...tool,
    async execute(args, ctx) {
      // A tool that throws would reach the model through the loop's own error text, unfiltered: make it a value here.
      const result: ToolResult = await tool.execute(args, ctx).catch((error: unknown) => {
        if (ctx.signal.aborted) throw error; // Stop: the loop reports it in its own words
        return {
          ok: false,
          error: `${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          hint: 'Take a new snapshot and try another way.',
        };
      });
      // A `tabs` call that moved the agent returns the new tab's page: read that tab's password values.
      const tab = result.ok ? (result.tabId ?? ctx.tabId) : ctx.tabId;
      const redactor = await hooks.redactor(tab);
      const clean: ToolResult = result.ok
        ? { ...result, text: redactor.redact(result.text) }
        : {
            ...result,
            error: redactor.redact(result.error),
            ...(result.hint ? { hint: redactor.redact(result.hint) } : {}),
          };
      await hooks.observed(tab, clean.ok ? clean.text : clean.error);
      return clean;
    },
  }));
}

/**
 * A screenshot's description (a vision model captioning it for a text-only model) is page content like any tool
 * result: it can quote a secret or a password shown on screen, and it is added after the tools' wrapper, so it is
 * redacted and noted as seen page data here.
 */
export function redactingDescriber(describe: ImageDescriber, hooks: ResultHooks, tab: () => number): ImageDescriber {
  return async (image, signal) => {
    const from = tab();
    const text = (await hooks.redactor(from)).redact(await describe(image, signal));
    await hooks.observed(from, text);
    return text;
  };
}
