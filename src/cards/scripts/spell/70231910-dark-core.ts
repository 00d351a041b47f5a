/** Dark Core (70231910): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation } from '../facade.js';

// Dark Core: discard 1 card (cost); target 1 face-up monster on the field; banish it.
export const darkCore: CardScript = {
  passcode: 70231910,
  effects: [
    spellActivation({
      categories: ['banish'],
      cost: { discard: 1 },
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.banish([id]);
      },
    }),
  ],
};
