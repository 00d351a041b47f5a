/**
 * `npm start`'s entry point as a child process on loopback (offline model, no rate limit,
 * no web page), for the tests that kill it or run two of it: resolves once it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServiceProcess {
  proc: ChildProcess;
  url: string;
  /** Unfinished sessions the store held at start (its 'opened' line). */
  unfinished: number;
  exited: Promise<void>;
}

/** `env`: the database (DUEL_DB_PATH or DATABASE_URL) and anything else to set. */
export function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DUEL_LOG: 'off', DUEL_WEB: 'off', RATE_LIMIT_PER_SEC: '0', OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    let unfinished = -1;
    const timer = setTimeout(() => reject(new Error(`the service did not start: ${stderr}`)), 120_000);
    const lines = createInterface({ input: proc.stdout! });
    lines.on('line', (line) => {
      let msg: { msg?: string; url?: string; unfinished?: number };
      try {
        msg = JSON.parse(line);
      } catch {
        return;
      }
      if (msg.msg === 'opened') unfinished = msg.unfinished ?? -1;
      if (msg.msg === 'listening' && msg.url) {
        clearTimeout(timer);
        resolve({ proc, url: msg.url, unfinished, exited });
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}): ${stderr}`));
    });
  });
}
