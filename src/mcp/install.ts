/**
 * `tabwright-mcp install` / `uninstall`: writes (removes) the native messaging host manifest for each browser, and
 * the launcher script it points to. Windows also needs a registry key per browser, written with `reg add`.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BrowserName, dataDir, hostLocation, hostManifest, launcher, type Machine } from './locations';

const run = promisify(execFile);

export interface InstallOptions {
  browsers: readonly BrowserName[];
  extensionIds: readonly string[];
  userDataDir?: string;
  /** The CLI to run as the host (this file's bundle). */
  cli: string;
  node: string;
}

export async function install(machine: Machine, options: InstallOptions): Promise<string[]> {
  const dir = dataDir(machine);
  await mkdir(dir, { recursive: true });
  const script = launcher(machine.platform, options.node, options.cli);
  const scriptPath = path.join(dir, script.name);
  await writeFile(scriptPath, script.text);
  await chmod(scriptPath, 0o755);
  const done: string[] = [];
  for (const browser of options.browsers) {
    const where = hostLocation(machine, browser, options.userDataDir);
    await mkdir(path.dirname(where.manifest), { recursive: true });
    await writeFile(where.manifest, `${JSON.stringify(hostManifest(scriptPath, options.extensionIds), null, 2)}\n`);
    if (where.kind === 'registry')
      await run('reg', ['add', where.key, '/ve', '/t', 'REG_SZ', '/d', where.manifest, '/f']);
    done.push(`${browser}: ${where.kind === 'registry' ? `${where.key} -> ` : ''}${where.manifest}`);
  }
  return done;
}

export async function uninstall(
  machine: Machine,
  browsers: readonly BrowserName[],
  userDataDir?: string,
): Promise<string[]> {
  const done: string[] = [];
  for (const browser of browsers) {
    const where = hostLocation(machine, browser, userDataDir);
    await rm(where.manifest, { force: true });
    if (where.kind === 'registry') await run('reg', ['delete', where.key, '/f']).catch(() => undefined);
    done.push(`${browser}: removed ${where.manifest}`);
  }
  return done;
}
