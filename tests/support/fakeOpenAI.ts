/**
 * A local fake of an OpenAI-compatible Chat Completions server, for tests and benchmarks.
 *
 * - Listens on 127.0.0.1 only, on a free port; `close()` ends every open connection.
 * - `POST /v1/chat/completions`, non-streaming and SSE streaming (`data: {...}\n\n` …
 *   `data: [DONE]\n\n`, with a usage chunk when `stream_options.include_usage` is set).
 * - `response_format`: checks `json_schema` requests carry a name and a schema, and (like
 *   OpenAI) that `json_object` requests mention "json" in the messages; with
 *   `rejectJsonSchema: true` it behaves like a server without JSON-schema output.
 * - `GET /v1/models` lists the models seen so far (plus `fake-model`).
 * - A scripted responder `(body, callIndex) => reply` decides every answer; faults
 *   simulate time-outs, HTTP errors, bad JSON, schema breaks, rejected JSON-schema output
 *   and cut streams. Every request body is recorded in `requests` (with its headers in
 *   `headers`, same index), so tests can inspect every prompt that was sent.
 *
 * Plain node:http, no test-framework imports: scripts (e.g. `npm run bench:llm`) can use it.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

interface ReplyCommon {
  /** Wait this long before answering (aborted cleanly when the client goes away). */
  delayMs?: number;
  /** `usage` to report; `null` omits it (as some local servers do). Default: a word count. */
  usage?: FakeUsage | null;
}

export type FakeFault =
  /** Never answers; the connection stays open until the client aborts or the server closes. */
  | { fault: 'timeout' }
  | { fault: 'http500'; message?: string }
  /** 429; `retryAfter` (seconds) is sent as the `retry-after` header when given. */
  | { fault: 'http429'; retryAfter?: number }
  /** 200 with content that is not JSON. */
  | { fault: 'malformed-json'; content?: string }
  /** 200 with valid JSON that breaks the requested JSON schema. */
  | { fault: 'schema-break' }
  /** 400 saying `response_format` of type `json_schema` is not supported. */
  | { fault: 'reject-json-schema' }
  /** Sends the first chunks (default two), then destroys the socket mid-stream. */
  | { fault: 'stream-cut'; stream?: string[] };

export type FakeReply =
  | (ReplyCommon & { content: string; finishReason?: string })
  | (ReplyCommon & { json: unknown })
  /** Text in these chunks (joined when the request is not streaming). */
  | (ReplyCommon & { stream: string[]; chunkDelayMs?: number })
  /** A minimal answer that satisfies the request's JSON schema (or "ok" without one). */
  | (ReplyCommon & { auto: true })
  | FakeFault;

/** The parts of a Chat Completions request body the fake looks at; the rest is kept as sent. */
export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: {
    type: string;
    json_schema?: { name?: string; schema?: Record<string, unknown>; strict?: boolean };
  };
  [key: string]: unknown;
}

export type FakeResponder = (body: ChatRequestBody, callIndex: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAIOptions {
  /** Decides each answer. Default: `{ auto: true }` for every call. */
  responder?: FakeResponder;
  /** Answer every `json_schema` request with 400 (a server without JSON-schema output). */
  rejectJsonSchema?: boolean;
  /** Reject `json_object` requests whose messages never mention "json" (OpenAI does). Default true. */
  requireJsonWordForJsonObject?: boolean;
  /** Largest accepted request body in bytes (default 2 MB). */
  maxBodyBytes?: number;
}

export interface FakeOpenAIServer {
  /** Base URL to give the client, e.g. `http://127.0.0.1:43123/v1`. */
  url: string;
  /** Every chat-completion request body, in arrival order (index = call index). */
  requests: ChatRequestBody[];
  /** The headers of each request in `requests`. */
  headers: IncomingHttpHeaders[];
  /** Replace the responder (call indexes keep counting). */
  setResponder(responder: FakeResponder): void;
  close(): Promise<void>;
}

const DEFAULT_STREAM_CUT_CHUNKS = ['The duel ', 'begins as '];

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text).toString(),
    ...headers,
  });
  res.end(text);
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  param: string | null = null,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param, code: null } }, headers);
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (part: Buffer) => {
      size += part.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      parts.push(part);
    });
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function wordCount(text: string): number {
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  return Math.max(1, words.length);
}

function messagesText(body: ChatRequestBody): string {
  return (body.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}

type Schema = Record<string, unknown>;

function asSchema(value: unknown): Schema | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined;
}

function schemaType(schema: Schema): string | undefined {
  const t = schema['type'];
  if (typeof t === 'string') return t;
  if (Array.isArray(t) && typeof t[0] === 'string') return t[0];
  return undefined;
}

/** A minimal value that satisfies a (simple) JSON schema. */
export function sampleFromSchema(schema: Schema | undefined): unknown {
  if (!schema) return 'ok';
  if ('const' in schema) return schema['const'];
  const enumValues = schema['enum'];
  if (Array.isArray(enumValues) && enumValues.length > 0) return enumValues[0];
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return sampleFromSchema(asSchema(options[0]));
  }
  switch (schemaType(schema)) {
    case 'object': {
      const props = asSchema(schema['properties']) ?? {};
      const out: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(props)) out[name] = sampleFromSchema(asSchema(sub));
      return out;
    }
    case 'array': {
      const min = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      return Array.from({ length: min }, () => sampleFromSchema(asSchema(schema['items'])));
    }
    case 'string': {
      const min = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
      return 'ok'.padEnd(min, 'k');
    }
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'ok';
  }
}

/** Valid JSON that does not satisfy the schema: wrong types, values outside enums. */
export function breakSchema(schema: Schema | undefined): unknown {
  if (!schema) return { unexpected: true };
  const enumValues = schema['enum'];
  if (Array.isArray(enumValues) || 'const' in schema) return '__not_one_of_the_options__';
  switch (schemaType(schema)) {
    case 'object': {
      const props = Object.entries(asSchema(schema['properties']) ?? {});
      if (props.length === 0) return 'not an object';
      const out: Record<string, unknown> = {};
      for (const [name, sub] of props) out[name] = breakSchema(asSchema(sub));
      return out;
    }
    case 'array':
      return 'not an array';
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    default:
      return { unexpected: true };
  }
}

function requestSchema(body: ChatRequestBody): Schema | undefined {
  const format = body.response_format;
  return format?.type === 'json_schema' ? asSchema(format.json_schema?.schema) : undefined;
}

/** Splits text into word-sized chunks (for streaming a plain `content` reply). */
function toChunks(text: string): string[] {
  const chunks = text.match(/\S+\s*|\s+/g);
  return chunks && chunks.length > 0 ? chunks : [text];
}

export async function startFakeOpenAI(options: FakeOpenAIOptions | FakeResponder = {}): Promise<FakeOpenAIServer> {
  const opts: FakeOpenAIOptions = typeof options === 'function' ? { responder: options } : options;
  let responder: FakeResponder = opts.responder ?? (() => ({ auto: true }));
  const requireJsonWord = opts.requireJsonWordForJsonObject ?? true;
  const maxBody = opts.maxBodyBytes ?? 2 * 1024 * 1024;
  const requests: ChatRequestBody[] = [];
  const headers: IncomingHttpHeaders[] = [];
  const modelsSeen = new Set<string>(['fake-model']);
  let nextId = 1;

  /** Waits, unless the client goes away first (then resolves false). */
  const wait = (ms: number, res: ServerResponse): Promise<boolean> =>
    new Promise((resolve) => {
      if (ms <= 0) return resolve(!res.destroyed);
      const onClose = (): void => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        res.off('close', onClose);
        resolve(!res.destroyed);
      }, ms);
      res.once('close', onClose);
    });

  function completion(body: ChatRequestBody, content: string, usage: FakeUsage | null | undefined, finish = 'stop'): unknown {
    const u = usage === undefined ? { prompt_tokens: wordCount(messagesText(body)), completion_tokens: wordCount(content) } : usage;
    return {
      id: `chatcmpl-fake-${nextId++}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finish }],
      ...(u ? { usage: { ...u, total_tokens: u.prompt_tokens + u.completion_tokens } } : {}),
    };
  }

  async function sendStream(
    res: ServerResponse,
    body: ChatRequestBody,
    chunks: string[],
    usage: FakeUsage | null | undefined,
    chunkDelayMs: number,
    cut: boolean,
  ): Promise<void> {
    const id = `chatcmpl-fake-${nextId++}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';
    const frame = (choices: unknown[], extra: Record<string, unknown> = {}): string =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(frame([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
    for (const chunk of chunks) {
      if (chunkDelayMs > 0 && !(await wait(chunkDelayMs, res))) return;
      if (res.destroyed) return;
      res.write(frame([{ index: 0, delta: { content: chunk }, finish_reason: null }]));
    }
    if (cut) {
      // Let the chunks reach the client, then drop the connection without finishing.
      await wait(30, res);
      res.socket?.destroy();
      return;
    }
    res.write(frame([{ index: 0, delta: {}, finish_reason: 'stop' }]));
    if (body.stream_options?.include_usage && usage !== null) {
      const text = chunks.join('');
      const u = usage ?? { prompt_tokens: wordCount(messagesText(body)), completion_tokens: wordCount(text) };
      res.write(frame([], { usage: { ...u, total_tokens: u.prompt_tokens + u.completion_tokens } }));
    }
    res.end('data: [DONE]\n\n');
  }

  async function answer(res: ServerResponse, body: ChatRequestBody, reply: FakeReply): Promise<void> {
    const streaming = body.stream === true;
    if ('fault' in reply) {
      switch (reply.fault) {
        case 'timeout':
          return; // hold the connection; the client aborts or close() destroys it
        case 'http500':
          return sendError(res, 500, reply.message ?? 'The fake server had an internal error.', 'server_error');
        case 'http429':
          return sendError(
            res,
            429,
            'Rate limit reached for requests (fake).',
            'requests',
            null,
            reply.retryAfter !== undefined ? { 'retry-after': String(reply.retryAfter) } : {},
          );
        case 'reject-json-schema':
          return sendError(
            res,
            400,
            "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
            'invalid_request_error',
            'response_format',
          );
        case 'malformed-json': {
          const content = reply.content ?? 'I would attack with my strongest monster, of course.';
          return streaming ? sendStream(res, body, [content], undefined, 0, false) : sendJson(res, 200, completion(body, content, undefined));
        }
        case 'schema-break': {
          const content = JSON.stringify(breakSchema(requestSchema(body)));
          return streaming ? sendStream(res, body, [content], undefined, 0, false) : sendJson(res, 200, completion(body, content, undefined));
        }
        case 'stream-cut': {
          const chunks = reply.stream ?? DEFAULT_STREAM_CUT_CHUNKS;
          if (streaming) return sendStream(res, body, chunks, undefined, 0, true);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"id":"chatcmpl-fake-cut","object":"chat.completion","choices":[{"index":0,"message":{"role":"assis');
          await wait(30, res);
          res.socket?.destroy();
          return;
        }
      }
    }
    if (reply.delayMs && !(await wait(reply.delayMs, res))) return;
    let chunks: string[];
    let chunkDelay = 0;
    let finish = 'stop';
    if ('stream' in reply) {
      chunks = reply.stream;
      chunkDelay = reply.chunkDelayMs ?? 0;
    } else if ('json' in reply) {
      chunks = [JSON.stringify(reply.json)];
    } else if ('auto' in reply) {
      const schema = requestSchema(body);
      chunks = [schema ? JSON.stringify(sampleFromSchema(schema)) : 'ok'];
    } else {
      chunks = toChunks(reply.content);
      finish = reply.finishReason ?? 'stop';
    }
    if (streaming) return sendStream(res, body, chunks, reply.usage, chunkDelay, false);
    sendJson(res, 200, completion(body, chunks.join(''), reply.usage, finish));
  }

  /** Request problems a real server would answer with 400; undefined when fine. */
  function invalid(body: ChatRequestBody): { message: string; param: string } | undefined {
    if (typeof body.model !== 'string' || body.model === '') return { message: 'you must provide a model parameter', param: 'model' };
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return { message: "'messages' must be a non-empty array", param: 'messages' };
    const format = body.response_format;
    if (format) {
      if (format.type === 'json_schema') {
        if (!format.json_schema?.name || !asSchema(format.json_schema.schema))
          return { message: "Missing required parameter: 'response_format.json_schema.name' or '.schema'.", param: 'response_format' };
        if (opts.rejectJsonSchema)
          return {
            message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
            param: 'response_format',
          };
      } else if (format.type === 'json_object') {
        if (requireJsonWord && !/json/i.test(messagesText(body)))
          return {
            message: "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
            param: 'messages',
          };
      } else if (format.type !== 'text') {
        return { message: `Invalid value: '${format.type}'. Supported values are: 'json_object', 'json_schema', and 'text'.`, param: 'response_format.type' };
      }
    }
    return undefined;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, {
        object: 'list',
        data: [...modelsSeen].map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
      });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendError(res, 404, `Unknown route ${req.method} ${path} (the fake serves POST /v1/chat/completions).`, 'invalid_request_error');
    }
    let text: string;
    try {
      text = await readBody(req, maxBody);
    } catch {
      if (!res.destroyed) sendError(res, 413, 'Request body too large.', 'invalid_request_error');
      return;
    }
    let body: ChatRequestBody;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!asSchema(parsed)) throw new Error('not an object');
      body = parsed as ChatRequestBody;
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    }
    const callIndex = requests.length;
    requests.push(body);
    headers.push(req.headers);
    if (typeof body.model === 'string') modelsSeen.add(body.model);
    const problem = invalid(body);
    if (problem) return sendError(res, 400, problem.message, 'invalid_request_error', problem.param);
    const reply = await responder(body, callIndex);
    await answer(res, body, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, `Fake server error: ${String(error)}`, 'server_error');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    headers,
    setResponder(next) {
      responder = next;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
