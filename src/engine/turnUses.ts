/**
 * The turn's record of what was used or happened (TurnUses in the state): once-per-turn
 * effects, Summons, monsters sent from the field. Written only through Tx.noteThisTurn.
 */
import type { EffectDef } from './effects/api.js';
import type { Tx } from './tx.js';
import type { DuelState, PlayerId } from './types.js';

/**
 * What happened this turn that card effects and rules ask about. Cleared when a turn starts.
 * Once-per-turn effects are counted per card instance ("once per turn") or per card name
 * (a name-wide limit, `oncePerTurn: 'name'`).
 */
export interface TurnUses {
  effectsOfCards: readonly { card: number; effect: string }[];
  effectsOfNames: readonly { passcode: number; effect: string }[];
  /** Players who Normal, Tribute, Flip or Special Summoned this turn (Sets do not count). */
  summoned: readonly PlayerId[];
  /** Monsters sent from the field to their owner's Graveyard this turn while their owner controlled them (Last Will). */
  sentFromField: readonly { owner: PlayerId; card: number }[];
}

/** Nothing used yet. Shared by every state at the start of a turn: states are read-only, writes copy. */
export const NO_TURN_USES: TurnUses = Object.freeze({
  effectsOfCards: Object.freeze([]),
  effectsOfNames: Object.freeze([]),
  summoned: Object.freeze([]),
  sentFromField: Object.freeze([]),
});

export function isEmptyTurnUses(u: TurnUses): boolean {
  return u.effectsOfCards.length === 0 && u.effectsOfNames.length === 0 && u.summoned.length === 0 && u.sentFromField.length === 0;
}

/** Has the once-per-turn effect `def` of card `id` been used this turn (by this card, or by any card of its name)? */
export function usedOncePerTurn(state: DuelState, id: number, def: EffectDef): boolean {
  if (def.oncePerTurn === 'name') {
    const passcode = state.cards[id]!.passcode;
    return state.usedThisTurn.effectsOfNames.some((u) => u.passcode === passcode && u.effect === useKey(def));
  }
  return state.usedThisTurn.effectsOfCards.some((u) => u.card === id && u.effect === useKey(def));
}

/** Has `owner` had a monster they controlled sent from the field to their Graveyard this turn (that card, or any)? */
export function sentFromFieldThisTurn(state: DuelState, owner: PlayerId, card?: number): boolean {
  return state.usedThisTurn.sentFromField.some((u) => u.owner === owner && (card === undefined || u.card === card));
}

/** Marks the once-per-turn effect `def` of card `id` as used this turn. */
export function noteOncePerTurn(tx: Tx, id: number, def: EffectDef): void {
  if (def.oncePerTurn === 'name') tx.noteThisTurn('effectsOfNames', { passcode: tx.s.cards[id]!.passcode, effect: useKey(def) });
  else tx.noteThisTurn('effectsOfCards', { card: id, effect: useKey(def) });
}

/** The name a once-per-turn use is recorded under: effects of one group share it. */
const useKey = (def: EffectDef): string => def.oncePerTurnGroup ?? def.id;
