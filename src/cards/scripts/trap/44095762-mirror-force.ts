/** Mirror Force (44095762): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, monstersOn, opponentsAttacker, trapActivation } from '../facade.js';

export const mirrorForce: CardScript = {
  // Mirror Force: when an opponent's monster declares an attack, destroy every Attack Position monster they control.
  passcode: 44095762,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      resolve: (r) => {
        r.destroy(monstersOn(r.state, r.opponent).filter((id) => r.state.cards[id]!.faceUp && r.state.cards[id]!.position === 'attack'));
      },
    }),
  ],
};
