/**
 * Runs a plan (the pieces of a message) against the duel, one step at a time, each
 * matched against the options that exist at that moment. Between steps the caller's
 * `advance` runs the duel on (the opponent's responses, the player's own auto-passes),
 * so a plan survives response windows. An implied step (entering the Battle Phase for an
 * attack, ending it for "end turn") is taken only when a dry run shows the step that
 * needs it can then be done. A step that fails stops the plan; what was done stays done,
 * and the failed step leaves nothing behind (it is tried on a copy first: states are
 * immutable values, so a copy is just the old reference).
 */
import type { Engine } from '../../engine/index.js';
import { cardName } from '../../engine/zones.js';
import type { DuelEvent, DuelState, Option, PlayerId } from '../../engine/types.js';
import { boardWords, monsters, type BoardWords } from './board.js';
import { cardsOf } from './rank.js';
import { matchStep, namedCards, type StepMatch } from './match.js';
import { readings } from './references.js';
import { mentionsIn, seen } from './cardMentions.js';
import { hasMoveCue, restatesOption, withoutNames } from './score.js';
import { expandEverything, hasVerb, verbOf } from './steps.js';
import { handsOver } from './classify.js';

export interface AppliedMove {
  /** The words of the step this move belongs to. */
  step: string;
  option: Option;
  /** The state the option was applied to, and the one it gave. */
  before: DuelState;
  after: DuelState;
  events: DuelEvent[];
  /** Taken for the step, not asked for in words (entering the Battle Phase). */
  implied: boolean;
}

export type StepFailure =
  | { kind: 'match'; step: string; match: Exclude<StepMatch, { kind: 'option' }>; state: DuelState }
  | { kind: 'not-your-move'; step: string; state: DuelState }
  | { kind: 'duel-over'; step: string; state: DuelState }
  /** The plan ended the player's turn while steps were left (they were meant for that turn). */
  | { kind: 'turn-over'; step: string; state: DuelState };

export interface PlanRun {
  state: DuelState;
  applied: AppliedMove[];
  /** Steps done in full, in order. */
  done: string[];
  failed: StepFailure | null;
  /** Steps not tried because an earlier one failed. */
  notTried: string[];
  /** Cards the plan touched, most recent first (for "it" in the next message). */
  referents: number[];
  /** The verb of the last step done ("set"), lent to a verb-less next message ("and the elf too"). */
  lastVerb: string | null;
}

export interface PlanHooks {
  /**
   * Runs the duel on until `player` must decide or the duel ends: the opponent's
   * decisions and the player's own windows the chain mode passes. The session plugs its
   * autopilot in here; called after every applied step.
   */
  advance(state: DuelState): Promise<DuelState> | DuelState;
  /** Told about every move as it is applied (the session records and narrates them). */
  onApplied?(move: AppliedMove): void | Promise<void>;
}

export interface PlanInput {
  engine: Engine;
  state: DuelState;
  player: PlayerId;
  /** The message's pieces, from `clauses` (or understand()'s plan). */
  pieces: readonly string[];
  referents?: readonly number[];
  /** The verb of the player's previous message, for a first piece without one. */
  lastVerb?: string | null;
  /** The options of the last ask-back, which a short first step most likely answers. */
  listed?: readonly Option[];
}

interface Tentative {
  moves: { option: Option; implied: boolean }[];
  step: string;
  consumed: number;
}

/** Passes every response window, both players: enough to see whether a step becomes possible. */
function dryAdvance(engine: Engine, state: DuelState, player: PlayerId): DuelState {
  let s = state;
  for (let guard = 0; guard < 50 && s.pending && !s.result; guard++) {
    const pending = s.pending;
    if (pending.player === player && pending.kind !== 'respond') break;
    const pass = engine.legalActions(s).find((o) => o.action.type === 'pass');
    if (!pass) break;
    const r = engine.apply(s, pass.action);
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}

function applyAll(engine: Engine, state: DuelState, options: readonly Option[]): DuelState | null {
  let s = state;
  for (const o of options) {
    const r = engine.apply(s, o.action);
    if (!r.ok) return null;
    s = r.state;
  }
  return s;
}

/** "bewd on the ox": a monster of the player's on the field, then one of the opponent's, joined by "on", "into" or "at": an attack. */
function attackPair(step: string, board: BoardWords, referents: readonly number[]): boolean {
  const m = /^(.+?) (?:on|onto|into|at|vs|against) (.+)$/.exec(step);
  if (!m) return false;
  const side = (text: string, want: 'own' | 'opp'): boolean => {
    const ids = [...mentionsIn(text, board, referents)].filter(([, w]) => w >= 2).map(([id]) => seen(board, id));
    return ids.length > 0 && ids.every((c) => c?.side === want && c.where === 'monster');
  };
  return side(m[1]!, 'own') && side(m[2]!, 'opp');
}

/**
 * The phase move that makes a refused step possible, if a dry run shows it does; else,
 * when the step is still refused after it, that refusal (the true cause: "Battle Ox
 * blocks a direct attack", not "enter the Battle Phase first").
 */
function impliedStep(engine: Engine, state: DuelState, player: PlayerId, step: string, referents: readonly number[], m: StepMatch): { take: Option } | { cause: StepMatch & { kind: 'rejected' } } | null {
  // "skull attacks ox" in Main Phase 1 reads as no option yet: the attack it asks for is in the Battle Phase.
  const attackSaid = (m.kind === 'unknown' && /\b(?:attack|attacks|directly)\b|->/.test(step)) || attackPair(step, boardWords(state, player, engine), referents);
  if (m.kind !== 'rejected' && !attackSaid) return null;
  const wanted = attackSaid ? 'attack' : m.kind === 'rejected' ? m.action.type : 'attack';
  const options = engine.legalActions(state);
  const phaseMove =
    wanted === 'attack' ? options.find((o) => o.action.type === 'enter-battle')
    : wanted === 'end-turn' ? options.find((o) => o.action.type === 'end-battle')
    : undefined;
  if (!phaseMove) return null;
  const after = applyAll(engine, state, [phaseMove]);
  if (!after) return null;
  const ready = dryAdvance(engine, after, player);
  const again = matchStep(step, { engine, state: ready, player, referents });
  if (again.kind === 'option') return { take: phaseMove };
  return again.kind === 'rejected' ? { cause: again } : null;
}

/** A target folded into an activation: "mst his backrow", "change of heart on battle ox". */
function foldedTarget(engine: Engine, state: DuelState, player: PlayerId, step: string, referents: readonly number[]): Tentative | { refusal: StepMatch & { kind: 'rejected' } } | null {
  const words = step.split(' ');
  let refusal: (StepMatch & { kind: 'rejected' }) | null = null;
  // A card name is at most a few words: the activation is the head, the target the rest.
  for (let j = Math.min(words.length - 1, 7); j >= 1; j--) {
    const head = words.slice(0, j).join(' ').replace(/^(?:activate|use|play|cast|equip)\s+/, '');
    const tail = words.slice(j).join(' ').replace(/^(?:on|onto|at|against|targeting|target|to|for|vs|and|with)\s+/, '');
    if (!tail || tail === words.slice(j).join(' ') && j === words.length) continue;
    const act = matchStep(`activate ${head}`, { engine, state, player, referents });
    // "dark energy on rogue doll" when Dark Energy cannot be activated: that refusal is the answer.
    if (act.kind === 'rejected' && act.action.type === 'activate' && !refusal && /^(?:on|onto|to|at|against|targeting)\b/.test(words.slice(j).join(' '))) refusal = act;
    if (act.kind !== 'option' || act.option.action.type !== 'activate') continue;
    const r1 = engine.apply(state, act.option.action);
    if (!r1.ok) continue;
    const s1 = r1.state;
    // The only possible target was taken on activation: fine when it is the one the player named
    // (a position asked next, "which position for Silver Fang?", is the next decision, not the target).
    const targets = r1.events.flatMap((e) => (e.type === 'activate' ? e.targets : []));
    if (targets.length > 0 || s1.pending?.player !== player || s1.pending.kind !== 'choose') {
      const board = boardWords(state, player, engine);
      const named = readings(tail, board, referents).flatMap((r) => namedCards(r.text, board));
      if (targets.some((id) => named.includes(id))) return { moves: [{ option: act.option, implied: false }], step, consumed: 1 };
      if (s1.pending?.player !== player || s1.pending.kind !== 'choose') continue;
    }
    const pick = matchStep(tail, { engine, state: s1, player, referents });
    if (pick.kind === 'option') return { moves: [{ option: act.option, implied: false }, { option: pick.option, implied: false }], step, consumed: 1 };
  }
  return refusal ? { refusal } : null;
}

/** Pieces that only say the option again ("tribute fang and summon him"). */
function namesOnlyCardsOf(engine: Engine, state: DuelState, player: PlayerId, extra: readonly string[], option: Option, referents: readonly number[]): boolean {
  const board = boardWords(state, player, engine);
  return extra.every((p) => restatesOption(p, option, board, referents));
}

/**
 * An activation whose target is asked next, said with its target ("steal his bewd with
 * change of heart", "revive dm"): the target named in the same words is picked too, when it
 * is one of the targets and the only card named besides the activated one.
 */
function withNamedPick(engine: Engine, state: DuelState, player: PlayerId, step: string, referents: readonly number[], option: Option): Tentative['moves'] | { refused: StepMatch & { kind: 'rejected' } } {
  const moves = [{ option, implied: false }];
  if (option.action.type !== 'activate') return moves;
  const source = option.action.card;
  const r = engine.apply(state, option.action);
  if (!r.ok) return moves;
  const board = boardWords(state, player, engine);
  const wrongTarget = targetNotNamed(engine, state, step, referents, option, r.events);
  if (wrongTarget) return { refused: wrongTarget };
  if (r.state.pending?.player !== player || r.state.pending.kind !== 'choose' || r.state.pending.labels) return moves;
  let named = [...mentionsIn(step, board, referents)].filter(([id, w]) => id !== source && w >= 2).map(([id]) => id);
  // "reinforcements on my guy": a phrase that points at a card rather than naming it, read by the references layer.
  if (named.length === 0) {
    const obvious = readings(step, board, referents).filter((x) => x.rank === 0);
    named = [...new Set(obvious.flatMap((x) => namedCards(x.text, board)))].filter((id) => id !== source);
  }
  const picks = engine.legalActions(r.state).filter((o) => o.action.type === 'choose' && o.action.pick !== null && named.includes(o.action.pick));
  if (picks.length === 1) moves.push({ option: picks[0]!, implied: false });
  // "equip the sword to fang" when Fang cannot be chosen: the card is not activated for another
  // target the player never named; the engine says why Fang cannot be chosen.
  if (picks.length === 0 && named.length === 1) {
    const tried = engine.apply(r.state, { type: 'choose', player, pick: named[0]! });
    if (!tried.ok) return { refused: { kind: 'rejected', action: option.action, rejection: tried.rejection } };
  }
  return moves;
}

/**
 * "equip the book to guardian" when the card's only target (taken on activation) is another
 * card: never activated for a target the player did not name. The reason says which card it
 * can take; only cards named firmly (by name or nickname) count, so a remark does not refuse.
 */
function targetNotNamed(engine: Engine, state: DuelState, step: string, referents: readonly number[], option: Option, events: readonly DuelEvent[]): (StepMatch & { kind: 'rejected' }) | null {
  if (option.action.type !== 'activate') return null;
  const source = option.action.card;
  const targets = events.flatMap((e) => (e.type === 'activate' ? e.targets : []));
  if (targets.length === 0) return null;
  const board = boardWords(state, player0(option), engine);
  const named = [...mentionsIn(step, board, referents)].filter(([id, w]) => id !== source && w >= 2).map(([id]) => id);
  if (named.length === 0 || named.some((id) => targets.includes(id))) return null;
  const nameOf = (id: number): string => cardName(state, id);
  const message = `${nameOf(source)} can only target ${targets.map(nameOf).join(' or ')} now, not ${nameOf(named[0]!)}.`;
  return { kind: 'rejected', action: option.action, rejection: { code: 'NO_TARGETS', rule: 'chain.targeting', message } };
}

const player0 = (option: Option): PlayerId => option.action.player;

/** The longest run of pieces that reads as one move now (a verb-less piece borrows the last verb). */
export function nextStep(input: { engine: Engine; state: DuelState; player: PlayerId; listed?: readonly Option[] }, pieces: readonly string[], lastVerb: string | null, referents: readonly number[]):
  { tentative: Tentative } | { failure: StepMatch & { kind: 'rejected' | 'ambiguous' | 'unknown' }; step: string } {
  const { engine, state, player } = input;
  const mc = { engine, state, player, referents, ...(input.listed?.length ? { listed: input.listed } : {}) };
  // A verb-less piece after a move borrows its verb first ("set trap hole n dark hole too" sets both).
  const variants = (text: string): string[] => (!hasVerb(text) && lastVerb ? [`${lastVerb} ${text}`, text] : [text]);
  const first = pieces[0]!;
  const alone = matchStep(first, mc);
  let joinedRefusal: { match: StepMatch & { kind: 'rejected' }; step: string } | null = null;
  // "link summon X using A, B and C" fitting two options that differ only in their zone: ask which, not refuse "using A".
  let joinedAmbiguous: { match: StepMatch & { kind: 'ambiguous' }; step: string } | null = null;
  for (let n = Math.min(3, pieces.length); n >= 2; n--) {
    const text = pieces.slice(0, n).join(' and ');
    const m = matchStep(text, mc);
    // Joined pieces count only when they say more than the first alone ("tribute imp and elf for skull").
    if (m.kind === 'option' && !(alone.kind === 'option' && alone.option.id === m.option.id)) {
      return { tentative: { moves: [{ option: m.option, implied: false }], step: text, consumed: n } };
    }
    // "summon dm by tributing imp and elf": the pieces after the first only name the cards of its move.
    if (m.kind === 'option' && alone.kind === 'option' && alone.option.id === m.option.id && namesOnlyCardsOf(engine, state, player, pieces.slice(1, n), m.option, referents)) {
      return { tentative: { moves: [{ option: m.option, implied: false }], step: text, consumed: n } };
    }
    // "tribute X and Y for Z" refused as a whole is a better reading than "tribute X" not understood.
    if (m.kind === 'rejected' && alone.kind === 'unknown' && !joinedRefusal) joinedRefusal = { match: m, step: text };
    if (m.kind === 'ambiguous' && alone.kind !== 'option' && !joinedAmbiguous) joinedAmbiguous = { match: m, step: text };
  }
  let failure: (StepMatch & { kind: 'rejected' | 'ambiguous' | 'unknown' }) | null = null;
  for (const text of variants(first)) {
    const m = matchStep(text, mc);
    if (m.kind === 'option') {
      const moves = withNamedPick(engine, state, player, text, referents, m.option);
      if ('refused' in moves) return { failure: moves.refused, step: text };
      return { tentative: { moves, step: text, consumed: 1 } };
    }
    const implied = impliedStep(engine, state, player, text, referents, m);
    if (implied && 'take' in implied) return { tentative: { moves: [{ option: implied.take, implied: true }], step: text, consumed: 0 } };
    const folded = foldedTarget(engine, state, player, text, referents);
    if (folded && 'moves' in folded) return { tentative: folded };
    const cause = implied && 'cause' in implied ? implied.cause : m.kind === 'unknown' && folded ? folded.refusal : m;
    if ((!failure || (failure.kind === 'unknown' && cause.kind !== 'unknown'))) failure = cause;
  }
  if (failure!.kind !== 'ambiguous' && joinedAmbiguous) return { failure: joinedAmbiguous.match, step: joinedAmbiguous.step };
  if (failure!.kind === 'unknown' && joinedRefusal) return { failure: joinedRefusal.match, step: joinedRefusal.step };
  return { failure: failure!, step: first };
}

/** "attack with everything" as its first piece: one attack per monster that may still attack. */
export function expandFirst(engine: Engine, state: DuelState, player: PlayerId, pieces: readonly string[]): string[] | null {
  const head = pieces[0];
  if (head === undefined) return null;
  const attackers = monsters(boardWords(state, player, engine), 'own')
    .filter((c) => c.faceUp && !state.turnRecord.attacked.includes(c.id) && state.cards[c.id]!.position === 'attack')
    .map((c) => c.ref)
    .sort();
  const expanded = expandEverything(head, attackers) ?? expandBothKinds(head, state, player);
  return expanded && expanded.length ? [...expanded, ...pieces.slice(1)] : null;
}

/** "set both traps", "set all my spells": one step per such card in the hand. */
function expandBothKinds(step: string, state: DuelState, player: PlayerId): string[] | null {
  const m = /^(set|activate) (?:both|all|all my|both my|my) (traps|trap cards|spells|spell cards|backrow|cards)$/.exec(step);
  if (!m) return null;
  const kind = m[2]!.startsWith('trap') ? ['trap'] : m[2]!.startsWith('spell') ? ['spell'] : ['spell', 'trap'];
  const ids = state.players[player].hand.filter((id) => kind.includes(state.catalog[state.cards[id]!.passcode]!.kind));
  return ids.map((id) => `${m[1]} ${cardName(state, id)}`);
}

/**
 * A piece that only names the card an effect's question is about ("monster reborn, summoned
 * skull" when Reborn already took the Skull and asks its position): it says what is being
 * done, not another move, so it is let go and the question waits.
 */
function restatesPrompt(engine: Engine, state: DuelState, player: PlayerId, piece: string): boolean {
  const p = state.pending;
  if (p?.player !== player || (p.kind !== 'choose' && p.kind !== 'yes-no') || hasVerb(piece)) return false;
  const board = boardWords(state, player, engine);
  if (hasMoveCue(withoutNames(piece, board))) return false;
  const named = namedCards(piece, board);
  const prompt = p.prompt.toLowerCase();
  return named.length > 0 && named.every((id) => prompt.includes((seen(board, id)?.name ?? '\u0000').toLowerCase()));
}

/** The verb a next verb-less step borrows from a move ("and celtic too" after an attack). */
function verbOfMove(option: Option): string | null {
  const a = option.action;
  switch (a.type) {
    case 'attack':
      return a.target === null ? 'attack directly with' : 'attack with';
    case 'normal-summon':
      return 'summon';
    case 'set-monster':
    case 'set-spell-trap':
      return 'set';
    case 'activate':
      return 'activate';
    case 'discard':
      return 'discard';
    default:
      return null;
  }
}

function touched(option: Option): number[] {
  return cardsOf(option.action);
}

export async function runPlan(input: PlanInput, hooks: PlanHooks): Promise<PlanRun> {
  const { engine, player } = input;
  let state = input.state;
  let pieces = [...input.pieces];
  const applied: AppliedMove[] = [];
  const done: string[] = [];
  let referents = [...(input.referents ?? [])];
  let lastVerb: string | null = input.lastVerb ?? null;
  const finish = (failed: StepFailure | null, notTried: string[]): PlanRun => ({ state, applied, done, failed, notTried, referents, lastVerb });
  const startTurn = state.turn;
  while (pieces.length) {
    const head = pieces[0]!;
    if (state.turn !== startTurn) {
      // "that's all, your turn": a second end-turn word is the same wish, not the next turn's.
      const rest = pieces.filter((p) => !handsOver(p) && !/^(?:you|your)\b/.test(p));
      return finish(rest.length ? { kind: 'turn-over', step: rest[0]!, state } : null, rest.slice(1));
    }
    if (state.result) return finish({ kind: 'duel-over', step: head, state }, pieces.slice(1));
    if (state.pending?.player !== player) return finish({ kind: 'not-your-move', step: head, state }, pieces.slice(1));
    const expanded = expandFirst(engine, state, player, pieces);
    if (expanded) {
      pieces = expanded;
      continue;
    }
    const next = nextStep({ engine, state, player, ...(applied.length === 0 && input.listed ? { listed: input.listed } : {}) }, pieces, lastVerb, referents);
    if ('failure' in next && restatesPrompt(engine, state, player, head)) {
      pieces = pieces.slice(1);
      continue;
    }
    if ('failure' in next) return finish({ kind: 'match', step: next.step, match: next.failure, state }, pieces.slice(1));
    const { tentative } = next;
    for (const move of tentative.moves) {
      const r = engine.apply(state, move.option.action);
      if (!r.ok) throw new Error(`an option the engine listed was refused: ${r.rejection.code}`);
      const record: AppliedMove = { step: tentative.step, option: move.option, before: state, after: r.state, events: r.events, implied: move.implied };
      applied.push(record);
      state = r.state;
      const now = touched(move.option);
      referents = [...now, ...referents.filter((id) => !now.includes(id))].slice(0, 6);
      await hooks.onApplied?.(record);
    }
    state = await hooks.advance(state);
    if (tentative.consumed > 0) {
      done.push(tentative.step);
      lastVerb = verbOfMove(tentative.moves[tentative.moves.length - 1]!.option) ?? verbOf(tentative.step) ?? lastVerb;
      pieces = pieces.slice(tentative.consumed);
    }
  }
  return finish(null, []);
}
