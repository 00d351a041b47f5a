/**
 * Session tokens: 32 random bytes (base64url), shown once when a session is created. Only
 * their SHA-256 is stored; a presented token is hashed and compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const newSessionId = (): string => `s_${randomBytes(12).toString('base64url')}`;
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time comparison of a presented token with a stored hash. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * Tokens a request presents: `Authorization: Bearer t[,t2...]` or `X-Session-Token`. Headers
 * only: a token in the URL ends up in logs, browser history and Referer headers.
 */
export function presentedTokens(req: Request): string[] {
  const found: string[] = [];
  const auth = req.get('authorization');
  if (auth) {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) found.push(...m[1]!.split(/[\s,]+/));
  }
  const header = req.get('x-session-token');
  if (header) found.push(header.trim());
  return [...new Set(found.map((t) => t.trim()).filter((t) => t !== ''))].filter((t) => TOKEN_SHAPE.test(t)).slice(0, 100);
}
