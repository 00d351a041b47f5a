/**
 * The Host header allow-list: a request naming any other host is refused (421) before it
 * reaches the API or the page. A web page on another domain whose name was re-pointed at
 * this machine (DNS rebinding) sends its own domain as Host, so it cannot drive the service
 * or spend its model key. The default allows the loopback names and the configured HOST.
 */
import type { RequestHandler } from 'express';
import { ApiError } from './errors.js';

export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** `configured`: the HOST setting (added unless it is a wildcard address). `extra`: ALLOWED_HOSTS; '*' allows any. */
export function allowedHosts(configured: string, extra: readonly string[] = []): string[] | '*' {
  if (extra.includes('*')) return '*';
  const hosts = new Set<string>(LOCAL_HOSTS);
  const wildcard = configured === '0.0.0.0' || configured === '::' || configured === '';
  if (!wildcard) hosts.add(configured.includes(':') && !configured.startsWith('[') ? `[${configured}]` : configured);
  for (const h of extra) hosts.add(h);
  return [...hosts].map((h) => h.toLowerCase());
}

/** The host name of a Host header, without its port ('[::1]:3000' → '[::1]'). */
function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  return colon === -1 ? h : h.slice(0, colon);
}

export function hostGuard(allowed: readonly string[] | '*'): RequestHandler {
  const set = allowed === '*' ? null : new Set(allowed);
  return (req, _res, next) => {
    const host = req.headers.host;
    // Node's own check of this (requireHostHeader) answers with an empty body; ours is JSON.
    if (host === undefined && req.httpVersion === '1.1') {
      throw new ApiError(400, 'HOST_HEADER_MISSING', 'An HTTP/1.1 request must have a Host header.');
    }
    if (!set) return next();
    if (!set.has(hostName(host ?? ''))) {
      throw new ApiError(421, 'HOST_NOT_ALLOWED', `This service does not answer for the host "${(host ?? '').slice(0, 100)}". Allowed: ${[...set].join(', ')} (set ALLOWED_HOSTS).`);
    }
    next();
  };
}
