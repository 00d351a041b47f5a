/** Dark Mirror Force (20522190): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, monstersOn, opponentsAttacker, trapActivation } from '../facade.js';

export const darkMirrorForce: CardScript = {
  // Dark Mirror Force: when an opponent's monster declares an attack, banish every Defense Position monster they control.
  passcode: 20522190,
  effects: [
    trapActivation({
      categories: ['banish'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      resolve: (r) => r.banish(monstersOn(r.state, r.opponent).filter((id) => r.state.cards[id]!.position === 'defense')),
    }),
  ],
};
