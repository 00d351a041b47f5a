/**
 * Events monster effects of the 2004-05 sets start from: a Tribute Summon of the card itself
 * (the Monarchs, Gravekeeper's Chief), its Normal or Flip Summon, any Summon, and its own
 * battles (destroying a monster, being destroyed, inflicting battle damage).
 */
import type { DuelEvent, DuelState, EffectQuery } from './engine.js';

/** "When this card is Tribute Summoned": a Normal Summon with Tributes (a Tribute Set is not a Summon). */
export const tributeSummoned = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'normal-summon' && e.card === q.self && e.tribute;

/** "When this card is Normal Summoned" (with or without Tributes). */
export const normalSummoned = (q: EffectQuery, e: DuelEvent): boolean => e.type === 'normal-summon' && e.card === q.self;

/** "When this card is Normal or Flip Summoned". */
export const normalOrFlipSummoned = (q: EffectQuery, e: DuelEvent): boolean => (e.type === 'normal-summon' || e.type === 'flip-summon') && e.card === q.self;

/** "When this card inflicts battle damage to your opponent". */
export const inflictsBattleDamage = (q: EffectQuery, e: DuelEvent): boolean =>
  e.type === 'battle-damage' && e.by === q.self && e.player !== q.state.cards[q.self]!.controller;

/** "When this card is destroyed by battle and sent to the Graveyard". */
export const destroyedByBattleToGraveyard = (q: EffectQuery, e: DuelEvent): boolean =>
  e.type === 'destroyed' && e.card === q.self && e.by === 'battle' && q.state.cards[q.self]!.location === 'graveyard';

/** The monster `self` is battling now (the attack target or the attacker), if any. */
export function battleOpponent(state: DuelState, self: number): number | null {
  const b = state.battle;
  if (!b) return null;
  if (b.attacker === self) return b.target;
  return b.target === self ? b.attacker : null;
}
