// Node 20 cannot run TypeScript: load peek.ts (and the collection code it shares with the extension)
// through Vite's module runner, which compiles on the fly.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./peek.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
await module.main(process.argv.slice(2));
