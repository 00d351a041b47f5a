/**
 * A small per-client token bucket (our own, no package): each client (by clientKey)
 * has `burst` tokens, refilled at `perSecond`; a request takes one, and a client with an
 * empty bucket is answered 429 with `Retry-After`. Buckets idle long enough to be full
 * again are forgotten, so the map stays small.
 */
import type { Request } from 'express';

/**
 * The client a request counts against (rate limit, quotas): its address, which is the
 * socket's unless a trusted proxy (AppOptions.trustProxy) says otherwise.
 */
export const clientKey = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export interface RateLimitOptions {
  /** Tokens added per second; 0 turns the limit off. */
  perSecond: number;
  /** Bucket size: how many requests a client may make at once. */
  burst: number;
  now?: () => number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly now: () => number;
  private lastSweep = 0;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get enabled(): boolean {
    return this.options.perSecond > 0;
  }

  /** Takes a token for `key`; returns 0 when allowed, else the seconds to wait. */
  take(key: string): number {
    if (!this.enabled) return 0;
    const { perSecond, burst } = this.options;
    const now = this.now();
    this.sweep(now);
    const b = this.buckets.get(key) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    const full = (this.options.burst / this.options.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at > full) this.buckets.delete(k);
  }
}
