/**
 * `npm run bench:startup`: how long the service takes to start with many unfinished
 * sessions saved (issue 12: it must not grow with them; target < 2 s at 20,000).
 *
 * It plays a few short duels through the SessionManager (offline model) into a template
 * database, then writes N unfinished sessions into a fresh database by copying those rows
 * (session, actions with their hashes, events, messages) under new ids and tokens: direct
 * inserts of realistic rows, a few seconds for 20,000. Then it starts `src/server/main.ts`
 * as a child process `--runs` times on an empty database and on the full one, and measures
 * from the spawn to the "listening" line and to the first 200 from GET /api/health, and
 * the first use of a stored session (its rebuild, every stored hash checked).
 *
 *   npm run bench:startup -- [--sessions 20000] [--runs 3] [--json]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { hashToken, newSessionId, newToken } from '../server/auth.js';
import { defaultPersonaOnce, resolveDeck } from '../server/inputs.js';
import { SessionManager } from '../server/sessions.js';
import { openDatabase, type Db } from '../store/db.js';
import { checkDatabaseFile } from '../store/integrity.js';
import { DuelStore } from '../store/store.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATES = 8;

interface Args {
  sessions: number;
  runs: number;
  json: boolean;
}

function parseArgs(argv: readonly string[]): Args | { error: string } {
  const args: Args = { sessions: 20_000, runs: 3, json: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--json') {
      args.json = true;
      continue;
    }
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) return { error: `${flag} needs a whole number` };
    if (flag === '--sessions') args.sessions = Math.min(1_000_000, value);
    else if (flag === '--runs') args.runs = Math.min(50, value);
    else return { error: `unknown option ${flag}` };
  }
  return args;
}

/** A few short unfinished duels played through the manager: the rows every copy is made from. */
async function playTemplates(db: Db): Promise<string[]> {
  const store = new DuelStore(db);
  const manager = new SessionManager({ store, model: null, modelBanner: 'offline' });
  const deck = (name: string) => resolveDeck(name, 'classic', manager.cards, 'deck').deck;
  const ids: string[] = [];
  for (let t = 0; t < TEMPLATES; t++) {
    const { row, session: made } = await manager.create({
      config: { format: 'classic', seed: `startup-${t}`, decks: [deck('normals-yugi'), deck('normals-kaiba')], firstPlayer: t % 2 === 0 ? 0 : 1 },
      chainMode: 'auto',
      userName: 'Bench',
      persona: defaultPersonaOnce(),
      personaId: null,
      deckIds: [null, null],
    });
    // This manager plays its sessions in this thread (no worker pool), so the live session is here.
    const session = made!;
    // A few clicks each (the bot's turns come with them): 3 to 10 actions.
    for (let click = 0; click < 1 + (t % 3) && !session.state.result; click++) {
      const option = session.legalOptions()[0];
      if (!option) break;
      await manager.reply(row.id, { kind: 'action', optionId: option.id }, { onChunk: () => undefined });
    }
    ids.push(row.id);
  }
  return ids;
}

/** N copies of the template sessions under new ids and tokens; returns a few (id, token) to use afterwards. */
function copySessions(templatePath: string, db: Db, templates: readonly string[], n: number): { id: string; token: string; stateHash: string }[] {
  db.exec(`ATTACH DATABASE '${templatePath.replace(/'/g, "''")}' AS t`);
  const copy = {
    session: db.prepare(`INSERT INTO sessions SELECT @id, @token_hash, format, seed, config_json, persona_json, persona_id, deck_id, bot_deck_id, human,
      chain_mode, user_name, engine_version, start_hash, state_hash, action_count, opened, pending_choices_json, finished, result_json, origin,
      parent_id, fork_step, created_at, @now FROM t.sessions WHERE id = @from`),
    actions: db.prepare('INSERT INTO actions SELECT @id, step, action_json, state_hash, created_at FROM t.actions WHERE session_id = @from'),
    events: db.prepare('INSERT INTO events SELECT @id, step, events_json, engine_version FROM t.events WHERE session_id = @from'),
    messages: db.prepare('INSERT INTO messages SELECT @id, seq, role, kind, text, shared, step, created_at FROM t.messages WHERE session_id = @from'),
    hash: db.prepare('SELECT state_hash FROM t.sessions WHERE id = ?'),
  };
  const kept: { id: string; token: string; stateHash: string }[] = [];
  const now = new Date().toISOString();
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const template = templates[i % templates.length]!;
      const token = newToken();
      const row = { id: newSessionId(), token_hash: hashToken(token), now, from: template };
      copy.session.run(row);
      copy.actions.run(row);
      copy.events.run(row);
      copy.messages.run(row);
      if (i % Math.max(1, Math.floor(n / 5)) === 0) kept.push({ id: row.id, token, stateHash: (copy.hash.get(template) as { state_hash: string }).state_hash });
    }
  });
  for (let from = 0; from < n; from += 2000) batch(from, Math.min(n, from + 2000));
  db.exec('DETACH DATABASE t');
  return kept;
}

interface StartFigures {
  listeningMs: number;
  healthMs: number;
  /** CPU time (user + system) the service had used when it answered: what a quiet machine's wall time would be near. */
  cpuMs: number | null;
  firstUseMs: number | null;
}

/** A process's user + system CPU time so far, from /proc (Linux; null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name; in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Spawns the service, polls /api/health from the start; optionally uses one stored session. */
async function measureStart(dbPath: string, use: { id: string; token: string; stateHash: string } | null): Promise<StartFigures> {
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DUEL_DB_PATH: dbPath, DUEL_LOG: 'off', DUEL_WEB: 'off', OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the service did not listen within 60 s')), 60_000);
      createInterface({ input: proc.stdout! }).on('line', (line) => {
        const msg = (() => {
          try {
            return JSON.parse(line) as { msg?: string; url?: string };
          } catch {
            return {};
          }
        })();
        if (msg.msg === 'listening' && msg.url) {
          clearTimeout(timer);
          resolve(msg.url);
        }
      });
      proc.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    });
    const listeningMs = performance.now() - t0;
    // The first successful health check (the port is known from the line above, so this is one request).
    for (;;) {
      const res = await fetch(`${url}/api/health`).catch(() => null);
      if (res?.ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const healthMs = performance.now() - t0;
    const cpuMs = cpuMsOf(proc.pid);
    let firstUseMs: number | null = null;
    if (use) {
      const t1 = performance.now();
      const res = await fetch(`${url}/api/sessions/${use.id}`, { headers: { Authorization: `Bearer ${use.token}` } });
      const body = (await res.json()) as { stateHash?: string };
      firstUseMs = performance.now() - t1;
      if (res.status !== 200 || body.stateHash !== use.stateHash) throw new Error(`a stored session answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    return { listeningMs, healthMs, cpuMs, firstUseMs };
  } finally {
    proc.kill('SIGKILL');
  }
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (v: number | null): string => (v === null ? '—' : `${Math.round(v)} ms`);

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run bench:startup -- [--sessions 20000] [--runs 3] [--json]`);
    return 1;
  }
  const log = args.json ? () => undefined : (line: string) => console.log(line);
  const dir = mkdtempSync(join(tmpdir(), 'duel-startup-'));
  try {
    const templatePath = join(dir, 'template.sqlite');
    const templateDb = openDatabase(templatePath);
    const templates = await playTemplates(templateDb);
    templateDb.close();
    const fullPath = join(dir, 'full.sqlite');
    const t0 = performance.now();
    const full = openDatabase(fullPath);
    const kept = copySessions(templatePath, full, templates, args.sessions);
    const stats = full.prepare('SELECT COUNT(*) AS sessions, (SELECT COUNT(*) FROM actions) AS actions FROM sessions WHERE finished = 0').get() as { sessions: number; actions: number };
    full.close();
    log(`Wrote ${stats.sessions} unfinished sessions (${stats.actions} actions) in ${ms(performance.now() - t0)}.`);
    // The start's integrity check (item 15) reads the whole file: the one start-up cost that grows with the data.
    const t1 = performance.now();
    if (!checkDatabaseFile(fullPath).ok) throw new Error('the written database does not pass quick_check');
    const quickCheckMs = performance.now() - t1;
    const fileMb = Math.round(statSync(fullPath).size / 1024 / 102.4) / 10;
    log(`The file is ${fileMb} MB; quick_check reads it in ${ms(quickCheckMs)}.`);
    const emptyPath = join(dir, 'empty.sqlite');
    openDatabase(emptyPath).close();

    const empty: StartFigures[] = [];
    const loaded: StartFigures[] = [];
    for (let r = 0; r < args.runs; r++) {
      empty.push(await measureStart(emptyPath, null));
      loaded.push(await measureStart(fullPath, kept[r % kept.length]!));
      log(`run ${r + 1}: empty ${ms(empty[r]!.healthMs)} (CPU ${ms(empty[r]!.cpuMs)}), ${stats.sessions} sessions ${ms(loaded[r]!.healthMs)} (CPU ${ms(loaded[r]!.cpuMs)}; first use ${ms(loaded[r]!.firstUseMs)})`);
    }
    const figures = {
      sessions: stats.sessions,
      actions: stats.actions,
      runs: args.runs,
      fileMb,
      quickCheckMs,
      emptyDb: { listeningMs: median(empty.map((f) => f.listeningMs)), healthMs: median(empty.map((f) => f.healthMs)), cpuMs: median(empty.map((f) => f.cpuMs ?? NaN)) },
      fullDb: {
        listeningMs: median(loaded.map((f) => f.listeningMs)),
        healthMs: median(loaded.map((f) => f.healthMs)),
        cpuMs: median(loaded.map((f) => f.cpuMs ?? NaN)),
        firstUseMs: median(loaded.map((f) => f.firstUseMs ?? 0)),
      },
      targetMs: 2000,
      /** The machine's 1-minute load average at the end: start-up is mostly CPU (loading and compiling modules). */
      loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    };
    const ok = figures.fullDb.healthMs < figures.targetMs;
    if (args.json) {
      console.log(JSON.stringify({ ...figures, ok }));
    } else {
      log('');
      log('| measure (median of runs) | empty database | ' + `${stats.sessions} unfinished sessions |`);
      log('| --- | --- | --- |');
      log(`| process start → "listening" | ${ms(figures.emptyDb.listeningMs)} | ${ms(figures.fullDb.listeningMs)} |`);
      log(`| process start → first 200 from /api/health (target < 2 s) | ${ms(figures.emptyDb.healthMs)} | ${ms(figures.fullDb.healthMs)} |`);
      log(`| CPU time the service used until then (user + system) | ${ms(figures.emptyDb.cpuMs)} | ${ms(figures.fullDb.cpuMs)} |`);
      log(`| first GET of a stored session (rebuilt, hashes checked) | — | ${ms(figures.fullDb.firstUseMs)} |`);
      log('');
      log(`Load average ${figures.loadAverage} at the end (start-up is mostly CPU: a busy machine stretches both columns alike).`);
    }
    return ok ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 1;
  },
);
