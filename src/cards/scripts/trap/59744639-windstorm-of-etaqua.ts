/** Windstorm of Etaqua (59744639): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonsters, opponentOf, trapActivation } from '../facade.js';

export const windstormOfEtaqua: CardScript = {
  // Windstorm of Etaqua: change the battle positions of every face-up monster your opponent controls.
  passcode: 59744639,
  effects: [
    trapActivation({
      categories: ['position'],
      condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        for (const id of faceUpMonsters(r.state, r.opponent)) r.changePosition(id, r.state.cards[id]!.position === 'attack' ? 'defense' : 'attack');
      },
    }),
  ],
};
