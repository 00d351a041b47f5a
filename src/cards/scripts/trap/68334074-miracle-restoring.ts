/** Miracle Restoring (68334074): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { canBeSpecialSummonedByEffect, type CardScript, type DuelState, facts, freeMainZones, maySpecialSummon, type PlayerId, SPELL_COUNTER, spellCountersOn, trapActivation } from '../facade.js';

/** The cards `player` controls that hold Spell Counters. */
function counterHolders(state: DuelState, player: PlayerId): number[] {
  return state.cards.filter((c) => c.controller === player && (c.location === 'monster' || c.location === 'spellTrap' || c.location === 'field') && spellCountersOn(state, c.id) > 0).map((c) => c.id);
}

const countersOf = (state: DuelState, player: PlayerId): number => counterHolders(state, player).reduce((n, id) => n + spellCountersOn(state, id), 0);

export const miracleRestoring: CardScript = {
  // Miracle Restoring: as a cost, remove 2 Spell Counters from cards you control (from one card or two); then target 1
  // "Dark Magician" in your Graveyard and Special Summon it.
  passcode: 68334074,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      cost: {
        custom: {
          what: 'remove 2 Spell Counters from cards you control',
          can: (q) => countersOf(q.state, q.player) >= 2,
          pay: (r) => {
            for (let i = 0; i < 2; i++) {
              const [from] = r.choose({ player: r.player, prompt: `Miracle Restoring: remove a Spell Counter from which card (${2 - i} to remove)`, candidates: counterHolders(r.state, r.player), min: 1, max: 1 });
              if (from !== undefined) r.removeCounters(from, SPELL_COUNTER, 1);
            }
          },
        },
      },
      targets: [
        {
          what: '"Dark Magician" in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).name === 'Dark Magician' && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || freeMainZones(r.state, r.player) === 0 || !maySpecialSummon(r.state, r.player)) return;
        r.specialSummon(target, r.player, r.choosePosition(r.name(target)));
      },
    }),
  ],
};
