/** Limit Reverse (27551): revives a monster with 1000 or less ATK in Attack Position, bound to this card; changed to Defense Position, both are destroyed. */
import { bindToCard, boundMonster, type CardScript, canBeSpecialSummonedByEffect, facts, maySpecialSummon, trapActivation } from '../facade.js';

export const limitReverse: CardScript = {
  passcode: 27551,
  effects: [
    trapActivation({
      categories: ['special-summon'],
      condition: (q) => q.state.players[q.player].monsters.includes(null) && maySpecialSummon(q.state, q.player),
      targets: [
        {
          what: 'monster with 1000 or less ATK in your Graveyard',
          min: 1,
          max: 1,
          from: ['graveyard'],
          side: 'own',
          filter: (q, id) => facts(q.state, id).kind === 'monster' && facts(q.state, id).atk <= 1000 && canBeSpecialSummonedByEffect(q.state, q.ctx, id),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !r.sourceStillThere()) return;
        // This card leaving destroys the monster; the monster destroyed destroys this card (as Call of the Haunted).
        if (r.specialSummon(target, r.player, 'attack')) bindToCard(r, target, { destroyWithCard: true, cardGoesWhen: 'destroyed' });
      },
    }),
  ],
  continuous: [
    {
      // The monster changed to Defense Position: the rules destroy this card, and with it (bound) the monster.
      code: 'destroyed-by-event',
      onEvent: (state, source, event) => event.type === 'position' && event.position === 'defense' && event.card === boundMonster(state, source),
    },
  ],
};
