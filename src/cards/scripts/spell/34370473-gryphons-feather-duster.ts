/** Gryphon's Feather Duster (34370473): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation, spellTrapsToSweep } from '../facade.js';

// Gryphon's Feather Duster: destroy every other Spell and Trap Card you control; gain 500 Life Points for each one destroyed.
export const gryphonsFeatherDuster: CardScript = {
  passcode: 34370473,
  effects: [
    spellActivation({
      categories: ['destroy-spell-trap'],
      condition: (q) => spellTrapsToSweep(q.state, q.player, 'own', undefined, q.self).length > 0,
      resolve: (r) => {
        const n = r.destroy(spellTrapsToSweep(r.state, r.player, 'own', undefined, r.self)).length;
        if (n > 0) r.gainLp(r.player, 500 * n);
      },
    }),
  ],
};
