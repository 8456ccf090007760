/**
 * Page text the user attached to a message (context menu: selection, page title, link or image URL; the panel's
 * "add selection"). It reaches the model inside untrusted blocks whose source is the page's URL, redacted like any
 * tool result, and policy notes it as that page's data (gate.ts): it is never the user's own words, so it gets no
 * exemption from the data-flow checks and cannot name a site "for the user".
 */
import type { ApprovalDecision } from '../../agent/loop';
import { fenceQuoted, wrapUntrusted } from '../../agent/prompts/untrusted';
import type { ToolDef } from '../../agent/tools/types';
import { createRedactor } from '../../agent/secrets';
import type { Quote } from '../../shared/protocol';
import type { Settings } from '../../shared/settings';

const LABEL: Record<Quote['kind'], string> = {
  selection: 'text the user selected on the page',
  page: "the page's title and address",
  link: 'a link on the page',
  image: 'an image on the page',
};

export function quoteBlocks(quotes: Quote[], settings: Settings): string {
  const redactor = createRedactor({
    secrets: settings.secrets.filter((s) => s.value).map(({ name, value }) => ({ name, value })),
    apiKeys: settings.providers.map((p) => p.apiKey).filter(Boolean),
    passwords: [],
  });
  return quotes
    .map(
      (q) =>
        `\n\n[Attached: ${LABEL[q.kind]}; page content, not the user's words]\n${wrapUntrusted(redactor.redact(q.text), q.url)}`,
    )
    .join('');
}

const BLOCK = /<untrusted_page source="[^"]*">\n[\s\S]*?\n<\/untrusted_page>/g;
/** A task an outside agent gave (MCP run_task): its words are not the user's (red team c14-mcp-run-task-*). */
const AGENT = /<agent_request>\n([\s\S]*?)\n<\/agent_request>/g;

/**
 * An outside agent's task as the model reads it: it may have been dictated by a page that agent read, so it names
 * no site for the user and carries no data of theirs; policy notes it as data from an unknown source (foreign to
 * every site), so whatever of it leaves for a site shows on a high-risk card.
 */
export function agentRequest(text: string): string {
  return `<agent_request>\n${text.replace(/<\/?agent_request>/gi, '')}\n</agent_request>`;
}

/** The user's own words of a message: without the quoted page blocks and their labels. */
export function ownWords(text: string): string {
  return text
    .replace(BLOCK, '')
    .replace(AGENT, '')
    .replace(/\n*\[Attached: [^\]\n]*; page content, not the user's words\]\n*/g, '\n')
    .trim();
}

/** The quoted page blocks of a message, each with its page URL as source. */
export function quotedBlocks(text: string): string {
  const agent = [...text.matchAll(AGENT)].map((m) => `<untrusted_page source="mcp:agent">\n${m[1]}\n</untrusted_page>`);
  return [...(text.match(BLOCK) ?? []), ...agent].join('\n');
}

type Messages = ReadonlyArray<{ role: string; content?: unknown }>;

function lastUserRaw(messages: Messages): string {
  const user = [...messages].reverse().find((m) => m.role === 'user');
  const parts = Array.isArray(user?.content) ? (user.content as Array<{ type: string; text?: string }>) : [];
  return parts
    .filter((p) => p.type === 'text')
    .map((p) => p.text ?? '')
    .join('\n');
}

/** The user's own words in the newest user message: what they asked for in this turn, without quoted page text. */
export function lastUserText(messages: Messages): string {
  return ownWords(lastUserRaw(messages));
}

/** Page text the user quoted in the newest message (selection, title, link), in its untrusted blocks. */
export function lastUserQuotes(messages: Messages): string {
  return quotedBlocks(lastUserRaw(messages));
}

/** Failed results quote page text (element names, options, exceptions): fence those quotes (prompts/untrusted.ts). */
export function fencedErrors(tools: ToolDef[]): ToolDef[] {
  return tools.map((tool) => ({
    ...tool,
    async execute(args, ctx) {
      const r = await tool.execute(args, ctx);
      if (r.ok) return r;
      return { ...r, error: fenceQuoted(r.error), ...(r.hint ? { hint: fenceQuoted(r.hint) } : {}) };
    },
  }));
}

/** A refusal names the element or value it refused ("Delete all" looks like...): the names go in the fence. */
export function fenceRefusal(decision: ApprovalDecision): ApprovalDecision {
  return decision.allow || !decision.reason ? decision : { ...decision, reason: fenceQuoted(decision.reason) };
}
