/** Double Snare (3682106): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, isFaceUp, nameOf, spellActivation } from '../facade.js';

/** The cards of the 2005 pool whose effects negate Trap Cards or their activation (the list its rulings give). */
const TRAP_NEGATORS = new Set(['Jinzo', 'Royal Decree', 'Fiend Skull Dragon', 'Talisman of Trap Sealing', "The Dragon's Bead", 'The End of Anubis', 'Gora Turtle of Illusion', 'Blue-Eyes Shining Dragon', 'Ryu Senshi']);

export const doubleSnare: CardScript = {
  // Double Snare: target 1 face-up card on the field whose effect negates Trap Cards (Jinzo, Royal Decree and the others
  // its rulings list); destroy it.
  passcode: 3682106,
  effects: [
    spellActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      targets: [
        {
          what: 'face-up card whose effect negates Trap Cards',
          min: 1,
          max: 1,
          from: ['field'],
          side: 'both',
          filter: (q, id) => isFaceUp(q.state, id) && TRAP_NEGATORS.has(nameOf(q.state, id)),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined && isFaceUp(r.state, target)) r.destroy([target]);
      },
    }),
  ],
};
