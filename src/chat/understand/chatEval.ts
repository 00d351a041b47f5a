/**
 * Plays a chat scenario on the offline model: understand() reads each message, runPlan()
 * plays the moves with the heuristic bot answering in between (offlineAdvance), and the
 * outcome is compared with the step's expectation. Shared by `npm run chat:eval` and the
 * vitest suite, so both judge the same way.
 */
import type { BotPolicy } from '../../bot/types.js';
import { buildBoard } from '../../engine/testing/scenario/board.js';
import type { ScenarioLookup } from '../../engine/testing/scenario/schema.js';
import { optionCommand, parseCommand } from '../../engine/text/grammar.js';
import type { Engine } from '../../engine/index.js';
import type { DuelState, Option, PlayerId } from '../../engine/types.js';
import { offlineAdvance } from './advance.js';
import { parseChatScenario, type ChatStep, type MessageKind, type ReplyKind } from './chatScenario.js';
import { runPlan, type AppliedMove, type PlanRun } from './plan.js';
import { explainRefusal } from './refusal.js';
import { decisionKey, understand } from './understand.js';
import { referentsAfterQuestion } from './questionText.js';

export interface Outcome {
  applied: string[];
  reply: ReplyKind | 'none';
  asks: string[];
  /** The refusal text or ask-back prompt, for people reading a failure. */
  text?: string;
}

export interface MessageResult {
  file: string;
  step: number;
  message: string;
  kind: MessageKind;
  /** Moves made that the expectation did not ask for (extra ones, or other than expected): must be 0. */
  unasked: number;
  expected: ChatStep['expect'];
  got: Outcome;
  pass: boolean;
  why?: string;
}

export interface EvalDeps {
  engine: Engine;
  lookup: ScenarioLookup;
  bot: BotPolicy;
  /** Every card name the game knows (the session passes its vocabulary the same way). */
  cardNames?: readonly string[];
}

export type FileResult = { ok: true; results: MessageResult[] } | { ok: false; errors: string[] };

/** Whether the expected command reads, in the state before the move, as the move made. */
function sameMove(engine: Engine, player: PlayerId, expected: string, move: AppliedMove): boolean {
  const parsed = parseCommand(move.before, player, expected, engine);
  const key = (o: Option): string => {
    const a = o.action as Option['action'] & { card?: number };
    const card = a.card !== undefined && move.before.cards[a.card]!.location === 'hand' ? `p${move.before.cards[a.card]!.passcode}` : a.card;
    return JSON.stringify({ ...a, card });
  };
  if (parsed.kind === 'option') return key(parsed.option) === key(move.option);
  // A labelled choice (a position, heads or tails) has no card to name: its label stands for it.
  const label = expected.replace(/^choose\s+/i, '').toLowerCase();
  return move.option.action.type === 'choose' && move.option.label.toLowerCase().endsWith(`: ${label}`);
}

function judge(engine: Engine, player: PlayerId, expect: ChatStep['expect'], got: Outcome, moves: readonly AppliedMove[]): string | null {
  const wantReply = expect.reply ?? 'none';
  if (got.reply !== wantReply) return `reply: expected ${wantReply}, got ${got.reply}`;
  if (expect.applied.length !== moves.length) return `applied: expected ${expect.applied.length} move(s), got ${moves.length}`;
  for (const [i, cmd] of expect.applied.entries()) {
    if (!sameMove(engine, player, cmd, moves[i]!)) return `applied[${i}]: expected "${cmd}", got "${got.applied[i]}"`;
  }
  for (const word of expect.asks ?? []) {
    if (!got.asks.some((a) => a.toLowerCase().includes(word.toLowerCase()))) return `asks: "${word}" not listed`;
  }
  return null;
}

/** Moves made that were not asked for: beyond the expected count, or not the expected move at their place. */
function unaskedMoves(engine: Engine, player: PlayerId, expect: ChatStep['expect'], moves: readonly AppliedMove[]): number {
  return moves.filter((m, i) => i >= expect.applied.length || !sameMove(engine, player, expect.applied[i]!, m)).length;
}

/** The kind of a message: as its step says, or from what it expects. */
export function kindOf(step: ChatStep): MessageKind {
  if (step.kind) return step.kind;
  const e = step.expect;
  if (e.applied.length) return e.applied.length > 1 ? 'plan' : 'move';
  const byReply: Record<string, MessageKind> = { answer: 'question', request: 'request', banter: 'banter', 'ask-back': 'vague', refusal: 'illegal', 'moved-on': 'stale' };
  return byReply[e.reply ?? ''] ?? 'move';
}

function outcomeOfRun(engine: Engine, player: PlayerId, run: PlanRun, question: boolean): Outcome {
  const applied = run.applied.map((m) => optionCommand(m.before, player, m.option, engine));
  const f = run.failed;
  if (!f) return { applied, reply: question ? 'answer' : 'none', asks: [] };
  if (f.kind !== 'match') return { applied, reply: 'refusal', asks: [], text: f.kind };
  if (f.match.kind === 'rejected') {
    const r = explainRefusal(f.match.rejection, { engine, state: f.state, player, action: f.match.action });
    return { applied, reply: 'refusal', asks: [], text: r.text };
  }
  const options = f.match.options;
  return { applied, reply: 'ask-back', asks: options.flatMap((o) => [o.label, optionCommand(f.state, player, o, engine)]), text: f.match.kind === 'unknown' ? f.match.message : 'which one?' };
}

export async function evalChatScenario(file: string, raw: unknown, deps: EvalDeps): Promise<FileResult> {
  const parsed = parseChatScenario(raw, deps.lookup);
  if (!parsed.ok) return parsed;
  const sc = parsed.scenario;
  const { engine } = deps;
  const player = sc.player;
  const advance = offlineAdvance(engine, deps.bot, player);
  let state: DuelState = advance(buildBoard(sc.boardSpec, deps.lookup, engine.ctx).state);
  let referents: number[] = [];
  let lastVerb: string | null = null;
  let listed: Option[] = [];
  let previousKey = decisionKey(state);
  const results: MessageResult[] = [];
  for (const [i, step] of sc.steps.entries()) {
    const key = decisionKey(state);
    const u = understand(step.say, { engine, state, player, referents, lastVerb, listed, writtenAgainst: step.stale ? previousKey : key, ...(deps.cardNames ? { cardNames: deps.cardNames } : {}) });
    previousKey = key;
    let got: Outcome;
    let moves: AppliedMove[] = [];
    listed = [];
    if (u.kind === 'plan') {
      const run = await runPlan({ engine, state, player, pieces: u.pieces, referents: u.referents, lastVerb: u.lastVerb, ...(u.listed ? { listed: u.listed } : {}) }, { advance });
      moves = run.applied;
      got = outcomeOfRun(engine, player, run, u.question !== undefined);
      if (run.failed?.kind === 'match' && run.failed.match.kind !== 'rejected') listed = run.failed.match.options;
      state = run.state;
      referents = run.referents;
      lastVerb = run.lastVerb;
    } else if (u.kind === 'ask-back') {
      listed = u.options;
      got = { applied: [], reply: 'ask-back', asks: u.options.flatMap((o, n) => [o.label, u.commands[n]!]), text: u.prompt };
    } else {
      // As the session does: the cards a question names are what "it" means next.
      if (u.kind === 'question') referents = referentsAfterQuestion(u.question, engine, state, player, referents);
      const reply: ReplyKind = u.kind === 'question' ? 'answer' : u.kind === 'cannot' ? 'refusal' : u.kind;
      got = { applied: [], reply, asks: [], ...(u.kind === 'cannot' ? { text: u.text } : {}) };
    }
    const why = judge(engine, player, step.expect, got, moves);
    const unasked = unaskedMoves(engine, player, step.expect, moves);
    results.push({ file, step: i + 1, message: step.say, kind: kindOf(step), unasked, expected: step.expect, got, pass: why === null, ...(why ? { why } : {}) });
  }
  return { ok: true, results };
}
