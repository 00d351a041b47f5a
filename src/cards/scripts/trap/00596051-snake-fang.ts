/** Snake Fang (596051): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, isFaceUp, trapActivation } from '../facade.js';

export const snakeFang: CardScript = {
  // Snake Fang: target 1 face-up monster; it loses 500 DEF until the end of the turn.
  passcode: 596051,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      targets: [{ what: 'face-up monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => isFaceUp(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) r.changeStats(id, 0, -500);
      },
    }),
  ],
};
