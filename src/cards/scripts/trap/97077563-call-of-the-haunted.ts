/** Call of the Haunted (97077563): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { bindToCard, type CardScript, canBeSpecialSummonedByEffect, maySpecialSummon, trapActivation } from '../facade.js';

export const callOfTheHaunted: CardScript = {
  // Call of the Haunted: target 1 monster in your Graveyard; Special Summon it in Attack
  // Position. When this card leaves the field, that monster is destroyed; when that monster
  // is destroyed, this card is destroyed.
  passcode: 97077563,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player),
      targets: [{ what: 'monster in your Graveyard', min: 1, max: 1, from: ['graveyard'], side: 'own', filter: (q, id) => canBeSpecialSummonedByEffect(q.state, q.ctx, id) }],
      resolve: (r) => {
        const [target] = r.targets(0);
        // With the Trap gone before it resolves, nothing is Summoned (the monster would have no card to stay bound to).
        if (target === undefined || !r.sourceStillThere()) return;
        if (r.specialSummon(target, r.player, 'attack')) bindToCard(r, target, { destroyWithCard: true, cardGoesWhen: 'destroyed' });
      },
    }),
  ],
};
