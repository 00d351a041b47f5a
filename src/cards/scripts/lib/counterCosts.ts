/**
 * "Remove N Spell Counters from your side of the field" as a cost (Miracle Restoring, Mega Ton
 * Magical Cannon): the counters may come from any cards their activator controls, one card or
 * several; the activator picks the card for each counter removed.
 */
import type { CostSpec, DuelState, PlayerId } from './engine.js';
import { SPELL_COUNTER, spellCountersOn } from './spellCounters.js';

const ON_FIELD = new Set(['monster', 'extraMonster', 'spellTrap', 'field']);

/** The cards `player` controls that hold Spell Counters. */
export function spellCounterHolders(state: DuelState, player: PlayerId): number[] {
  return state.cards.filter((c) => c.controller === player && ON_FIELD.has(c.location) && spellCountersOn(state, c.id) > 0).map((c) => c.id);
}

/** Every Spell Counter on the cards `player` controls. */
export const spellCountersOf = (state: DuelState, player: PlayerId): number => spellCounterHolders(state, player).reduce((n, id) => n + spellCountersOn(state, id), 0);

/** The cost "remove `n` Spell Counters from cards you control". */
export function removeSpellCountersCost(n: number, card: string): CostSpec {
  return {
    custom: {
      what: `remove ${n} Spell Counters from cards you control`,
      can: (q) => spellCountersOf(q.state, q.player) >= n,
      pay: (r) => {
        for (let left = n; left > 0; left--) {
          const holders = spellCounterHolders(r.state, r.player);
          const [from] = holders.length === 1 ? holders : r.choose({ player: r.player, prompt: `${card}: remove a Spell Counter from which card (${left} to remove)`, candidates: holders, min: 1, max: 1 });
          if (from !== undefined) r.removeCounters(from, SPELL_COUNTER, 1);
        }
      },
    },
  };
}
