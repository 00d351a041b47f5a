/** Zero Gravity (83133491): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, faceUpMonsters, trapActivation } from '../facade.js';

export const zeroGravity: CardScript = {
  // Zero Gravity: every face-up monster on the field changes its battle position.
  passcode: 83133491,
  effects: [
    trapActivation({
      categories: ['position'],
      condition: (q) => faceUpMonsters(q.state).length > 0,
      resolve: (r) => {
        for (const id of faceUpMonsters(r.state)) r.changePosition(id, r.state.cards[id]!.position === 'attack' ? 'defense' : 'attack');
      },
    }),
  ],
};
