// Node 20 cannot run TypeScript: run bench/snapshot-cpu.ts through Vite's module runner (compiles on the fly).
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./snapshot-cpu.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
await module.main();
