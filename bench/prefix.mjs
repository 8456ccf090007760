// Node 20 cannot run TypeScript: run bench/prefix.ts through Vite's module runner (compiles on the fly).
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./prefix.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
module.main();
