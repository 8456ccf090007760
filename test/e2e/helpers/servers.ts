import { startStaticServer, type StaticServer } from '../../fixtures/serve';
import { repoRoot } from './browser';

/** Two origins on one server root: 127.0.0.1 and localhost are different sites, for cross-site iframe tests. */
export async function startFixtureServers(): Promise<{
  main: StaticServer;
  other: StaticServer;
  close(): Promise<void>;
}> {
  const main = await startStaticServer({ root: repoRoot });
  const other = await startStaticServer({ root: repoRoot, host: 'localhost' });
  return { main, other, close: async () => void (await Promise.all([main.close(), other.close()])) };
}
