/** Book of Life (2204140): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { canBeSpecialSummonedByEffect, type CardScript, facts, freeMainZones, maySpecialSummon, spellActivation } from '../facade.js';

export const bookOfLife: CardScript = {
  // Book of Life: target 1 Zombie-Type monster in your Graveyard and 1 monster in the opponent's Graveyard;
  // Special Summon the Zombie (position of your choice) and banish the other.
  passcode: 2204140,
  effects: [
    spellActivation({
      categories: ['special-summon', 'banish'],
      condition: (q) => freeMainZones(q.state, q.player) > 0 && maySpecialSummon(q.state, q.player),
      targets: [
        { what: 'Zombie-Type monster in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => facts(q.state, id).race === 'Zombie' && canBeSpecialSummonedByEffect(q.state, q.ctx, id) },
        { what: "monster in your opponent's Graveyard", min: 1, max: 1, from: ['graveyard'], side: 'opponent', filter: (q, id) => facts(q.state, id).kind === 'monster' },
      ],
      resolve: (r) => {
        const [zombie] = r.targets(0);
        if (zombie !== undefined) r.specialSummon(zombie, r.player, r.choosePosition(r.name(zombie)));
        r.banish(r.targets(1));
      },
    }),
  ],
};
