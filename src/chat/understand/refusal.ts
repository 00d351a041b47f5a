/**
 * A refusal in plain words, true cause first: the reason, then what the player can do
 * instead (from the legal options), then the rule id at the end. The engine's code goes
 * to a details line only. The reason is the real one: an attack asked for in Main Phase 2
 * is refused because the Battle Phase is over, not with "enter the Battle Phase first".
 * The persona's voice is laid over `reason` later; the facts here stay as they are.
 */
import type { Engine } from '../../engine/index.js';
import type { Action, DuelState, Option, PlayerId, Rejection } from '../../engine/types.js';

export interface Refusal {
  /** Why not, in plain words, without a leading "No". */
  reason: string;
  /** Labels of up to three legal options closest to what was asked. */
  instead: string[];
  rule: string;
  /** `code NOT_IN_BATTLE`: for a details line, never the main text. */
  details: string;
  /** reason + instead + (rule …), one paragraph. */
  text: string;
}

export interface RefusalContext {
  engine: Engine;
  state: DuelState;
  player: PlayerId;
  /** The action that was refused, when there was one. */
  action?: Action;
}

/** Monsters of the player that could declare an attack if it were the Battle Step. */
function possibleAttackers(state: DuelState, player: PlayerId): number[] {
  return state.players[player].monsters.filter((id): id is number => {
    if (id === null) return false;
    const c = state.cards[id]!;
    return c.faceUp && c.position === 'attack' && !state.turnRecord.attacked.includes(id);
  });
}

/** Why no attack is possible now, when that is the real cause behind a refused attack. */
function attackCause(state: DuelState, player: PlayerId): string | null {
  if (state.turnPlayer !== player) return 'It is not your turn, so nothing of yours can attack now.';
  if (state.phase === 'main2' || state.phase === 'end') return 'Your Battle Phase is over for this turn, so nothing of yours can attack now.';
  if (state.turn === 1 && !state.format.firstPlayerMayBattleOnFirstTurn) return 'Nobody attacks on the first turn of the duel, so nothing of yours can attack now.';
  const own = state.players[player].monsters.filter((id) => id !== null);
  if (own.length === 0) return 'You control no monster, so nothing of yours can attack now.';
  if (possibleAttackers(state, player).length === 0) {
    return 'None of your monsters can attack now: each is face-down, in Defense Position or has already attacked this turn.';
  }
  return null;
}

/** The engine's sentence, cleaned of openers and of advice that does not fit the situation. */
function plain(message: string): string {
  return message
    .replace(/^(?:no|nope)[.,!:]?\s+/i, '')
    .replace(/\s*Enter the Battle Phase first\.?/i, '')
    .trim();
}

/** Actions that answer an effect's question (a pick, a yes or no, a discard): anything else waits for the answer. */
const ANSWERS: readonly Action['type'][] = ['choose', 'answer', 'discard'];

function reasonFor(r: Rejection, ctx: RefusalContext): string {
  const { state, player, action } = ctx;
  // An effect is waiting for the player's answer: that, not the phase, is why another move cannot be made yet.
  const p = state.pending;
  if (p?.player === player && (p.kind === 'choose' || p.kind === 'yes-no') && action && !ANSWERS.includes(action.type)) {
    return `First answer the question in front of you (${p.prompt.replace(/[.?!]+$/, '')}?); that move can wait until it is answered`;
  }
  if (action?.type === 'attack' && (r.code === 'NOT_IN_BATTLE' || r.code === 'WRONG_DECISION' || r.code === 'NO_BATTLE_FIRST_TURN')) {
    const cause = attackCause(state, player);
    if (cause) return cause;
  }
  if (action?.type === 'enter-battle' && r.code === 'WRONG_DECISION' && (state.phase === 'main2' || state.phase === 'battle')) {
    return state.phase === 'battle' ? 'You are already in the Battle Phase.' : 'Your Battle Phase is over for this turn; only the End Phase is left.';
  }
  if (r.code === 'NOT_YOUR_DECISION') return 'It is not your move right now: your opponent is deciding.';
  if (r.code === 'DUEL_OVER') return 'The duel is over, so no more moves can be made.';
  return plain(r.message);
}

const NEAR: Partial<Record<Action['type'], Action['type'][]>> = {
  attack: ['attack', 'enter-battle', 'change-position', 'end-battle', 'end-turn'],
  'normal-summon': ['normal-summon', 'set-monster', 'special-summon'],
  'set-monster': ['set-monster', 'normal-summon'],
  activate: ['activate', 'set-spell-trap', 'pass'],
  'flip-summon': ['flip-summon', 'change-position'],
  'change-position': ['change-position', 'flip-summon'],
  'enter-battle': ['attack', 'end-turn'],
};

/** Up to three options, the kind the player asked for first; never the surrender. */
export function insteadOptions(options: readonly Option[], action?: Action): Option[] {
  const prefer = action ? NEAR[action.type] ?? [action.type] : [];
  const rank = (o: Option): number => {
    const i = prefer.indexOf(o.action.type);
    return i < 0 ? prefer.length : i;
  };
  const seen = new Set<string>();
  return [...options]
    .filter((o) => o.action.type !== 'surrender')
    .sort((a, b) => rank(a) - rank(b))
    .filter((o) => (seen.has(o.label) ? false : (seen.add(o.label), true)))
    .slice(0, 3);
}

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')}; or ${items[items.length - 1]}`;
}

export function explainRefusal(rejection: Rejection, ctx: RefusalContext): Refusal {
  const reason = reasonFor(rejection, ctx);
  // Refused because an effect's question waits: the rule is the decision's, not the phase's.
  const rule = reason.startsWith('First answer the question') ? 'decision.options' : rejection.rule;
  const options = ctx.state.pending?.player === ctx.player ? ctx.engine.legalActions(ctx.state) : [];
  const instead = insteadOptions(options, ctx.action).map((o) => o.label);
  // Game terms keep their capitals ("Normal Summon"); other labels read on in lower case.
  const inline = (l: string): string => (/^(?:Normal|Tribute|Special|Flip) Summon/.test(l) ? l : l.charAt(0).toLowerCase() + l.slice(1));
  const insteadText = instead.length ? ` You can: ${joinOr(instead.map(inline))}.` : '';
  const text = `${/[.!?]$/.test(reason) ? reason : `${reason}.`}${insteadText} (rule ${rule})`;
  return { reason, instead, rule, details: `code ${rejection.code}`, text };
}
