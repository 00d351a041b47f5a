/** Final Destiny (18591904): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, monstersOn, spellActivation, spellTrapsToSweep } from '../facade.js';

// Final Destiny: discard 5 cards (cost); destroy every other card on the field.
export const finalDestiny: CardScript = {
  passcode: 18591904,
  effects: [
    spellActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      cost: { discard: 5 },
      condition: (q) => monstersOn(q.state).length + spellTrapsToSweep(q.state, q.player, 'both', undefined, q.self).length > 0,
      resolve: (r) => void r.destroy([...monstersOn(r.state), ...spellTrapsToSweep(r.state, r.player, 'both', undefined, r.self)]),
    }),
  ],
};
