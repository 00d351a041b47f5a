/** Block Attack (25880422): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, isFaceUp, spellActivation } from '../facade.js';

export const blockAttack: CardScript = {
  // Block Attack: 1 opponent's Attack Position monster, targeted, goes to face-up Defense Position.
  passcode: 25880422,
  effects: [
    spellActivation({
      categories: ['position'],
      targets: [{ what: 'Attack Position monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => isFaceUp(q.state, id) && q.state.cards[id]!.position === 'attack' }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'attack') r.changePosition(id, 'defense');
      },
    }),
  ],
};
