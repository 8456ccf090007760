import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure logic beside the code, node) and `e2e` (real Chromium with the built extension).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser per file; two cores in CI, so keep files from fighting for them.
          fileParallelism: false,
        },
      },
    ],
  },
});
