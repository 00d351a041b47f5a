/**
 * Inputs that used to get a 500 or an empty reply, and clients that held connections
 * open: over real HTTP on loopback, with short server timeouts so nothing waits long.
 */
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

let dir: ReturnType<typeof tempDir>;
let server: TestServer;
let port: number;

beforeAll(async () => {
  dir = tempDir('duel-hardening-');
  server = await startServer(join(dir.dir, 'duels.sqlite'), {}, {
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
    keepAliveTimeoutMs: 300,
    maxConnectionsPerClient: 6,
    maxConnectionsPerPrefix: 10,
    maxConnections: 40,
  });
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server.close();
  dir.cleanup();
});

/** Opens a raw TCP connection; resolves with everything the server sent once it closes the connection. */
function rawConnection(onOpen: (socket: Socket) => void = () => {}, localAddress?: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
  let received = '';
  socket.on('data', (d) => (received += d.toString('utf8')));
  socket.on('connect', () => onOpen(socket));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
  });
  return { socket, closed };
}

/** Status and parsed JSON body of a raw HTTP response. */
function parseRaw(text: string): { status: number; type: string; json: any } {
  const [head, ...rest] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]);
  const type = /content-type: ([^\r\n]+)/i.exec(head ?? '')?.[1] ?? '';
  return { status, type, json: JSON.parse(rest.join('\r\n\r\n')) };
}

/** `levels` objects nested in one another, as JSON text (too deep for JSON.stringify's recursion). */
function nestedJson(levels: number): string {
  return '{"deeper":'.repeat(levels) + '"core"' + '}'.repeat(levels);
}
const json = (text: string) => ({ raw: text, headers: { 'Content-Type': 'application/json' } });

describe('inputs that used to break the service answer 4xx JSON', () => {
  it('deeply nested JSON: a character card, persona.extra and an import are refused with 400 JSON_TOO_DEEP; nothing is stored', async () => {
    const before = server.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number };
    const card = await call(server.url, 'POST', '/api/sessions', json(`{"persona":${nestedJson(6000)}}`));
    expect(card.status).toBe(400);
    expect(card.json.error.code).toBe('JSON_TOO_DEEP');
    expect(card.json.error.message).toMatch(/more than 64 levels/);
    const extra = await call(server.url, 'POST', '/api/sessions', json(`{"persona":{"name":"Deep","description":"x","extra":${nestedJson(100)}}}`));
    expect(extra.status).toBe(400);
    expect(extra.json.error.code).toBe('JSON_TOO_DEEP');
    // Deeper than any stack: still a clean 400.
    const bracketed = '['.repeat(200_000) + ']'.repeat(200_000);
    const raw = await call(server.url, 'POST', '/api/sessions/import', json(bracketed));
    expect(raw.status).toBe(400);
    expect(raw.json.error.code).toBe('JSON_TOO_DEEP');
    const after = server.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number };
    expect(after.n).toBe(before.n);
    expect(server.errors).toEqual([]);
    // A normal create still works.
    const ok = await call(server.url, 'POST', '/api/sessions', { body: {} });
    expect(ok.status).toBe(201);
  });

  it('a malformed percent-encoding in the path is a 400 JSON error, not a 500', async () => {
    for (const path of ['/api/sessions/%ED%A0%80', '/api/sessions/%E0%A4%A', '/api/%', '/%ZZ']) {
      const r = await call(server.url, 'GET', path);
      expect(r.status, path).toBe(400);
      expect(r.json.error.code, path).toBe('BAD_URL');
    }
    expect(server.errors).toEqual([]);
  });

  it('headers or a URL over 16 KB get a JSON 431, and garbage instead of HTTP a JSON 400', async () => {
    const bigHeader = rawConnection((s) => s.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`));
    const header = parseRaw(await bigHeader.closed);
    expect(header.status).toBe(431);
    expect(header.type).toMatch(/application\/json/);
    expect(header.json.error.code).toBe('HEADERS_TOO_LARGE');
    const bigUrl = await call(server.url, 'GET', `/api/sessions/${'b'.repeat(20_000)}`);
    expect(bigUrl.status).toBe(431);
    expect(bigUrl.json.error.code).toBe('HEADERS_TOO_LARGE');
    const garbage = rawConnection((s) => s.write('HELLO THERE\r\n\r\n'));
    const bad = parseRaw(await garbage.closed);
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('BAD_HTTP_REQUEST');
  });

  it('a deck with thousands of problems gets a short error: 50 listed, and how many more', async () => {
    // 10,000 different unknown passcodes: one problem each, plus the deck size.
    const deck = `#main\n${Array.from({ length: 10_000 }, (_, i) => String(90_000_000 + i)).join('\n')}\n`;
    const r = await call(server.url, 'POST', '/api/sessions', { body: { deck } });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('INVALID_DECK');
    expect(r.json.error.details.length).toBeLessThanOrEqual(50);
    expect(r.json.error.message).toMatch(/and \d+ more problems? not listed/);
    expect(r.text.length).toBeLessThan(20_000);
  });
});

describe('one client cannot hold the service', () => {
  it('a connection that never sends a byte is closed (with a JSON 408)', async () => {
    const idle = rawConnection();
    const reply = parseRaw(await idle.closed);
    expect(reply.status).toBe(408);
    expect(reply.json.error.code).toBe('REQUEST_TIMEOUT');
  });

  it('slow-loris headers and a body sent a byte at a time are cut off', async () => {
    const trickle = (s: Socket, text: string): void => {
      let i = 0;
      const timer = setInterval(() => {
        if (i >= text.length || s.destroyed) return clearInterval(timer);
        s.write(text[i++]!);
      }, 100);
      s.on('close', () => clearInterval(timer));
    };
    const headers = rawConnection((s) => trickle(s, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'z'.repeat(200)}\r\n\r\n`));
    const body = rawConnection((s) => {
      s.write('POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{');
      trickle(s, ' '.repeat(499));
    });
    const [h, b] = await Promise.all([headers.closed, body.closed]);
    expect(parseRaw(h).status).toBe(408);
    // The body's request reached express, which answers in JSON too when the server cuts it.
    expect(b === '' || parseRaw(b).status >= 400).toBe(true);
    expect(body.socket.destroyed).toBe(true);
  });

  it('an idle keep-alive connection is closed after its request', async () => {
    const conn = rawConnection((s) => s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'));
    const text = await conn.closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('"status":"ok"');
  });

  it('connections over the per-client cap get a JSON 503 and are closed; the others are served', async () => {
    const held = Array.from({ length: 6 }, () => rawConnection((s) => s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const over = rawConnection();
    const reply = parseRaw(await over.closed);
    expect(reply.status).toBe(503);
    expect(reply.json.error.code).toBe('TOO_MANY_CONNECTIONS');
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
  });

  it('many addresses of one network cannot hold the service: a per-network cap, and room kept for new clients', async () => {
    const open = (from: string) => rawConnection((s) => s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'), from);
    // Five loopback addresses of one /24, three idle connections each: 15, over the network's cap of 10.
    const held = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].flatMap((a) => [open(a), open(a), open(a)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await Promise.all(held.filter((h) => h.socket.destroyed || h.socket.closed).map((h) => h.closed));
    expect(refused.length).toBe(5);
    for (const text of refused) expect(parseRaw(text).json.error.message).toMatch(/from one network \(127\.0\.0\.0\/24\)/);
    // Other networks fill the shared part of the cap (40, of which a fifth is kept): a busy client is then refused...
    const others = ['127.0.1.2', '127.0.2.2', '127.0.3.2', '127.0.4.2'].flatMap((a) => Array.from({ length: 6 }, () => open(a)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busyRefusals = await Promise.all(others.filter((h) => h.socket.destroyed || h.socket.closed).map((h) => h.closed));
    expect(busyRefusals.some((t) => /kept for new clients/.test(parseRaw(t).json.error.message))).toBe(true);
    // ...and a new client from a fresh network is still served.
    const fresh = rawConnection((s) => s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), '127.0.9.9');
    expect(parseRaw(await fresh.closed).status).toBe(200);
    for (const h of [...held, ...others]) h.socket.destroy();
    await Promise.all([...held, ...others].map((h) => h.closed));
  });

  it('a request with no Host header gets a JSON 400 that says so, not an empty body', async () => {
    const conn = rawConnection((s) => s.write('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'), '127.0.8.8');
    const reply = parseRaw(await conn.closed);
    expect(reply.status).toBe(400);
    expect(reply.type).toMatch(/application\/json/);
    expect(reply.json.error.code).toBe('HOST_HEADER_MISSING');
    expect(reply.json.error.message).toMatch(/Host header/);
  });

  it('a persona the service accepts exports and imports again; one too deep for that is refused at create', async () => {
    const persona = (levels: number) => `{"persona":{"name":"Deep","description":"x","extra":${nestedJson(levels)}}}`;
    const tooDeep = await call(server.url, 'POST', '/api/sessions', json(persona(40)));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.json.error.code).toBe('JSON_TOO_DEEP');
    expect(tooDeep.json.error.message).toMatch(/^persona: .*more than 32 levels/);
    // The deepest accepted persona: before, 62-63 levels were accepted here and their export was refused on import.
    let accepted = 0;
    for (let levels = 34; levels >= 20 && accepted === 0; levels--) {
      const r = await call(server.url, 'POST', '/api/sessions', json(persona(levels)));
      if (r.status === 201) accepted = levels;
      else expect(r.json.error.code).toBe('JSON_TOO_DEEP');
    }
    expect(accepted).toBeGreaterThanOrEqual(28);
    const made = await call(server.url, 'POST', '/api/sessions', json(persona(accepted)));
    const exported = await call(server.url, 'GET', `/api/sessions/${made.json.id}/export`, { token: made.json.token });
    expect(exported.status).toBe(200);
    const imported = await call(server.url, 'POST', '/api/sessions/import', { body: exported.json });
    expect(imported.status, imported.text).toBe(201);
  });
});
