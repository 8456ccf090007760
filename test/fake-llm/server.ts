// The HTTP side: routing by path suffix (so either baseURL style works), recording requests, and turning
// scripted steps or failures into responses. Failures answer 500 with `x-should-retry: false` so the SDKs do
// not retry them into the next scripted step.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicErrorBody, anthropicModels, writeAnthropic } from './anthropic.js';
import { normalizeAnthropic, normalizeOpenAi } from './messages.js';
import { openAiErrorBody, openAiModels, writeOpenAi } from './openai.js';
import { planReply, Script } from './script.js';
import type { Failure, FailureKind, FakeLlm, FakeLlmOptions, Provider, RecordedRequest, Step } from './types.js';
import { ResponseWriter } from './writer.js';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) out[key] = String(value);
  return out;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

export async function startFakeLlm(opts: FakeLlmOptions = {}): Promise<FakeLlm> {
  const script = new Script();
  script.add(opts.script ?? []);
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const waiters: { index: number; resolve: (req: RecordedRequest) => void }[] = [];
  // Prompt-cache estimate: what a provider would have cached is the prefix shared with the previous call.
  const previousPrompt: Partial<Record<Provider, string>> = {};
  const chunkChars = opts.chunkChars ?? 8;
  const models = opts.models ?? ['fake-model'];

  const errorBody = (provider: Provider, status: number, message?: string) =>
    provider === 'openai' ? openAiErrorBody(status, message) : anthropicErrorBody(status, message);

  function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  function fail(
    res: ServerResponse,
    provider: Provider,
    kind: FailureKind,
    requestIndex: number,
    message: string,
    status = 500,
  ) {
    failures.push({ kind, requestIndex, message });
    const record = requests[requestIndex];
    if (record) record.status = status;
    if (!res.headersSent && !res.destroyed) {
      sendJson(res, status, errorBody(provider, status, `fake-llm ${kind}: ${message}`), { 'x-should-retry': 'false' });
    }
  }

  function keyRejected(provider: Provider, headers: Record<string, string>): boolean {
    if (opts.apiKey === undefined) return false;
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
    const key = provider === 'anthropic' ? (headers['x-api-key'] ?? bearer) : bearer;
    return key !== opts.apiKey;
  }

  function record(
    req: IncomingMessage,
    provider: Provider,
    path: string,
    rawBody: string,
    body: Record<string, unknown>,
  ) {
    const normalized = provider === 'openai' ? normalizeOpenAi(body) : normalizeAnthropic(body);
    const entry: RecordedRequest = {
      index: requests.length,
      provider,
      method: req.method ?? 'POST',
      path,
      headers: flatHeaders(req),
      body,
      rawBody,
      stream: body.stream === true,
      model: typeof body.model === 'string' ? body.model : '',
      aborted: false,
      ...normalized,
    };
    requests.push(entry);
    for (const waiter of waiters.filter((w) => w.index === entry.index)) waiter.resolve(entry);
    return entry;
  }

  function cachedChars(entry: RecordedRequest): number {
    const prompt = JSON.stringify([entry.body.tools ?? null, entry.body.system ?? null, entry.body.messages ?? null]);
    const previous = previousPrompt[entry.provider];
    previousPrompt[entry.provider] = prompt;
    // Anthropic caches only up to explicit cache_control breakpoints; no marker, no cache.
    if (previous === undefined || (entry.provider === 'anthropic' && !entry.rawBody.includes('"cache_control"')))
      return 0;
    return commonPrefix(previous, prompt);
  }

  async function modelCall(req: IncomingMessage, res: ServerResponse, provider: Provider, path: string): Promise<void> {
    const rawBody = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return fail(res, provider, 'bad-request', -1, `${path}: body is not JSON: ${rawBody.slice(0, 200)}`, 400);
    }
    const entry = record(req, provider, path, rawBody, body);
    if (keyRejected(provider, entry.headers)) {
      entry.status = 401;
      return sendJson(res, 401, errorBody(provider, 401));
    }
    let step: Step | undefined;
    try {
      step = script.next(entry) ?? (await opts.responder?.(entry));
      step?.expect?.(entry);
    } catch (error) {
      return fail(res, provider, 'expect-failed', entry.index, `step ${step?.label ?? ''}: ${String(error)}`);
    }
    if (!step)
      return fail(res, provider, 'script-exhausted', entry.index, `no step left for request #${entry.index} (${path})`);
    const writer = new ResponseWriter(res, step, opts.chunkDelayMs ?? 0, () => (entry.aborted = true));
    if (step.fail) {
      const { status, message, retryAfter, headers } = step.fail;
      const retry: Record<string, string> = retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {};
      entry.status = status;
      if (await writer.start(status, { 'content-type': 'application/json', ...retry, ...headers })) {
        writer.end(JSON.stringify(step.fail.body ?? errorBody(provider, status, message)));
      }
      return;
    }
    const planned = planReply(step, entry, cachedChars(entry));
    const label = step.label ? `step "${step.label}": ` : '';
    if (!planned.ok) return fail(res, provider, planned.kind, entry.index, label + planned.message);
    entry.status = 200;
    const write = provider === 'openai' ? writeOpenAi : writeAnthropic;
    await write(planned.reply, entry, writer, chunkChars);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/+$/, '');
    // Extension contexts with host permissions skip CORS, but a plain page or a missing permission must not
    // turn into a confusing network error in a test.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' });
      return void res.end();
    }
    const headers = flatHeaders(req);
    const asProvider: Provider = headers['anthropic-version'] !== undefined ? 'anthropic' : 'openai';
    if (req.method === 'POST' && path.endsWith('/chat/completions')) return modelCall(req, res, 'openai', path);
    if (req.method === 'POST' && path.endsWith('/messages')) return modelCall(req, res, 'anthropic', path);
    if (req.method === 'POST' && path.endsWith('/messages/count_tokens')) {
      const rawBody = await readBody(req);
      return sendJson(res, 200, { input_tokens: Math.ceil(rawBody.length / 4) });
    }
    if (req.method === 'GET' && path.endsWith('/models')) {
      if (keyRejected(asProvider, headers)) return sendJson(res, 401, errorBody(asProvider, 401));
      return sendJson(res, 200, asProvider === 'openai' ? openAiModels(models) : anthropicModels(models));
    }
    await readBody(req);
    fail(res, asProvider, 'unknown-route', -1, `${req.method} ${path} is not an endpoint of the fake LLM`, 404);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      failures.push({ kind: 'bad-request', requestIndex: -1, message: `server error: ${String(error)}` });
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } }, { 'x-should-retry': 'false' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const assertNoFailures = () => {
    if (failures.length === 0) return;
    const details = failures.map((f) => `- [${f.kind}] request #${f.requestIndex}: ${f.message}`).join('\n');
    throw new Error(`fake LLM recorded ${failures.length} failure(s):\n${details}`);
  };

  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: url,
    requests,
    failures,
    script: (steps) => script.add(steps),
    remaining: () => script.remaining,
    waitForRequest: (index) => {
      const existing = requests[index];
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve) => waiters.push({ index, resolve }));
    },
    assertNoFailures,
    assertDone: () => {
      assertNoFailures();
      if (script.remaining > 0) throw new Error(`fake LLM script has ${script.remaining} unused step(s)`);
    },
    reset: () => {
      script.clear();
      requests.length = 0;
      failures.length = 0;
      delete previousPrompt.openai;
      delete previousPrompt.anthropic;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
