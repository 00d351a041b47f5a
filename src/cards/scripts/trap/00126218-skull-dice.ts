/** Skull Dice (126218): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonsters, opponentOf, trapActivation } from '../facade.js';

export const skullDice: CardScript = {
  // Skull Dice: roll a die; every face-up monster your opponent controls loses 100 times the result in ATK and DEF until the end of the turn.
  passcode: 126218,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        const loss = r.die() * 100;
        for (const id of faceUpMonsters(r.state, r.opponent)) r.changeStats(id, -loss, -loss);
      },
    }),
  ],
};
