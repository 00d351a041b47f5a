/**
 * The moments Traps answer, shared by the battle Traps (Mirror Force, Sakuretsu Armor,
 * Magic Cylinder) and the Summon-response Traps (Torrential Tribute, Bottomless Trap
 * Hole): "when an opponent's monster declares an attack" and "when a monster is Summoned".
 * Each reads the response window the engine opened for that event, so a Trap can only be
 * activated while that event is the last thing that happened.
 */
import { currentAtk, isMonsterZone, opponentOf } from './engine.js';
import type { DuelState, EngineContext, PlayerId, TargetSlot } from './engine.js';

/** The opponent's monster whose attack declaration is the last thing that happened, or null. */
export function opponentsAttacker(state: DuelState, player: PlayerId): number | null {
  const w = state.window;
  if (w?.kind !== 'attack-declared' || w.event?.type !== 'attack' || !state.battle) return null;
  const card = state.cards[state.battle.attacker]!;
  if (!isMonsterZone(card.location) || card.controller !== opponentOf(player)) return null;
  return card.id;
}

/** A target slot for "the attacking monster" (Sakuretsu Armor, Magic Cylinder). */
export const ATTACKING_MONSTER: TargetSlot = {
  what: 'attacking monster',
  min: 1,
  max: 1,
  from: ['monsters'],
  side: 'opponent',
  filter: (q, id) => opponentsAttacker(q.state, q.player) === id,
};

export type SummonKind = 'normal-summon' | 'flip-summon' | 'special-summon';

/** The Summon that is the last thing that happened (Normal, Tribute, Flip or Special), or null. */
export function justSummoned(state: DuelState): { card: number; player: PlayerId; how: SummonKind } | null {
  const w = state.window;
  const e = w?.kind === 'summoned' ? w.event : null;
  if (!e || (e.type !== 'normal-summon' && e.type !== 'flip-summon' && e.type !== 'special-summon')) return null;
  const card = state.cards[e.card]!;
  if (!isMonsterZone(card.location) || !card.faceUp) return null;
  return { card: e.card, player: e.player, how: e.type };
}

/** The monster the opponent of `player` just Summoned, if its ATK on the field is at least `atk`. */
export function opponentSummonedWithAtk(state: DuelState, ctx: EngineContext | undefined, player: PlayerId, atk: number): number | null {
  const s = justSummoned(state);
  if (!s || s.player !== opponentOf(player)) return null;
  return currentAtk(state, ctx, s.card) >= atk ? s.card : null;
}
