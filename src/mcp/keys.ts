/**
 * The key a client presents when it connects: random, made once per client name (Claude Code, Cursor...) and kept
 * in our data folder, readable by the user only. The extension remembers a paired client by the key's hash, so a
 * client the user approved once connects again without asking, and forgetting it in Tabwright asks again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function clientKey(dir: string, clientName: string): Promise<string> {
  const file = path.join(dir, 'client-keys.json');
  const keys = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, string>;
  const known = keys[clientName];
  if (known) return known;
  const key = randomBytes(24).toString('base64url');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify({ ...keys, [clientName]: key }, null, 2), { mode: 0o600 });
  return key;
}
