// Node 20 cannot run TypeScript: run bench/skills.ts through Vite's module runner (compiles on the fly).
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./skills.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
await module.main();
