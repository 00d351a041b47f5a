/**
 * `npm run bench:llm`: the language-model side of a chat duel, measured against the local
 * fake OpenAI-compatible server (answers that fit each request's schema, after a fixed
 * simulated model time). The human plays by the heuristic through `DuelSession.act`; the
 * bot plays through the REAL `openai` client.
 *
 *   npm run bench:llm -- [--duels N] [--turns T] [--latency MS] [--json]
 *
 * `--latency` (or `--delay`) is the fake server's time to the first token of every call;
 * a narration then streams its sentences 40 ms apart, and a turn plan is answered the way
 * a model would plan (summon, battle, every attack offered, end of turn). `--json` prints only the summary.
 * The summary object is always the last thing printed: calls per bot turn and per user
 * move, the first narration text (from the model's first token of a narration to the
 * first narration text the player receives, p50/p95), how long the player waits to act
 * again after the last action of their turn (p50/p95), prompt tokens at p95 and the
 * cache-eligible static prefix (tokens shared byte for byte by every prompt) per role.
 *
 * Prints model calls per bot turn, calls per real decision (one with two or more
 * options), narration calls per narrated stretch, prompt tokens per move decision (p50,
 * p95; from the call records: the fake reports no usage, so the client's estimate of
 * characters / 4 is used), and the latency our own code adds per call (time spent in the
 * ChatModel call minus the fake server's simulated model time).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHeuristicBot } from '../bot/heuristic.js';
import { defaultCards } from '../cards/catalog.js';
import { DuelSession, type SessionChunk } from '../chat/session.js';
import type { ChatModel, ModelCallRecord, ModelRole } from '../llm/types.js';
import { createOpenAIModel } from '../llm/openaiModel.js';
import type { Engine } from '../engine/index.js';
import type { DeckList } from '../engine/types.js';
import { startFakeOpenAI, type ChatRequestBody } from '../../tests/support/fakeOpenAI.js';
import { loadDeck } from './play.js';

interface BenchArgs {
  duels: number;
  turns: number;
  delayMs: number;
  json: boolean;
}

function parseArgs(argv: readonly string[]): BenchArgs | { error: string } {
  const args: BenchArgs = { duels: 8, turns: 8, delayMs: 20, json: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--json') {
      args.json = true;
      continue;
    }
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 0) return { error: `${flag} needs a whole number` };
    if (flag === '--duels') args.duels = Math.max(1, value);
    else if (flag === '--turns') args.turns = Math.max(1, value);
    else if (flag === '--delay' || flag === '--latency') args.delayMs = value;
    else return { error: `unknown option ${flag}` };
  }
  return args;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

interface Timed {
  role: ModelRole;
  totalMs: number;
  /** A narration of the bot's own stretch (its turn), not of the user's moves. */
  botStretch: boolean;
  /** The prompt as sent (all messages joined): the cache-eligible prefix is what every prompt of a role shares. */
  prompt: string;
}

/** When each narration's first model token arrived (performance.now()), oldest first, not yet matched to what the player saw. */
const firstTokens: number[] = [];

const isBotStretch = (messages: readonly { content: string }[]): boolean => messages.some((m) => /stretch of play by you \(/.test(m.content));

const joinPrompt = (messages: readonly { role: string; content: string }[]): string => messages.map((m) => `${m.role}\n${m.content}`).join('\n');

/** The model, with the wall time of every call measured around it. */
function timed(model: ChatModel, sink: Timed[]): ChatModel {
  return {
    describe: () => model.describe(),
    modelFor: (role) => model.modelFor(role),
    async structured(request) {
      const start = performance.now();
      const result = await model.structured(request);
      sink.push({ role: request.role, totalMs: performance.now() - start, botStretch: false, prompt: joinPrompt(request.messages) });
      return result;
    },
    stream(request, onRecord) {
      const inner = model.stream(request, onRecord);
      return (async function* () {
        const start = performance.now();
        let first = true;
        try {
          for await (const chunk of inner) {
            if (first && request.role === 'narration') firstTokens.push(performance.now());
            first = false;
            yield chunk;
          }
        } finally {
          sink.push({ role: request.role, totalMs: performance.now() - start, botStretch: isBotStretch(request.messages), prompt: joinPrompt(request.messages) });
        }
      })();
    },
  };
}

function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

/** Bot turns played so far (turns alternate from the first player; the current one counts once it is the bot's). */
function countBotTurns(s: DuelSession): number {
  let n = 0;
  for (let t = 1; t <= s.state.turn; t++) {
    const player = t % 2 === 1 ? s.state.firstPlayer : s.state.firstPlayer === 0 ? 1 : 0;
    if (player === s.bot && (t < s.state.turn || s.state.turnPlayer === s.bot)) n++;
  }
  return n;
}

function countRealDecisions(engine: Engine, s: DuelSession): number {
  const start = engine.newDuel(s.config);
  if (!start.ok) return 0;
  let state = start.state;
  let n = 0;
  for (const action of s.actions) {
    if (action.player === s.bot && action.type !== 'surrender' && engine.legalActions(state).length >= 2) n++;
    const r = engine.apply(state, action);
    if (!r.ok) break;
    state = r.state;
  }
  return n;
}

interface Measured {
  records: ModelCallRecord[];
  timings: Timed[];
  botTurns: number;
  realDecisions: number;
  narrated: number;
  userMoves: number;
  /** First model token of a narration to the first narration text the player receives, ms. */
  firstText: number[];
  /** The player's last action of a turn (ending it) until their options arrive again, ms. */
  actAgain: number[];
}

/** One reply to a click, timed the way a player feels it. */
async function timedReply(chunks: AsyncIterable<SessionChunk>, start: number, out: Measured): Promise<number | null> {
  const narrationsSeen = new Set<number>();
  let optionsAt: number | null = null;
  for await (const c of chunks) {
    const now = performance.now();
    if (c.type === 'options' && optionsAt === null) optionsAt = now - start;
    if (c.type === 'text' && c.role === 'narration' && !narrationsSeen.has(c.message)) {
      narrationsSeen.add(c.message);
      // The oldest narration whose first token has come is the one shown (they are shown in the order they started).
      const token = firstTokens.length && firstTokens[0]! <= now ? firstTokens.shift()! : null;
      if (token !== null) out.firstText.push(now - token);
    }
  }
  return optionsAt;
}

type EnumProps = Record<string, { enum?: string[]; items?: { enum?: string[] } }>;

/**
 * A turn plan the way a model would make one, so the planner's following and re-planning
 * are measured (a minimal answer would plan one step): summon first when it can, then the
 * Battle Phase, every later step offered (attacks included) and the end of the turn.
 */
function turnPlanAnswer(body: ChatRequestBody): unknown {
  const format = body.response_format?.json_schema;
  if (format?.name !== 'turn_plan') return null;
  const props = format.schema?.['properties'] as EnumProps | undefined;
  const now = props?.['now']?.enum ?? [];
  if (now.length === 0) return null;
  const later = (props?.['then']?.items?.enum ?? []).filter((id) => !now.includes(id));
  const first = now.find((id) => id.startsWith('summon:')) ?? now[0]!;
  const battle = now.includes('battle') && first !== 'battle' ? ['battle'] : [];
  return { now: first, then: [...battle, ...later, ...(now.includes('end-turn') ? ['end-turn'] : [])], line: 'Here goes.' };
}

/** Plays the duels against the fake server: the human by the heuristic, through option clicks. */
async function measure(args: { duels: number; turns: number; delayMs: number }, engine: Engine): Promise<Measured> {
  const human = createHeuristicBot();
  // Narrations stream a few sentences 40 ms apart after the first token; structured answers come whole.
  const fake = await startFakeOpenAI({
    responder: (body) => {
      if (body.stream) return { stream: ['Nice ', 'one. ', 'The duel ', 'goes on. ', 'Your move.'], chunkDelayMs: 40, usage: null, delayMs: args.delayMs };
      const plan = turnPlanAnswer(body);
      return plan ? { json: plan, usage: null, delayMs: args.delayMs } : { auto: true, usage: null, delayMs: args.delayMs };
    },
  });
  const out: Measured = { records: [], timings: [], botTurns: 0, realDecisions: 0, narrated: 0, userMoves: 0, firstText: [], actAgain: [] };
  try {
    const model = createOpenAIModel({
      mode: 'online',
      apiKey: 'bench',
      apiKeyIsDummy: true,
      baseURL: fake.url,
      models: { moves: 'bench-model', interpret: 'bench-model', narration: 'bench-model', rules: 'bench-model' },
      // The time-out must outlast the simulated latency, or every call times out and the guard rests the model.
      timeoutMs: Math.max(10_000, args.delayMs * 2 + 5_000),
      jsonMode: 'auto',
    });
    for (let d = 0; d < args.duels; d++) {
      const s = new DuelSession(
        { config: { format: 'classic', seed: `bench-llm-${d}`, decks: [deck('normals-yugi'), deck('normals-kaiba')], firstPlayer: d % 2 === 0 ? 0 : 1 } },
        { model: timed(model, out.timings), modelBanner: `bench-model via the fake server (${args.delayMs} ms per answer)` },
      );
      firstTokens.length = 0;
      await timedReply(s.open(), performance.now(), out);
      for (let guard = 0; guard < 5000 && !s.state.result; guard++) {
        if (countBotTurns(s) >= args.turns) break;
        const choice = human.choose(s.view(), engine.legalActions(s.state));
        out.userMoves++;
        const turn = s.state.turn;
        const optionsAt = await timedReply(s.act(choice.id), performance.now(), out);
        // The player's last action of a turn: the bot's turn came and went before they could act again.
        if (s.state.turn > turn && optionsAt !== null) out.actAgain.push(optionsAt);
      }
      await s.narrationsSettled();
      out.botTurns += countBotTurns(s);
      out.narrated += s.history.filter((h) => h.kind === 'narration').length;
      out.realDecisions += countRealDecisions(engine, s);
      out.records.push(...s.modelCalls);
    }
  } finally {
    await fake.close();
  }
  return out;
}

/** Tokens (characters / 4) every prompt of a role shares byte for byte from its start: what a provider's prompt cache can reuse. */
function sharedPrefixTokens(prompts: readonly string[]): number {
  if (prompts.length < 2) return 0;
  let n = prompts[0]!.length;
  for (const p of prompts.slice(1)) {
    let i = 0;
    while (i < n && i < p.length && p.charCodeAt(i) === prompts[0]!.charCodeAt(i)) i++;
    n = i;
  }
  return Math.round(n / 4);
}

const ROLES: readonly ModelRole[] = ['moves', 'interpret', 'narration', 'rules'];

/** The summary object (printed last, as JSON). */
function summarize(args: BenchArgs, m: Measured): Record<string, unknown> {
  const byRole = (role: ModelRole): ModelCallRecord[] => m.records.filter((r) => r.role === role);
  const moves = byRole('moves').length;
  const botNarrations = m.timings.filter((t) => t.role === 'narration' && t.botStretch).length;
  const userNarrations = m.timings.filter((t) => t.role === 'narration' && !t.botStretch).length;
  const round = (n: number): number | null => (Number.isFinite(n) ? Math.round(n * 100) / 100 : null);
  const per = <T>(f: (role: ModelRole) => T): Record<string, T> => Object.fromEntries(ROLES.map((r) => [r, f(r)]));
  return {
    duels: args.duels,
    latencyMs: args.delayMs,
    modelCalls: m.records.length,
    failedCalls: m.records.filter((r) => r.outcome !== 'ok').length,
    botTurns: m.botTurns,
    userMoves: m.userMoves,
    callsPerBotTurn: round((moves + botNarrations) / m.botTurns),
    moveCallsPerBotTurn: round(moves / m.botTurns),
    callsPerUserMove: round((userNarrations + byRole('interpret').length) / m.userMoves),
    firstTextMsP50: round(percentile(m.firstText, 50)),
    firstTextMsP95: round(percentile(m.firstText, 95)),
    actAgainMsP50: round(percentile(m.actAgain, 50)),
    actAgainMsP95: round(percentile(m.actAgain, 95)),
    promptTokensP95: per((r) => round(percentile(byRole(r).map((x) => x.promptTokens), 95))),
    cachePrefixTokens: per((r) => sharedPrefixTokens(m.timings.filter((t) => t.role === r).map((t) => t.prompt))),
  };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run bench:llm -- [--duels N] [--turns T] [--latency MS] [--json]`);
    return 1;
  }
  const { engine } = defaultCards();
  const measured = await measure(args, engine);
  const summary = summarize(args, measured);
  if (!args.json) printTable(args, measured);
  console.log(JSON.stringify(summary, null, args.json ? 0 : 2));
  // The bar is on what a move call costs beyond the cached prefix (the deck's text is cached).
  const tokens = measured.records.filter((r) => r.role === 'moves').map((r) => r.promptTokens);
  const cached = (summary['cachePrefixTokens'] as Record<string, number>)['moves'] ?? 0;
  return percentile(tokens, 95) - cached < 1500 || tokens.length === 0 ? 0 : 1;
}

/** The human-readable table (not with --json). */
function printTable(args: BenchArgs, m: Measured): void {
  const { records, timings, botTurns, realDecisions, narrated } = m;
  const moves = records.filter((r) => r.role === 'moves');
  const narration = records.filter((r) => r.role === 'narration');
  const tokens = moves.map((r) => r.promptTokens);
  // Structured calls only: a narration's time also holds the fake server's pacing of its sentences.
  const overhead = timings.filter((t) => t.role !== 'narration').map((t) => Math.max(0, t.totalMs - args.delayMs));
  const f1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
  const f2 = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
  console.log(`bench:llm: ${args.duels} duels, up to ${args.turns} bot turns each, fake server: first token after ${args.delayMs} ms, real openai client.`);
  console.log(`${records.length} model calls: ${moves.length} moves, ${narration.length} narration; ${botTurns} bot turns, ${realDecisions} real bot decisions, ${narrated} narrated stretches.\n`);
  const rows: [string, string][] = [
    ['model calls per real decision (2+ options)', f2(moves.length / realDecisions)],
    ['narration calls per narrated stretch', f2(narration.length / narrated)],
    ['prompt tokens per decision, p50 / p95 (max)', `${percentile(tokens, 50)} / ${percentile(tokens, 95)} (${Math.max(...tokens)})`],
    ['latency our code adds per structured call, p50 / p95', `${f1(percentile(overhead, 50))} / ${f1(percentile(overhead, 95))} ms`],
    ['first narration text after its first token, p50 / p95', `${f1(percentile(m.firstText, 50))} / ${f1(percentile(m.firstText, 95))} ms`],
    ['able to act again after ending the turn, p50 / p95', `${f1(percentile(m.actAgain, 50))} / ${f1(percentile(m.actAgain, 95))} ms`],
  ];
  console.log('| metric | measured |');
  console.log('| --- | --- |');
  for (const [metric, value] of rows) console.log(`| ${metric} | ${value} |`);
  console.log('');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exitCode = 1;
    },
  );
}
