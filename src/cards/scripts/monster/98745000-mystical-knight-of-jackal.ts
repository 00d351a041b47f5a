/** Mystical Knight of Jackal (98745000): an opponent's own monster it destroys by battle and sends to their Graveyard may be put on top of their Deck. */
import { type CardScript, destroysByBattleToGraveyard, victimInGraveyard } from '../facade.js';

export const mysticalKnightOfJackal: CardScript = {
  passcode: 98745000,
  effects: [
    {
      id: 'to-deck',
      kind: 'trigger',
      label: "put the monster it destroyed on top of your opponent's Deck",
      optional: true,
      triggersOn: (q, e) => destroysByBattleToGraveyard(q, e) && e.type === 'destroyed' && e.owner !== q.player,
      resolve: (r) => {
        const victim = victimInGraveyard(r);
        if (victim !== null && r.state.cards[victim]!.owner === r.opponent) r.returnToDeck([victim], 'top');
      },
    },
  ],
};
