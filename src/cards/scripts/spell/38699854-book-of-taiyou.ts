/** Book of Taiyou (38699854): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, isFaceUp, spellActivation } from '../facade.js';

export const bookOfTaiyou: CardScript = {
  // Book of Taiyou: target 1 face-down monster on the field; turn it face-up in Attack Position (a flip, so Flip effects activate).
  passcode: 38699854,
  effects: [
    spellActivation({
      categories: ['position'],
      targets: [{ what: 'face-down monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (!isFaceUp(r.state, id)) r.changePosition(id, 'attack', true);
      },
    }),
  ],
};
