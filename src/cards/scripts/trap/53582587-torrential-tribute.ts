/** Torrential Tribute (53582587): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, justSummoned, monstersOn, trapActivation } from '../facade.js';

export const torrentialTribute: CardScript = {
  // Torrential Tribute: when a monster is Normal, Flip or Special Summoned (by either player), destroy every monster on the field.
  passcode: 53582587,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => justSummoned(q.state) !== null,
      resolve: (r) => void r.destroy(monstersOn(r.state)),
    }),
  ],
};
