/** Raigeki Break (4178474): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const raigekiBreak: CardScript = {
  // Raigeki Break: discard 1 card, then target 1 card on the field; destroy it.
  passcode: 4178474,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      cost: { discard: 1 },
      targets: [{ what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both' }],
      resolve: (r) => void r.destroy(r.targets(0)),
    }),
  ],
};
