/** Energy Drain (56916805): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, isFaceUp, trapActivation } from '../facade.js';

export const energyDrain: CardScript = {
  // Energy Drain: target 1 face-up monster you control; it gains 200 ATK and DEF for each card in your opponent's hand until the end of the turn.
  passcode: 56916805,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      targets: [{ what: 'face-up monster you control', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => isFaceUp(q.state, id) }],
      resolve: (r) => {
        const n = 200 * r.state.players[r.opponent].hand.length;
        for (const id of r.targets(0)) r.changeStats(id, n, n);
      },
    }),
  ],
};
