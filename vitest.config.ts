import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files that take longest, started first: two files run at once, and a long file started last would run
 * alone at the end (a clean CI checkout has no timing cache, so vitest would order files by size).
 */
const LONGEST_FIRST = ['redteam-attacks', 'skills', 'corpus-recall', 'agent-loop', 'ui-task', 'agent-task'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}.e2e.ts`));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

// Two projects: `unit` (pure logic beside the code, node) and `e2e` (real Chromium with the built extension).
export default defineConfig({
  test: {
    // Three e2e files at once (one browser each): most of an e2e test is waiting on the page (CPU sat at ~40% of CI's
    // two cores with two files), and with two the suite's e2e part grew to ~17 min once the red team reached 165
    // attacks. Page-timing tests retry once (below).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/unit/**/*.test.ts'],
          environment: 'node',
          // Pure logic with no shared state: one module graph for all files takes 14 s instead of 60 s.
          isolate: false,
          // Under a loaded machine a happy-dom file's setup alone can take seconds: not a failure of the code.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One retry: on CI's two loaded cores a few page-timing tests fail about one run in three (the palette
          // closing, Shoelace's alert after Save, the palette's language); a test that fails twice still fails.
          retry: 1,
          fileParallelism: true,
          // One module graph per worker: each file's import of the helpers, the fake LLM and Puppeteer took 80 s in
          // all on CI (27 s so). The files share no module state: each launches its own browser and servers.
          isolate: false,
          sequence: { sequencer: LongestFirst },
        },
      },
    ],
  },
});
