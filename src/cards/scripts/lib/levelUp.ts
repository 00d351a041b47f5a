/**
 * "LV" monsters (Ultimate Insect, Horus, Silent Swordsman): during their controller's Standby
 * Phase one may send itself to the Graveyard to Special Summon the next LV from the hand or
 * Deck, not in the turn it was Summoned or flipped face-up. The monster so summoned carries a
 * 'summoned-by-level-up' effect, for the effects that apply only then. (Armed Dragon LV3 of
 * an earlier batch has the same shape without that mark.)
 */
import { hasEffect } from './engine.js';
import type { AnyContinuousEffect, DuelState, EffectDef, EffectQuery, EffectTarget } from './engine.js';
import { facts, freeMainZones, summonableByEffect, targetCard } from './queries.js';
import { summonedOrFlippedThisTurn } from './spirit.js';

/** Was `id` Special Summoned by a LV monster's effect, and has it stayed where it was since? */
export const summonedByLevelUp = (state: DuelState, id: number): boolean => hasEffect(state, undefined, { card: id }, 'summoned-by-level-up');

/** Summoned (any way) or flipped face-up this turn: a LV monster cannot level up then. */
function arrivedThisTurn(state: DuelState, id: number): boolean {
  const card = state.cards[id]!;
  return summonedOrFlippedThisTurn(state, id) || (card.arrival === 'special' && card.arrivedTurn === state.turn);
}

/** Copies of `next` in the player's hand or Deck an effect may Special Summon now. */
function nextLevels(q: EffectQuery, next: string): number[] {
  const p = q.state.players[q.player];
  return [...p.hand, ...p.deck].filter((id) => facts(q.state, id).name === next && summonableByEffect(q.state, q.ctx, q.player, id)).sort((a, b) => a - b);
}

/** The Standby Phase level-up into `next` (an optional trigger; sending itself is the cost). */
export function levelUpInStandby(next: string): EffectDef {
  return levelUpTrigger(next, (q, e) => e.type === 'phase' && e.phase === 'standby' && q.state.turnPlayer === q.player && !arrivedThisTurn(q.state, q.self));
}

/**
 * "During the End Phase of a turn this card destroyed a monster by battle, you can send it to
 * the Graveyard to Special Summon `next` from your hand or Deck" (Mystic Swordsman LV2, Armed
 * Dragon LV5). Its script must set `remembersBattleDestruction` so the rules keep that fact.
 */
export function levelUpAfterBattleDestruction(next: string): EffectDef {
  return levelUpTrigger(next, (q, e) => e.type === 'phase' && e.phase === 'end' && hasEffect(q.state, q.ctx, { card: q.self }, 'destroyed-a-monster-by-battle'));
}

/** A LV monster's level-up: when `triggersOn`, send itself to the Graveyard to Special Summon `next`, marked as summoned by a LV effect. */
function levelUpTrigger(next: string, triggersOn: NonNullable<EffectDef['triggersOn']>): EffectDef {
  return {
    id: 'level-up',
    kind: 'trigger',
    // The label does not quote the name: the card it names may be hidden in the Deck, and option labels never name hidden cards.
    label: 'send it to the Graveyard to Special Summon the next LV monster its text names, from your hand or Deck',
    categories: ['special-summon'],
    optional: true,
    triggersOn,
    condition: (q) => nextLevels(q, next).length > 0,
    cost: { self: 'send-to-graveyard' },
    resolve: (r) => {
      const candidates = nextLevels({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }, next);
      if (candidates.length === 0 || freeMainZones(r.state, r.player) === 0) return;
      const [picked] = r.choose({ player: r.player, prompt: `Special Summon 1 "${next}" from your hand or Deck`, candidates, min: 1, max: 1 });
      if (picked === undefined) return;
      const fromDeck = r.state.cards[picked]!.location === 'deck';
      if (r.specialSummon(picked, r.player, r.choosePosition(next))) r.addEffect('summoned-by-level-up', r.cardAffected(picked), null, 'permanent');
      if (fromDeck) r.shuffleDeck(r.player);
    },
  };
}

/** "While face-up, if Special Summoned by a LV effect: the opponent's monsters lose `atk` ATK and `def` DEF" (Ultimate Insect LV3/5/7). */
export function weakenOpponentsIfLeveledUp(atk: number, def: number): AnyContinuousEffect {
  return {
    code: 'change-stats',
    affects: (state: DuelState, source: number, t: EffectTarget) => {
      const id = targetCard(t);
      return id !== null && state.cards[id]!.controller !== state.cards[source]!.controller && summonedByLevelUp(state, source);
    },
    value: () => ({ atk: -atk, def: -def }),
  };
}
