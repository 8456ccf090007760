/**
 * `tabwright-mcp --http <port>`: MCP over streamable HTTP for clients that cannot start a process. It listens on
 * 127.0.0.1 only and answers only requests that carry the pairing token (`Authorization: Bearer <token>`), whose
 * Host is this address (no DNS rebinding) and whose Origin, if any, is this address too: a web page in the
 * browser can neither read nor drive it. No CORS headers are ever sent.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createServer } from './server';

export interface HttpCheck {
  host?: string;
  origin?: string;
  authorization?: string;
}

/** Pure: why a request is refused (status and reason), or undefined to serve it. */
export function refuse(req: HttpCheck, port: number, token: string): { status: number; reason: string } | undefined {
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!req.host || !own.includes(req.host)) return { status: 403, reason: 'wrong Host' };
  if (req.origin !== undefined && !own.map((h) => `http://${h}`).includes(req.origin))
    return { status: 403, reason: 'cross-origin request' };
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { status: 401, reason: 'bad token' };
  return undefined;
}

/** The token is kept in our data folder (0600), so a client configured once keeps working. */
export async function httpToken(dir: string): Promise<string> {
  const file = path.join(dir, 'http-token');
  const known = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (known) return known;
  const token = randomBytes(32).toString('base64url');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(file, token, { mode: 0o600 });
  return token;
}

export async function serveHttp(port: number, socket: string, keyDir: string): Promise<http.Server> {
  const token = await httpToken(keyDir);
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const server = http.createServer(async (req, res) => {
    const refused = refuse(
      { host: req.headers.host, origin: req.headers.origin, authorization: req.headers.authorization },
      port,
      token,
    );
    if (refused || req.url?.split('?')[0] !== '/mcp') {
      res.writeHead(refused?.status ?? 404, { 'content-type': 'text/plain' }).end(refused?.reason ?? 'not found');
      return;
    }
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    let body: unknown;
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    }
    if (!transport && req.method === 'POST' && isInitializeRequest(body)) {
      // One MCP server (and one bridge connection, paired by client name) per HTTP session.
      const made: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => void sessions.set(sid, made),
      });
      const { server: mcp, bridge } = createServer(socket, keyDir);
      made.onclose = () => {
        if (made.sessionId) sessions.delete(made.sessionId);
        bridge.close();
      };
      await mcp.connect(made);
      transport = made;
    }
    if (!transport) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('no session');
      return;
    }
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.stderr.write(
    `tabwright-mcp: MCP over HTTP at http://127.0.0.1:${port}/mcp\n` +
      `Send the header "Authorization: Bearer ${token}" (the token is kept in ${path.join(keyDir, 'http-token')}).\n`,
  );
  return server;
}
