// Node 20 cannot run TypeScript: run bench/corpus-check.ts through Vite's module runner (compiles on the fly).
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./corpus-check.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
await module.main();
