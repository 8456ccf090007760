import { describe, expect, it } from 'vitest';
import { cycles, wrongImports } from './rules';
import { importEdges } from './scan';

const edges = importEdges();
const withTs = (to: string) => to.replace(/$/, '.ts');

describe('layers: imports go one way', () => {
  it('scans every folder of src/', () => {
    const folders = new Set(edges.map((e) => e.from.split('/')[0]));
    expect([...folders].sort()).toEqual([
      'agent',
      'background',
      'content',
      'mcp',
      'options',
      'page-ax',
      'palette',
      'shared',
      'sidepanel',
    ]);
  });

  it('no folder imports one above it (agent: no UI or worker; shared: nothing; UI: no worker code)', () => {
    expect(wrongImports(edges)).toEqual([]);
  });

  it('the agent core has no import cycle', () => {
    const agent = edges.filter((e) => e.from.startsWith('agent/') && e.to.startsWith('agent/'));
    const files = new Set(agent.map((e) => e.from));
    // "./tools" names tools/index.ts.
    const resolved = agent.map((e) => ({
      from: e.from,
      to: files.has(withTs(e.to)) ? withTs(e.to) : files.has(`${e.to}/index.ts`) ? `${e.to}/index.ts` : `${e.to}.tsx`,
    }));
    // Index files re-export their folder; a path through one is not a real cycle.
    const real = cycles(resolved).filter((c) => !c.some((f) => f.endsWith('/index.ts')));
    expect(real).toEqual([]);
  });
});

describe('the rules catch a wrong import', () => {
  it.each([
    ['agent/loop/run-agent.ts', 'background/sessions'],
    ['agent/tools/click.ts', 'sidepanel/store/session'],
    ['shared/settings.ts', 'agent/loop'],
    ['sidepanel/components/Composer.tsx', 'background/task-runner'],
    ['options/App.tsx', 'background/index'],
    ['background/index.ts', 'sidepanel/store/session'],
  ])('%s importing %s', (from, to) => {
    expect(wrongImports([{ from, to }])).toEqual([`${from} -> ${to}`]);
  });

  it('lets the allowed directions through', () => {
    expect(
      wrongImports([
        { from: 'background/index.ts', to: 'agent/loop' },
        { from: 'sidepanel/app.tsx', to: 'shared/protocol' },
        { from: 'agent/policy/types.ts', to: 'shared/settings' },
        { from: 'content/index.ts', to: 'palette/palette' },
      ]),
    ).toEqual([]);
  });

  it('finds a cycle', () => {
    const loop = cycles([
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
    ]);
    expect(loop).toHaveLength(1);
    expect(new Set(loop[0])).toEqual(new Set(['a.ts', 'b.ts', 'c.ts']));
  });
});
