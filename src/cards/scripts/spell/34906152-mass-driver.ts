/** Mass Driver (34906152): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation, tributeCost } from '../facade.js';

// Mass Driver (Continuous): in your Main Phase, any number of times, you may Tribute 1 monster (cost) to inflict 400 damage to your opponent.
export const massDriver: CardScript = {
  passcode: 34906152,
  effects: [
    spellActivation({ categories: [], resolve: () => {} }),
    {
      id: 'fire',
      kind: 'ignition',
      label: 'Tribute 1 monster: 400 damage to your opponent (Mass Driver)',
      categories: ['damage'],
      cost: tributeCost('1 monster for Mass Driver'),
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 400);
      },
    },
  ],
};
