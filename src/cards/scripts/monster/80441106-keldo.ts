/** Keldo (80441106): destroyed by battle and sent to the Graveyard, it shuffles 2 cards of the opponent's Graveyard into their Deck. */
import { type CardScript, destroyedByBattleToGraveyard } from '../facade.js';

export const keldo: CardScript = {
  passcode: 80441106,
  effects: [
    {
      id: 'shuffle',
      kind: 'trigger',
      label: "shuffle 2 cards of your opponent's Graveyard into their Deck",
      categories: [],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      targets: [{ what: "card in your opponent's Graveyard", min: 2, max: 2, from: ['graveyard'], side: 'opponent' }],
      resolve: (r) => r.returnToDeck(r.targets(0), 'shuffle'),
    },
  ],
};
