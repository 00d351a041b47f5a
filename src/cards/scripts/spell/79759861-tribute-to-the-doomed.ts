/** Tribute to The Doomed (79759861): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const tributeToTheDoomed: CardScript = {
  // Tribute to The Doomed: discard 1 card; target 1 monster on the field (face-up or face-down); destroy it.
  passcode: 79759861,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      cost: { discard: 1 },
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    }),
  ],
};
