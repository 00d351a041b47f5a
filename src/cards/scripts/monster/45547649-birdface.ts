/** Birdface (45547649): destroyed by battle and sent to the Graveyard, its owner may add 1 "Harpie Lady" from the Deck to the hand. */
import { type CardScript, destroyedByBattleToGraveyard } from '../facade.js';

export const birdface: CardScript = {
  passcode: 45547649,
  effects: [
    {
      id: 'search',
      kind: 'trigger',
      label: 'add 1 "Harpie Lady" from your Deck to your hand',
      categories: ['search'],
      optional: true,
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => void r.search(r.player, (f) => f.name === 'Harpie Lady', 'Add 1 "Harpie Lady" from your Deck to your hand'),
    },
  ],
};
