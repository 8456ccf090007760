/**
 * Parameters: `{{name}}` placeholders in a step's arguments and locators, filled from the values given at run time.
 * `{{secret:name}}` placeholders are left alone: the worker's secret port substitutes them at the last moment, so a
 * secret's value is never in a skill, a transcript or a model request.
 */
import type { Skill } from './schema';

const PLACEHOLDER = /\{\{([a-z][a-z0-9_]*)\}\}/g;

export type ParamValues = Record<string, string>;

export function fillText(text: string, values: ParamValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Every string inside `value` with its placeholders filled (objects and arrays walked). */
export function fillDeep<T>(value: T, values: ParamValues): T {
  if (typeof value === 'string') return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  return value;
}

/** Placeholder names used anywhere in `value`. */
export function placeholdersIn(value: unknown): string[] {
  const text = JSON.stringify(value) ?? '';
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/**
 * `/name Butter aisle=Bakery` -> the skill's name and its values: `key=value` pairs (quotes for spaces), then bare
 * words in the order of the skill's parameters; a last parameter takes the rest of the line.
 */
export function parseCommand(text: string): { name: string; rest: string } | undefined {
  const m = /^\/([a-z0-9][a-z0-9-]*)(?:\s+([\s\S]*))?$/.exec(text.trim());
  return m ? { name: m[1]!, rest: (m[2] ?? '').trim() } : undefined;
}

function words(rest: string): string[] {
  return [...rest.matchAll(/(?:[a-z][a-z0-9_]*=)?(?:"[^"]*"|'[^']*'|\S+)/g)].map((m) => m[0]);
}

const unquote = (s: string) => s.replace(/^(["'])([\s\S]*)\1$/, '$2');

export function parseArgs(skill: Pick<Skill, 'params'>, rest: string): ParamValues {
  const values: ParamValues = {};
  const bare: string[] = [];
  for (const word of words(rest)) {
    const kv = /^([a-z][a-z0-9_]*)=([\s\S]*)$/.exec(word);
    if (kv && skill.params.some((p) => p.name === kv[1])) values[kv[1]!] = unquote(kv[2]!);
    else bare.push(unquote(word));
  }
  const open = skill.params.filter((p) => values[p.name] === undefined);
  open.forEach((param, i) => {
    if (i >= bare.length) return;
    values[param.name] = i === open.length - 1 ? bare.slice(i).join(' ') : bare[i]!;
  });
  return values;
}

/** The values a run uses: given ones, else defaults; `missing` lists parameters with neither. */
export function withDefaults(
  skill: Pick<Skill, 'params'>,
  given: ParamValues,
): {
  values: ParamValues;
  missing: string[];
} {
  const values: ParamValues = {};
  const missing: string[] = [];
  for (const p of skill.params) {
    const v = given[p.name] ?? p.default;
    if (v === undefined || v === '') missing.push(p.name);
    else values[p.name] = v;
  }
  return { values, missing };
}
