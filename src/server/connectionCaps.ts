/**
 * Who may open another connection. Caps per address alone let a client with many addresses
 * (ten loopback addresses, a /24 of its own, an IPv6 /64 which any host has) hold the whole
 * service; so connections are also counted per network prefix (/24 for IPv4, /64 for IPv6),
 * and the last share of the global cap is kept for clients that hold few connections, so a
 * newcomer is still served while others sit on idle sockets.
 */
import { isIPv4, isIPv6 } from 'node:net';

export interface ConnectionCapLimits {
  maxConnections: number;
  maxConnectionsPerClient: number;
  maxConnectionsPerPrefix: number;
  /** Share of maxConnections (0 to 0.9) kept for clients whose prefix holds few connections. */
  reservedShare: number;
}

/** A prefix holding at most this many connections counts as a new client for the reserved share. */
export const NEW_CLIENT_CONNECTIONS = 4;

export type Refusal = { reason: string } | null;

/** The network an address belongs to: its /24 (IPv4, also IPv4 mapped into IPv6) or its /64. */
export function prefixOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : null);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' filled in, zone id dropped. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** Counts open connections per address, per prefix and in all. */
export class ConnectionCounter {
  private readonly perAddress = new Map<string, number>();
  private readonly perPrefix = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: ConnectionCapLimits) {}

  /** Counts a new connection and says why it must be refused, if it must (it stays counted until close()). */
  open(address: string): Refusal {
    const prefix = prefixOf(address);
    const mine = bump(this.perAddress, address, 1);
    const ours = bump(this.perPrefix, prefix, 1);
    this.total += 1;
    const l = this.limits;
    if (mine > l.maxConnectionsPerClient) return { reason: `${l.maxConnectionsPerClient} from one address` };
    if (ours > l.maxConnectionsPerPrefix) return { reason: `${l.maxConnectionsPerPrefix} from one network (${prefix})` };
    if (this.total > l.maxConnections) return { reason: `${l.maxConnections} in all` };
    const open = l.maxConnections - Math.floor(l.maxConnections * l.reservedShare);
    if (this.total > open && ours > NEW_CLIENT_CONNECTIONS) {
      return { reason: `${open} in all for clients that already hold ${NEW_CLIENT_CONNECTIONS} or more; the rest is kept for new clients` };
    }
    return null;
  }

  close(address: string): void {
    bump(this.perAddress, address, -1);
    bump(this.perPrefix, prefixOf(address), -1);
    this.total -= 1;
  }
}

function bump(map: Map<string, number>, key: string, by: number): number {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
  return next;
}
