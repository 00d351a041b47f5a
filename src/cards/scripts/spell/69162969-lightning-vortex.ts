/** Lightning Vortex (69162969): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, faceUpMonsters, opponentOf, spellActivation } from '../facade.js';

export const lightningVortex: CardScript = {
  // Lightning Vortex: discard 1 card; destroy every face-up monster the opponent controls.
  passcode: 69162969,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      cost: { discard: 1 },
      condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => void r.destroy(faceUpMonsters(r.state, r.opponent)),
    }),
  ],
};
