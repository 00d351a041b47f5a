/**
 * The HTTP server around the express app, hardened so one client cannot take the service
 * down and every error, even one Node's HTTP parser answers itself, is JSON:
 *
 * - headers must arrive within `headersTimeoutMs` and a whole request (headers and body)
 *   within `requestTimeoutMs`, so slow-loris headers and bodies are cut off (408);
 * - an idle keep-alive connection is closed after `keepAliveTimeoutMs`; a connection that
 *   never sends a byte is cut by the headers timeout;
 * - at most `maxConnections` connections at once, `maxConnectionsPerClient` from one
 *   address and `maxConnectionsPerPrefix` from one network, with a share of the total kept
 *   for new clients (connectionCaps.ts); a connection over a cap gets a JSON 503 and is closed;
 * - a request line or headers over Node's 16 KB limit get a JSON 431, a request the
 *   parser cannot read a JSON 400 (Node would send an empty body).
 *
 * Server-sent replies are not cut: the timeouts cover receiving a request, not answering.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import { ConnectionCounter } from './connectionCaps.js';

export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerClient: number;
  maxConnectionsPerPrefix: number;
  /** Share of maxConnections kept for clients that hold few connections (0 to 0.9). */
  reservedShare: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  maxConnectionsPerClient: 256,
  maxConnectionsPerPrefix: 512,
  reservedShare: 0.2,
};

/** A complete HTTP/1.1 response with a JSON error body, for sockets express never sees. */
export function rawJsonError(status: number, reason: string, code: string, message: string): string {
  const body = JSON.stringify({ error: { code, message } });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** What to answer for an error Node's parser reports on a connection. */
function clientErrorReply(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return rawJsonError(431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', 'The request line and headers may hold at most 16 KB together (URL included).');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawJsonError(408, 'Request Timeout', 'REQUEST_TIMEOUT', 'The request did not arrive in time; send headers and body without pauses.');
    default:
      return rawJsonError(400, 'Bad Request', 'BAD_HTTP_REQUEST', 'The request is not valid HTTP.');
  }
}

/** Counts connections per address, per network and in total; refuses those over a cap. */
function capConnections(server: Server, limits: HttpLimits): void {
  const counter = new ConnectionCounter(limits);
  server.on('connection', (socket: Socket) => {
    const who = socket.remoteAddress ?? 'unknown';
    const refusal = counter.open(who);
    socket.once('close', () => counter.close(who));
    if (refusal) {
      socket.end(rawJsonError(503, 'Service Unavailable', 'TOO_MANY_CONNECTIONS', `Too many open connections (at most ${refusal.reason}); close some and try again.`), () => socket.destroy());
    }
  });
}

/** An http.Server serving `app` with the limits above (not yet listening). */
export function createHttpServer(app: Express, limits: Partial<HttpLimits> = {}): Server {
  const l = { ...DEFAULT_HTTP_LIMITS, ...limits };
  const server = createServer(
    {
      headersTimeout: l.headersTimeoutMs,
      requestTimeout: l.requestTimeoutMs,
      keepAliveTimeout: l.keepAliveTimeoutMs,
      // A request without Host is refused by hostGuard.ts as JSON; Node's check sends an empty 400.
      requireHostHeader: false,
      // How often Node checks the two timeouts above: often enough that they hold to about a second.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(l.headersTimeoutMs / 4))),
    },
    app,
  );
  capConnections(server, l);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorReply(err), () => socket.destroy());
  });
  return server;
}

/** Creates the server and waits until it listens. */
export function listen(app: Express, port: number, host: string, limits: Partial<HttpLimits> = {}): Promise<Server> {
  const server = createHttpServer(app, limits);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
