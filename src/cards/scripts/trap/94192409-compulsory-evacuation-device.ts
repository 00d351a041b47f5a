/** Compulsory Evacuation Device (94192409): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const compulsoryEvacuationDevice: CardScript = {
  // Compulsory Evacuation Device: target 1 monster on the field; return it to its owner's hand (a Fusion Monster to the Extra Deck).
  passcode: 94192409,
  effects: [
    trapActivation({
      categories: ['to-hand'],
      targets: [{ what: 'monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both' }],
      resolve: (r) => void r.returnToHand(r.targets(0)),
    }),
  ],
};
