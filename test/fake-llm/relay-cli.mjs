// Node 20 cannot run TypeScript: run relay-cli.ts through Vite's module runner (compiles on the fly).
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

// Empty the relay folder before the few seconds Vite takes to compile: a player waiting for request-0.txt must not
// read the previous run's (relay log, "Relay tooling notes"). relay-cli.ts empties it again, as before.
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'tmp/relay' } }, strict: false });
rmSync(String(values.dir), { recursive: true, force: true });

const { module } = await runnerImport(new URL('./relay-cli.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
await module.main();
