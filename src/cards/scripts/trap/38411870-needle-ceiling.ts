/** Needle Ceiling (38411870): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonsters, monstersOn, trapActivation } from '../facade.js';

export const needleCeiling: CardScript = {
  // Needle Ceiling: activate only while there are 4 or more monsters on the field; destroy every face-up monster on the field.
  passcode: 38411870,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => monstersOn(q.state).length >= 4,
      resolve: (r) => void r.destroy(faceUpMonsters(r.state)),
    }),
  ],
};
