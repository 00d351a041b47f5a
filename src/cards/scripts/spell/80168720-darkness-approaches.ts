/** Darkness Approaches (80168720): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation } from '../facade.js';

// Darkness Approaches: discard 2 cards (cost); target 1 face-up monster on the field; turn it face-down in Defense Position.
export const darknessApproaches: CardScript = {
  passcode: 80168720,
  effects: [
    spellActivation({
      categories: ['position'],
      cost: { discard: 2 },
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) r.changeToFaceDownDefense(id);
      },
    }),
  ],
};
