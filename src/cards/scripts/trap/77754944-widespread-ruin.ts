/** Widespread Ruin (77754944): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { atkNow, type CardScript, faceUpMonsters, opponentsAttacker, pickHighest, trapActivation } from '../facade.js';

export const widespreadRuin: CardScript = {
  // Widespread Ruin: when an opponent's monster declares an attack, destroy the Attack Position monster
  // they control with the highest ATK (you choose among a tie). It does not target.
  passcode: 77754944,
  effects: [
    trapActivation({
      categories: ['destroy-monster'],
      condition: (q) => opponentsAttacker(q.state, q.player) !== null,
      resolve: (r) => {
        const attackers = faceUpMonsters(r.state, r.opponent).filter((id) => r.state.cards[id]!.position === 'attack');
        const picked = pickHighest(r, attackers, (id) => atkNow(r.state, r.ctx, id), 'Destroy the Attack Position monster with the highest ATK');
        if (picked !== undefined) r.destroy([picked]);
      },
    }),
  ],
};
