/** The limit settings read from the environment (issue 12 items 13 and 16): defaults, units and refusals. */
import { describe, expect, it } from 'vitest';
import { parseServerConfig, ServerConfigError } from '../../src/server/config.js';

const MB = 1024 * 1024;

describe('server limits from the environment', () => {
  it('has the documented defaults, converts units, and refuses what cannot be used', () => {
    const d = parseServerConfig({});
    expect(d.quotas).toEqual({ sessionsPerClient: 200, bytesPerClient: 50 * MB, sessions: 50_000, bytes: 2048 * MB });
    expect(d.importLimits).toEqual({ bytes: 2 * MB, actions: 10_000, messages: 5_000 });
    expect(d.expiry).toEqual({ idleMs: 30 * 86_400_000, intervalMs: 3_600_000 });
    expect(d.trustProxy).toBe(false);
    expect(d.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(d.webRateLimit).toEqual({ perSecond: 10, burst: 100 });

    const c = parseServerConfig({
      HOST: 'duel.lan',
      ALLOWED_HOSTS: 'play.example, other.example',
      TRUST_PROXY: '2',
      MAX_STORED_MB_PER_CLIENT: '5',
      IMPORT_MAX_KB: '512',
      SESSION_EXPIRY_DAYS: '0',
    });
    expect(c.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', 'duel.lan', 'play.example', 'other.example']);
    expect(c.trustProxy).toBe(2);
    expect(c.quotas.bytesPerClient).toBe(5 * MB);
    expect(c.importLimits.bytes).toBe(512 * 1024);
    expect(c.expiry).toBe(false);
    expect(parseServerConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
    expect(parseServerConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);

    for (const [name, value] of [
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '*'],
      ['ALLOWED_HOSTS', 'evil.example/path'],
      ['MAX_SESSIONS_PER_CLIENT', '-1'],
      ['SESSION_SWEEP_MINUTES', '0'],
    ] as const) {
      expect(() => parseServerConfig({ [name]: value }), `${name}=${value}`).toThrow(ServerConfigError);
      expect(() => parseServerConfig({ [name]: value })).toThrow(name);
    }
  });

  it('TRUST_PROXY refuses every setting that trusts the whole address space or any client, with a message naming it', () => {
    // Each of these passed before and either trusted every client or crashed the start with a stack trace.
    const wide = ['0.0.0.0/0', '::/0', '0/0', 'all', '0.0.0.0/1,128.0.0.0/1', '10.0.0.0/4', '::ffff:0:0/96', '2000::/3', '6', '100', '999999'];
    for (const value of wide) {
      let message = '';
      try {
        parseServerConfig({ TRUST_PROXY: value });
      } catch (err) {
        expect(err, value).toBeInstanceOf(ServerConfigError);
        message = (err as Error).message;
      }
      expect(message, value).toMatch(/^TRUST_PROXY: /);
      expect(message, value).toMatch(/hop count|subnet no wider|not an address|prefix/);
    }
    expect(parseServerConfig({ TRUST_PROXY: '10.1.2.3/32, fd00::/64, linklocal' }).trustProxy).toBe('10.1.2.3/32,fd00::/64,linklocal');
    expect(parseServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseServerConfig({ TRUST_PROXY: '5' }).trustProxy).toBe(5);
    expect(parseServerConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseServerConfig({ HTTP_MAX_CONNECTIONS_PER_PREFIX: '64' }).http.maxConnectionsPerPrefix).toBe(64);
  });
});
