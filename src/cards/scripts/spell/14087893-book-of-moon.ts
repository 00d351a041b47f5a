/** Book of Moon (14087893): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, faceUpMonster, spellActivation } from '../facade.js';

export const bookOfMoon: CardScript = {
  // Book of Moon (Quick-Play): target 1 face-up monster on the field; turn it face-down in Defense Position.
  passcode: 14087893,
  effects: [
    spellActivation({
      categories: ['position'],
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.changePosition(id, 'defense', false);
      },
    }),
  ],
};
