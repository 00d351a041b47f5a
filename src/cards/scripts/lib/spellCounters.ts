/**
 * Spell Counters (the 2004-05 Spellcasters): the counter's name, "a counter each time a
 * Spell Card's activation resolves" (the engine places it: code counter-per-spell), and
 * reading how many a card holds.
 */
import type { AnyContinuousEffect, DuelState, EffectDef, PlayerId } from './engine.js';
import { facts, summonableByEffect } from './queries.js';

export const SPELL_COUNTER = 'Spell';

/** "Each time a Spell Card is activated, place 1 Spell Counter on this card (max `max`)." */
export const countsSpells = (max: number): AnyContinuousEffect => ({ code: 'counter-per-spell', value: () => ({ counter: SPELL_COUNTER, max }) });

export const spellCountersOn = (state: DuelState, id: number): number => state.cards[id]!.counters[SPELL_COUNTER] ?? 0;

/**
 * "Tribute this card with 3 Spell Counters to Special Summon 1 `name` from your hand, Deck
 * or Graveyard" (Skilled Dark and White Magician): the Tribute is the cost.
 */
export function skilledMagicianSummon(name: string): EffectDef {
  const where = (state: DuelState, player: PlayerId): number[] => {
    const p = state.players[player];
    return [...p.hand, ...p.deck, ...p.graveyard].filter((id) => facts(state, id).name === name);
  };
  return {
    id: 'summon',
    kind: 'ignition',
    label: `Tribute it (3 Spell Counters) to Special Summon "${name}" from your hand, Deck or Graveyard`,
    categories: ['special-summon'],
    condition: (q) => spellCountersOn(q.state, q.self) >= 3 && where(q.state, q.player).some((id) => summonableByEffect(q.state, q.ctx, q.player, id)),
    cost: { self: 'tribute' },
    resolve: (r) => {
      const candidates = where(r.state, r.player).filter((id) => summonableByEffect(r.state, r.ctx, r.player, id)).sort((a, b) => a - b);
      const [picked] = r.choose({ player: r.player, prompt: `Special Summon 1 "${name}" from your hand, Deck or Graveyard`, candidates, min: 1, max: 1 });
      if (picked === undefined) return;
      const fromDeck = r.state.cards[picked]!.location === 'deck';
      r.specialSummon(picked, r.player, r.choosePosition('the monster you chose'));
      if (fromDeck) r.shuffleDeck(r.player);
    },
  };
}
