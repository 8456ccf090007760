/**
 * "Save as skill": a finished conversation becomes a skill. The tool calls that worked become its steps (reads are
 * left out: replay takes its own snapshots), each ref becomes a locator read from the page text the model saw, the
 * values the user gave in their own words become parameters, and `{{secret:...}}` placeholders stay as they are.
 */
import type { AssistantMessage, Message, ToolResultMessage, UserMessage } from '../../shared/model';
import { textOf, toolCallsOf } from '../../shared/model';
import { REF_PATTERN } from '../snapshot/refs';
import { locatorFor } from './locator';
import { REPLAYABLE_TOOLS, type Locator, type SkillInput, type SkillParam, type SkillStep } from './schema';

const QUOTE_BLOCK = /<untrusted_page[\s\S]*?<\/untrusted_page>/g;

/** The user's own words: quoted page text and attachment notes are not theirs. */
export function userWords(message: UserMessage): string {
  return textOf(message)
    .replace(QUOTE_BLOCK, '')
    .replace(/\n\[Attached file: [^\]]*\]/g, '')
    .trim();
}

/** The page a result was read from (`<untrusted_page source="...">`). */
export function sourceOf(text: string): string | undefined {
  return /<untrusted_page source="([^"]+)">/.exec(text)?.[1];
}

/** `textbox "Item"` -> `item`; `combobox "Delivery city"` -> `delivery_city`. */
export function paramName(label: string | undefined, fallback: string): string {
  const slug = (label ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^[0-9_]+/, '')
    .slice(0, 30);
  return slug || fallback;
}

/** Walks the string leaves of args: [path, value]. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

const isRefPath = (path: string) => /(^|\.)(ref|to_ref)$/.test(path);
/** Argument paths whose values a user gives: typed text, form values, chosen options, a URL. */
const isValuePath = (path: string) => /^(text|url|values(\.\d+)?|fields\.\d+\.value(\.\d+)?)$/.test(path);

export interface ExtractOptions {
  id: string;
  name: string;
  description?: string;
  now: number;
}

export function extractSkill(messages: readonly Message[], options: ExtractOptions): SkillInput {
  const users = messages.filter((m): m is UserMessage => m.role === 'user').map(userWords);
  const said = users.join('\n');
  const results = new Map<string, ToolResultMessage>();
  for (const m of messages) if (m.role === 'toolResult') results.set(m.toolCallId, m);
  const seen: string[] = [];
  const params: SkillParam[] = [];
  const steps: SkillStep[] = [];
  let startUrl: string | undefined;

  const paramFor = (value: string, label: string | undefined, fallback: string): string => {
    const existing = params.find((p) => p.default === value);
    if (existing) return existing.name;
    let name = paramName(label, fallback);
    for (let i = 2; params.some((p) => p.name === name); i++) name = `${paramName(label, fallback)}_${i}`;
    params.push({ name, description: label ?? fallback, default: value });
    return name;
  };

  for (const message of messages) {
    if (message.role === 'toolResult') {
      startUrl ??= sourceOf(message.text);
      if (!message.isError && !message.collapsed) seen.push(message.text);
      continue;
    }
    if (message.role !== 'assistant') continue;
    for (const call of toolCallsOf(message as AssistantMessage)) {
      const result = results.get(call.id);
      if (!result || result.isError || !(REPLAYABLE_TOOLS as readonly string[]).includes(call.name)) continue;
      const args = structuredClone(call.args);
      const locators: Record<string, Locator> = {};
      const values: Record<string, string> = {};
      for (const [path, value] of leaves(args)) {
        if (isRefPath(path) && REF_PATTERN.test(value)) {
          const locator = locate(value, seen);
          if (locator) locators[path] = locator;
        }
      }
      for (const [path, value] of leaves(args)) {
        if (!isValuePath(path) || value.includes('{{')) continue;
        const refPath = path.replace(/(value|text)(\.\d+)?$/, 'ref').replace(/^values(\.\d+)?$/, 'ref');
        const label = locators[refPath]?.name;
        let kept = value;
        if (value.trim().length > 0 && said.includes(value)) {
          const fallback = call.name === 'navigate' ? 'url' : 'value';
          kept = `{{${paramFor(value, call.name === 'navigate' ? undefined : label, fallback)}}}`;
          setAt(args, path, kept);
        }
        // What the field must read after the step (a submit clears it, so nothing to read then).
        if ((call.name === 'type' && !call.args.submit) || /^fields\.\d+\.value$/.test(path)) values[refPath] = kept;
      }
      const navigated = /navigated to (\S+)/.exec(result.text)?.[1];
      steps.push({
        tool: call.name as SkillStep['tool'],
        args,
        locators,
        expect: {
          ...(navigated ? { url: navigated } : {}),
          ...(/changes since the last snapshot/.test(result.text) ? { changes: true } : {}),
          ...(Object.keys(values).length ? { values } : {}),
        },
      });
    }
  }
  // A value that became a parameter also stands in names the page derived from it ("Remove Eggs").
  for (const step of steps)
    for (const locator of Object.values(step.locators))
      for (const p of params)
        if (locator.name && p.default && p.default.length >= 3 && locator.name.includes(p.default))
          locator.name = locator.name.split(p.default).join(`{{${p.name}}}`);
  // The goal names the values as parameters too: "Add {{item}} to the list", filled at each run.
  let goal = (users[0] ?? options.name).slice(0, 4000) || options.name;
  for (const p of params) if (p.default && p.default.length >= 2) goal = goal.split(p.default).join(`{{${p.name}}}`);
  return {
    id: options.id,
    name: options.name,
    description: options.description ?? (users[0] ?? goal).slice(0, 1000),
    goal,
    ...(startUrl ? { startUrl } : {}),
    params,
    steps,
    createdAt: options.now,
    updatedAt: options.now,
  };
}

/** The newest full snapshot that printed the ref, else the newest text that did (a diff, a find result). */
function locate(ref: string, seen: readonly string[]): Locator | undefined {
  const newest = [...seen].reverse();
  const full = newest.filter((t) => /\[page\]/.test(t));
  for (const text of [...full, ...newest]) {
    const locator = locatorFor(ref, text);
    if (locator) return locator;
  }
  return undefined;
}
