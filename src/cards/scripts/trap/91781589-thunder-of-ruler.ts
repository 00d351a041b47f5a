/** Thunder of Ruler (91781589): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, opponentOf, trapActivation } from '../facade.js';

export const thunderOfRuler: CardScript = {
  // Thunder of Ruler: activate only during your opponent's Standby Phase; they cannot enter their Battle Phase this turn.
  passcode: 91781589,
  effects: [
    trapActivation({
      condition: (q) => q.state.phase === 'standby' && q.state.turnPlayer === opponentOf(q.player),
      resolve: (r) => r.addEffect('cannot-enter-battle-phase', { player: r.opponent }, null),
    }),
  ],
};
