/** Troop Dragon (55013285): when it is destroyed by battle and sent to the Graveyard, Special Summon 1 "Troop Dragon" from the Deck. */
import { type CardScript, destroyedByBattleToGraveyard, summonFromDeck } from '../facade.js';

export const troopDragon: CardScript = {
  passcode: 55013285,
  effects: [
    {
      id: 'recruit',
      kind: 'trigger',
      label: 'Special Summon 1 "Troop Dragon" from your Deck',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => void summonFromDeck(r, (f) => f.name === 'Troop Dragon', 'Special Summon 1 "Troop Dragon" from your Deck'),
    },
  ],
};
