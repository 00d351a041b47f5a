/** Nobleman of Crossout (71044499): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, destroyBanishAndSweep, isFaceUp, spellActivation } from '../facade.js';

export const noblemanOfCrossout: CardScript = {
  // Nobleman of Crossout: target 1 face-down monster; destroy it and banish it. If it is a Flip monster,
  // each player banishes every card with its name from their Deck.
  passcode: 71044499,
  effects: [
    spellActivation({
      categories: ['destroy-monster', 'banish'],
      targets: [{ what: 'face-down monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => !isFaceUp(q.state, id) }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (!isFaceUp(r.state, id)) destroyBanishAndSweep(r, id, (f) => f.subtypes.includes('Flip'));
      },
    }),
  ],
};
