/**
 * The moves nobody has to type: the human's empty response windows that 'auto' chain
 * mode passes, and the bot's play (the model picks from the engine's options, the
 * fallback bot when it cannot), until the human must decide or the duel ends.
 */
import type { BotMoveNote } from './botReasons.js';
import { cardsOf } from './understand/rank.js';
import type { BotPolicy } from '../bot/types.js';
import type { Engine } from '../engine/index.js';
import type { EventLine } from '../engine/text/eventBatch.js';
import type { DuelState, Option, PlayerId } from '../engine/types.js';
import { fromViewOption, toViewOptions } from '../engine/viewIds.js';
import { checkText, factsFor, type Vocabulary } from '../llm/narrator.js';
import type { Persona } from '../llm/persona.js';
import type { BotPlanner } from './botPlanner.js';
import type { DuelRecord } from './duelRecord.js';
import type { ModelGuard } from './guardedModel.js';
import type { NarrationQueue } from './narrationQueue.js';
import type { ChainMode, SessionChunk } from './types.js';
import { windowMattersWith } from './understand/advance.js';

/**
 * Response windows of the human that 'auto' chain mode answers itself: the human is
 * asked only when the opponent has just done something their cards can answer (see
 * windowMattersWith), never at a quiet phase change nor about their own action.
 * 'manual' asks at every window the engine opens.
 */
export function autoPassOption(state: DuelState, human: PlayerId, chainMode: ChainMode, options: () => Option[]): Option | undefined {
  const pending = state.pending;
  if (chainMode !== 'auto' || state.result || pending?.player !== human || pending.kind !== 'respond') return undefined;
  const pass = options().find((o) => o.action.type === 'pass');
  if (!pass) return undefined;
  return windowMattersWith(state, human, options) ? undefined : pass;
}

/** What the autopilot needs of its session. */
export interface AutopilotContext {
  readonly record: DuelRecord;
  readonly engine: Engine;
  readonly human: PlayerId;
  readonly bot: PlayerId;
  readonly chainMode: ChainMode;
  readonly persona: Persona;
  readonly userName: string;
  readonly fallbackBot: BotPolicy;
  readonly vocabulary: Vocabulary;
  readonly guard: ModelGuard;
  /** The bot's moves: one plan per turn from the model, the heuristic where no call is worth it. */
  readonly planner: BotPlanner;
  /** Narrations under way, shown while the bot waits on its model. */
  readonly narrations?: NarrationQueue;
  /** The legal options now (remembered per state). */
  options(): Option[];
  /** Applies one option through the engine, adding its lines to `stretch`; false if refused. */
  applyOption(option: Option, stretch: EventLine[]): Generator<SessionChunk, boolean>;
  /** Told of each bot move made, with its reasons, for "why did you do that?". */
  noteBotMove?(note: BotMoveNote, cards: number[]): void;
}

export function autoPass(c: AutopilotContext): Option | undefined {
  return autoPassOption(c.record.state, c.human, c.chainMode, () => c.options());
}

/**
 * One bot move; false when nothing could be applied. `real` are the engine's options; the
 * bot (model and fallback alike) is shown them as its view names cards (hidden ones by
 * opaque id), and its answer is mapped back to the real option. The planner makes at most
 * one call here (a new plan); a plan's line goes to `remarks`, the bot's words for the turn.
 */
async function* botMove(c: AutopilotContext, real: Option[], stretch: EventLine[], remarks: string[]): AsyncGenerator<SessionChunk, boolean> {
  const state = c.record.state;
  const options = toViewOptions(state, real, c.bot);
  const asReal = (o: Option): Option => fromViewOption(state, real, c.bot, o.id) ?? real[0]!;
  const view = c.engine.view(state, c.bot);
  const pending = c.planner.decide(view, options, c.record.log, c.guard.model);
  // The narrations already started show while the bot thinks, and are shown to their end
  // before its move: the story is told in the order it happened.
  if (c.narrations) yield* c.narrations.showWhile(pending);
  const choice = await pending;
  if (c.narrations?.waiting) yield* c.narrations.showAll();
  yield* c.guard.notice();
  const before = stretch.length;
  let ok = yield* c.applyOption(asReal(choice.option), stretch);
  if (!ok) {
    const fallback = c.fallbackBot.choose(view, options);
    ok = yield* c.applyOption(asReal(fallback), stretch);
    if (!ok) return false;
  }
  const publicLines = stretch.slice(before).map((l) => l.publicText).filter((t): t is string => t !== null);
  let line: string | null = null;
  if (choice.line) {
    // The remark is shown only if it names nothing hidden and states no number the board does not show.
    const facts = factsFor(publicLines, c.engine.view(c.record.state, c.bot), c.vocabulary);
    if (checkText(choice.line, facts, c.vocabulary).ok) {
      remarks.push(choice.line);
      line = choice.line;
    }
  }
  const made = asReal(choice.option).action;
  if (made.type !== 'pass') c.noteBotMove?.({ publicLines, action: made.type, line, source: choice.source }, cardsOf(made));
  return true;
}

/**
 * The bot plays (and 'auto' passes the human's empty response windows) until the human
 * must decide or the duel ends, or `stop` says so (the human's stretch stops where the
 * bot's turn begins, so that turn is told as the bot's, phase by phase).
 */
export async function* botLoop(c: AutopilotContext, stretch: EventLine[], remarks: string[], stop?: () => boolean): AsyncGenerator<SessionChunk> {
  for (let guard = 0; guard < 1000; guard++) {
    if (stop?.()) return;
    const pass = autoPass(c);
    if (pass) {
      if (!(yield* c.applyOption(pass, stretch))) return;
      continue;
    }
    const state = c.record.state;
    if (state.result || state.pending?.player !== c.bot) return;
    const options = c.options();
    if (options.length === 0) return;
    if (!(yield* botMove(c, options, stretch, remarks))) return;
  }
}
