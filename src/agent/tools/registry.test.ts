import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toToolSpecs } from '../loop/tool-specs';
import { allTools } from './index';

/** Files in this folder that are not tools. Anything else must be a registered, described tool of the same name. */
const HELPERS = new Set([
  'index',
  'types',
  'run',
  'format',
  'params',
  'keys',
  'coords',
  'find-query',
  'effects',
  'without-screenshot',
  'own-change',
]);

const toolFiles = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.basename(f, '.ts'))
  .filter((f) => !HELPERS.has(f));

describe('the tool registry', () => {
  it("registers every tool file under the file's name", () => {
    const names = allTools.map((t) => t.name);
    for (const file of toolFiles) expect(names, `${file}.ts is not registered in tools/index.ts`).toContain(file);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes every tool for the model, with object parameters', () => {
    for (const tool of allTools) {
      expect(tool.description.length, `${tool.name} needs a description`).toBeGreaterThan(60);
      const schema = z.toJSONSchema(tool.parameters, { io: 'input' }) as {
        type?: string;
        properties?: Record<string, unknown>;
      };
      expect(schema.type, `${tool.name} parameters must be an object`).toBe('object');
    }
  });

  it('writes refs as snapshots print them (e12, f2e7), never in brackets', () => {
    for (const tool of allTools) expect(JSON.stringify(toToolSpecs([tool])), tool.name).not.toMatch(/\[(f\d+)?e\d+\]/);
  });

  it('declares a risk tier and read-only tools do not change the page', () => {
    for (const tool of allTools) {
      expect(['read', 'act', 'high']).toContain(tool.risk);
      if (tool.risk === 'read') expect(tool.changesPage, tool.name).toBe(false);
      else expect(tool.changesPage || tool.name === 'tabs', tool.name).toBe(true);
    }
  });

  it('every acting tool declares its effects (what it clicks, types, loads or submits) for policy to judge', () => {
    const undeclared = allTools.filter((t) => t.risk !== 'read' && typeof t.effects !== 'function').map((t) => t.name);
    expect(undeclared, 'acting tools without ToolDef.effects skip the element checks').toEqual([]);
  });
});
