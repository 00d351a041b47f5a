/** Negate Attack (14315573): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, opponentsAttacker, trapActivation } from '../facade.js';

// Negate Attack (a Counter Trap): when an opponent's monster declares an attack, negate that
// attack and end the Battle Phase (the 'battle-phase-ends' code: play goes on to the End Step).
export const negateAttack: CardScript = {
  passcode: 14315573,
  effects: [
    trapActivation({
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      resolve: (r) => r.endBattlePhase(),
    }),
  ],
};
