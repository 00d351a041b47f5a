/** Stop Defense (63102017): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const stopDefense: CardScript = {
  // Stop Defense: 1 opponent's Defense Position monster, targeted, goes to face-up Attack Position (a face-down one is flipped).
  passcode: 63102017,
  effects: [
    spellActivation({
      categories: ['position'],
      targets: [{ what: 'Defense Position monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent', filter: (q, id) => q.state.cards[id]!.position === 'defense' }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (r.state.cards[id]!.position === 'defense') r.changePosition(id, 'attack', true);
      },
    }),
  ],
};
