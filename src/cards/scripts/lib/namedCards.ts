/**
 * Spells that need a named monster face-up on their activator's field ("activate only while
 * you control a face-up Dark Magician": Dark Magic Attack, Thousand Knives, Sage's Stone,
 * Burst Stream of Destruction, Ojama Delta Hurricane!!).
 */
import type { DuelState, EffectDef, EffectQuery, PlayerId } from './engine.js';
import { faceUpMonsters, nameOf } from './queries.js';

/** The face-up monsters `player` controls with this name. */
export const faceUpNamed = (state: DuelState, player: PlayerId, name: string): number[] => faceUpMonsters(state, player).filter((id) => nameOf(state, id) === name);

/** Does `player` control a face-up monster of each of these names? */
export const controlsFaceUp = (state: DuelState, player: PlayerId, ...names: string[]): boolean => names.every((n) => faceUpNamed(state, player, n).length > 0);

/** An effect part with its own condition, activated only while its activator also controls the named monsters face-up. */
export function whileControlling<T extends Partial<EffectDef>>(names: readonly string[], part: T): T & Pick<EffectDef, 'condition'> {
  const own = part.condition;
  return { ...part, condition: (q: EffectQuery) => controlsFaceUp(q.state, q.player, ...names) && (own ? own(q) : true) };
}
