/**
 * `npm run bench:llm`: the language-model side of a chat duel, measured against the local
 * fake OpenAI-compatible server (answers that fit each request's schema, after a fixed
 * simulated model time). The human plays by the heuristic through `DuelSession.act`; the
 * bot plays through the REAL `openai` client.
 *
 *   npm run bench:llm -- [--duels N] [--turns T] [--delay MS]
 *
 * Prints model calls per bot turn, calls per real decision (one with two or more
 * options), narration calls per narrated stretch, prompt tokens per move decision (p50,
 * p95; from the call records: the fake reports no usage, so the client's estimate of
 * characters / 4 is used), and the latency our own code adds per call (time spent in the
 * ChatModel call minus the fake server's simulated model time).
 */
import { toViewOptions } from '../engine/index.js';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHeuristicBot } from '../bot/heuristic.js';
import { defaultCards } from '../cards/catalog.js';
import { DuelSession } from '../chat/session.js';
import type { ChatModel, ModelCallRecord, ModelRole } from '../llm/types.js';
import { createOpenAIModel } from '../llm/openaiModel.js';
import type { Engine } from '../engine/index.js';
import type { DeckList } from '../engine/types.js';
import { startFakeOpenAI } from '../../tests/support/fakeOpenAI.js';
import { loadDeck } from './play.js';

interface BenchArgs {
  duels: number;
  turns: number;
  delayMs: number;
}

function parseArgs(argv: readonly string[]): BenchArgs | { error: string } {
  const args: BenchArgs = { duels: 8, turns: 8, delayMs: 20 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 0) return { error: `${flag} needs a whole number` };
    if (flag === '--duels') args.duels = Math.max(1, value);
    else if (flag === '--turns') args.turns = Math.max(1, value);
    else if (flag === '--delay') args.delayMs = value;
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
}

const isBotStretch = (messages: readonly { content: string }[]): boolean => messages.some((m) => /stretch of play by you \(/.test(m.content));

/** The model, with the wall time of every call measured around it. */
function timed(model: ChatModel, sink: Timed[]): ChatModel {
  return {
    describe: () => model.describe(),
    modelFor: (role) => model.modelFor(role),
    async structured(request) {
      const start = performance.now();
      const result = await model.structured(request);
      sink.push({ role: request.role, totalMs: performance.now() - start, botStretch: false });
      return result;
    },
    stream(request, onRecord) {
      const inner = model.stream(request, onRecord);
      return (async function* () {
        const start = performance.now();
        try {
          yield* inner;
        } finally {
          sink.push({ role: request.role, totalMs: performance.now() - start, botStretch: isBotStretch(request.messages) });
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
}

/** Plays the duels against the fake server: the human by the heuristic, through option clicks. */
async function measure(args: { duels: number; turns: number; delayMs: number }, engine: Engine): Promise<Measured> {
  const human = createHeuristicBot();
  const fake = await startFakeOpenAI({ responder: () => ({ auto: true, usage: null, delayMs: args.delayMs }) });
  const out: Measured = { records: [], timings: [], botTurns: 0, realDecisions: 0, narrated: 0 };
  try {
    const model = createOpenAIModel({
      mode: 'online',
      apiKey: 'bench',
      apiKeyIsDummy: true,
      baseURL: fake.url,
      models: { moves: 'bench-model', interpret: 'bench-model', narration: 'bench-model', rules: 'bench-model' },
      timeoutMs: 10_000,
      jsonMode: 'auto',
    });
    for (let d = 0; d < args.duels; d++) {
      const s = new DuelSession(
        { config: { format: 'classic', seed: `bench-llm-${d}`, decks: [deck('normals-yugi'), deck('normals-kaiba')], firstPlayer: d % 2 === 0 ? 0 : 1 } },
        { model: timed(model, out.timings), modelBanner: `bench-model via the fake server (${args.delayMs} ms per answer)` },
      );
      for await (const _ of s.open()) void _;
      for (let guard = 0; guard < 5000 && !s.state.result; guard++) {
        if (countBotTurns(s) >= args.turns) break;
        const choice = human.choose(s.view(), toViewOptions(s.state, engine.legalActions(s.state), s.human));
        for await (const _ of s.act(choice.id)) void _;
      }
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

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run bench:llm -- [--duels N] [--turns T] [--delay MS]`);
    return 1;
  }
  const { engine } = defaultCards();
  const { records, timings, botTurns, realDecisions, narrated } = await measure(args, engine);
  const moves = records.filter((r) => r.role === 'moves');
  const narration = records.filter((r) => r.role === 'narration');
  const tokens = moves.map((r) => r.promptTokens);
  const overhead = timings.map((t) => Math.max(0, t.totalMs - args.delayMs));
  const moveOverhead = timings.filter((t) => t.role === 'moves').map((t) => Math.max(0, t.totalMs - args.delayMs));
  const failed = records.filter((r) => r.outcome !== 'ok').length;
  const f1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
  const f2 = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

  console.log(`bench:llm: ${args.duels} duels, up to ${args.turns} bot turns each, fake server answering after ${args.delayMs} ms, real openai client.`);
  console.log(`${records.length} model calls (${failed} not ok): ${moves.length} moves, ${narration.length} narration; ${botTurns} bot turns, ${realDecisions} real bot decisions, ${narrated} narrated stretches.\n`);
  const botNarrations = timings.filter((t) => t.role === 'narration' && t.botStretch).length;
  const rows: [string, string, string][] = [
    ['model calls per bot turn (moves + its narration)', '—', `${f2((moves.length + botNarrations) / botTurns)} (${f2(moves.length / botTurns)} moves + ${f2(botNarrations / botTurns)} narration)`],
    ['… plus narrations of the user\'s moves, per bot turn', '—', f2((narration.length - botNarrations) / botTurns)],
    ['model calls per real decision (2+ options)', '≤ 1', f2(moves.length / realDecisions)],
    ['narration calls per narrated stretch', '1 (≤ 2 with one regeneration)', f2(narration.length / narrated)],
    ['prompt tokens per decision, p50 / p95 (max)', '< 1,500 at p95', `${percentile(tokens, 50)} / ${percentile(tokens, 95)} (${Math.max(...tokens)})`],
    ['latency our code adds per call, p50 / p95', '—', `${f1(percentile(overhead, 50))} / ${f1(percentile(overhead, 95))} ms`],
    ['… per move call, p50 / p95', '—', `${f1(percentile(moveOverhead, 50))} / ${f1(percentile(moveOverhead, 95))} ms`],
  ];
  console.log('| metric | target | measured |');
  console.log('| --- | --- | --- |');
  for (const [metric, target, value] of rows) console.log(`| ${metric} | ${target} | ${value} |`);
  const ok = moves.length <= realDecisions && narration.length <= narrated && percentile(tokens, 95) < 1500;
  console.log(`\n${ok ? 'All targets met.' : 'A target was missed.'} (Tokens: the client's estimate, characters / 4; latency: time inside the ChatModel call minus the fake's ${args.delayMs} ms.)`);
  return ok ? 0 : 1;
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
