/** Soul Resurrection (92924317): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { bindToCard, type CardScript, canBeSpecialSummonedByEffect, facts, maySpecialSummon, trapActivation } from '../facade.js';

export const soulResurrection: CardScript = {
  // Soul Resurrection: target 1 Normal Monster in your Graveyard; Special Summon it in Defense Position.
  // When this card leaves the field, that monster is destroyed; when that monster is destroyed, this card is destroyed.
  passcode: 92924317,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: 'Normal Monster in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).frame === 'normal' && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere()) return;
        if (r.specialSummon(target, r.player, 'defense')) bindToCard(r, target, { destroyWithCard: true, cardGoesWhen: 'destroyed' });
      },
    }),
  ],
};
