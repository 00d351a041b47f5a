/**
 * A real PostgreSQL for the store tests, started by the test run itself: `initdb` into a
 * temporary folder, `pg_ctl start` on a free loopback port (as the `postgres` user when
 * the run is root, since PostgreSQL refuses to run as root), stopped and removed at the
 * end. Where PostgreSQL is not installed (Debian's `postgresql`; `.ci/run` installs it) the
 * tests that need it are skipped with the reason this returns.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Postgres {
  /** A URL to a new empty database on this server. */
  newDatabase(name: string): Promise<string>;
  stop(): void;
}

/** The folder holding initdb and pg_ctl, or null. */
function binDir(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath && existsSync(join(onPath, '..', 'initdb'))) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function runAs(asUser: string | null, program: string, args: string[]): void {
  const [cmd, argv] = asUser ? ['runuser', ['-u', asUser, '--', program, ...args]] : [program, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

/** Starts a server, or says why it cannot. */
export async function startPostgres(): Promise<Postgres | { skip: string }> {
  const bin = binDir();
  if (!bin) return { skip: 'PostgreSQL is not installed here (Debian package postgresql; .ci/run installs it): the PostgreSQL store tests are skipped' };
  const root = process.getuid?.() === 0;
  let asUser: string | null = null;
  if (root) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0) return { skip: 'running as root and there is no postgres user to run PostgreSQL as: the PostgreSQL store tests are skipped' };
    asUser = 'postgres';
  }
  const dir = mkdtempSync(join(tmpdir(), 'duel-pg-'));
  if (root) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    runAs(asUser, join(bin, 'initdb'), ['-D', data, '-U', 'duel', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // fsync off: the crash tests kill the service, never the database server.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    runAs(asUser, join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
    throw new Error(`PostgreSQL is installed but did not start: ${stderr}`);
  }
  const base = `postgres://duel@127.0.0.1:${port}`;
  return {
    async newDatabase(name: string): Promise<string> {
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name.replace(/[^a-z0-9_]/g, '_')}`);
      } finally {
        await client.end();
      }
      return `${base}/${name.replace(/[^a-z0-9_]/g, '_')}`;
    },
    stop(): void {
      try {
        runAs(asUser, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** For a test file: the server (null when skipped, the reason printed once) to stop in afterAll. */
export async function postgresForTests(): Promise<{ server: Postgres | null; skip: string | null }> {
  const started = await startPostgres();
  if ('skip' in started) {
    console.warn(started.skip);
    return { server: null, skip: started.skip };
  }
  return { server: started, skip: null };
}
