/**
 * TRUST_PROXY, read strictly. A proxy setting that trusts every address (`0.0.0.0/0`,
 * `0.0.0.0/1,128.0.0.0/1`, a huge hop count) lets a direct client write its own
 * X-Forwarded-For and so escape the rate limits and quotas; a setting express cannot compile
 * crashed the start with a stack trace. So each entry must be a named range express knows, an
 * address, or a subnet no wider than a /8 (IPv4) or a /16 (IPv6), and a hop count is small.
 */
import { isIP } from 'node:net';

export const MAX_PROXY_HOPS = 5;
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MIN_V4_PREFIX = 8;
const MIN_V6_PREFIX = 16;

/** The value for express's "trust proxy", or a message saying what is wrong with the setting. */
export function parseTrustProxy(raw: string): { value: false | number | string } | { error: string } {
  const text = raw.trim();
  if (text === '' || text === 'off') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return { value: false };
    if (hops > MAX_PROXY_HOPS) return { error: `a hop count of at most ${MAX_PROXY_HOPS} (got ${hops}): a larger count trusts addresses any client can write` };
    return { value: hops };
  }
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { error: `"${entry}": ${problem}` };
  }
  return { value: entries.join(',') };
}

function entryProblem(entry: string): string | null {
  if (NAMED.has(entry)) return null;
  const [address = '', prefixText, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return 'not an address, a subnet (address/prefix) or loopback, linklocal or uniquelocal';
  if (prefixText === undefined) return null;
  if (!/^\d{1,3}$/.test(prefixText)) return 'the prefix length after "/" must be a whole number';
  const prefix = Number(prefixText);
  if (family === 4) {
    if (prefix > 32) return 'an IPv4 prefix is at most 32';
    if (prefix < MIN_V4_PREFIX) return `an IPv4 subnet no wider than /${MIN_V4_PREFIX}: a wider one trusts addresses any client can write`;
    return null;
  }
  if (prefix > 128) return 'an IPv6 prefix is at most 128';
  if (prefix < MIN_V6_PREFIX) return `an IPv6 subnet no wider than /${MIN_V6_PREFIX}: a wider one trusts addresses any client can write`;
  // IPv4 addresses mapped into IPv6 (::ffff:0:0/96) are the whole IPv4 space behind a long prefix.
  if (/^::ffff:/i.test(address) && prefix < 96 + MIN_V4_PREFIX) return `an IPv4-mapped subnet no wider than /${96 + MIN_V4_PREFIX}`;
  return null;
}
