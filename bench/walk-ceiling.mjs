// Bundles bench/walk-ceiling-page.ts for the page, then runs bench/walk-ceiling.ts through Vite's module runner
// (Node 20 cannot run TypeScript).
import { build, runnerImport } from 'vite';

const outDir = new URL('./tmp/walk-ceiling', import.meta.url).pathname;
await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: new URL('./walk-ceiling-page.ts', import.meta.url).pathname,
      formats: ['iife'],
      name: 'walkCeiling',
      fileName: () => 'page.js',
    },
  },
});
const { module } = await runnerImport(new URL('./walk-ceiling.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
await module.main(`${outDir}/page.js`);
