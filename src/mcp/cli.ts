/**
 * `tabwright-mcp`: the MCP server that lets a coding agent use the user's browser through Tabwright.
 *
 *   tabwright-mcp                         MCP over stdio (what `claude mcp add tabwright -- npx tabwright-mcp` runs)
 *   tabwright-mcp --http 8765             MCP over streamable HTTP on 127.0.0.1, with a token
 *   tabwright-mcp install --extension-id <id> [--browser chrome,edge] [--user-data-dir <dir>]
 *   tabwright-mcp uninstall [--browser ...] [--user-data-dir <dir>]
 *   tabwright-mcp native-host             run by the browser, never by hand
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { serveHttp } from './http';
import { install, uninstall } from './install';
import { BROWSERS, type BrowserName, dataDir, isExtensionId, TABWRIGHT_EXTENSION_ID } from './locations';
import { thisMachine, thisSocketPath } from './machine';
import { runNativeHost } from './native-host';
import { createServer } from './server';

const USAGE = `tabwright-mcp: use your browser from a coding agent, through Tabwright

  tabwright-mcp                               MCP server over stdio
  tabwright-mcp --http <port>                 MCP server over HTTP on 127.0.0.1 (token printed at start)
  tabwright-mcp install                       register the bridge with ${BROWSERS.join(', ')}
        [--extension-id <id>] [--browser chrome,edge] [--user-data-dir <profile dir>]
        (without --extension-id: Tabwright's own id, ${TABWRIGHT_EXTENSION_ID}, which dist/ loads with)
  tabwright-mcp uninstall [--browser ...] [--user-data-dir <dir>]
`;

async function main(argv: string[]): Promise<void> {
  // Chrome starts the host with the caller's origin as the first argument.
  if (argv[0] === 'native-host' || argv[0]?.startsWith('chrome-extension://')) return runNativeHost(thisSocketPath());
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      http: { type: 'string' },
      'extension-id': { type: 'string', multiple: true },
      browser: { type: 'string' },
      'user-data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const machine = thisMachine();
  const command = positionals[0];
  if (values.help) return void process.stdout.write(USAGE);
  const browsers = (values.browser?.split(',').map((b) => b.trim()) ?? [...BROWSERS]) as BrowserName[];
  const unknown = browsers.filter((b) => !BROWSERS.includes(b));
  if (unknown.length) throw new Error(`unknown browser ${unknown.join(', ')} (use ${BROWSERS.join(', ')})`);
  if (command === 'install') {
    const given = (values['extension-id'] ?? []).flatMap((v) => v.split(','));
    const ids = given.length ? given : [TABWRIGHT_EXTENSION_ID];
    if (!ids.every(isExtensionId))
      throw new Error(
        '--extension-id takes the 32-letter id Tabwright shows in its options ("Coding agents"), ' +
          'or on chrome://extensions with Developer mode on',
      );
    const cli = fileURLToPath(import.meta.url);
    const done = await install(machine, {
      browsers,
      extensionIds: ids,
      userDataDir: values['user-data-dir'],
      cli,
      node: process.execPath,
    });
    return void process.stdout.write(`Installed the Tabwright bridge:\n  ${done.join('\n  ')}\n`);
  }
  if (command === 'uninstall') {
    const done = await uninstall(machine, browsers, values['user-data-dir']);
    return void process.stdout.write(`${done.join('\n')}\n`);
  }
  if (command !== undefined) throw new Error(`unknown command "${command}"\n\n${USAGE}`);
  if (values.http) {
    const port = Number(values.http);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--http needs a port number');
    await serveHttp(port, thisSocketPath(), dataDir(machine));
    return;
  }
  const { server, bridge } = createServer(thisSocketPath(), dataDir(machine));
  const transport = new StdioServerTransport();
  transport.onclose = () => bridge.close();
  await server.connect(transport);
  // The client went away: nothing else will talk to us.
  process.stdin.on('end', () => {
    bridge.close();
    process.exit(0);
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`tabwright-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
