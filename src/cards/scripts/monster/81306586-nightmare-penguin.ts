/** Nightmare Penguin (81306586): face-up WATER monsters its controller controls gain 200 ATK; when it is flipped face-up, it returns 1 card the opponent controls to the hand. */
import { type CardScript, facts, faceUpMonster, flipEffect, targetCard } from '../facade.js';

export const nightmarePenguin: CardScript = {
  passcode: 81306586,
  effects: [
    flipEffect({
      label: 'return 1 card your opponent controls to the hand',
      categories: ['to-hand'],
      targets: [{ what: 'card your opponent controls', min: 1, max: 1, from: ['field'], side: 'opponent' }],
      resolve: (r) => r.returnToHand(r.targets(0)),
    }),
  ],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => {
        const id = targetCard(t);
        return id !== null && faceUpMonster(state, id) && state.cards[id]!.controller === state.cards[source]!.controller && facts(state, id).attribute === 'WATER';
      },
      value: () => ({ atk: 200, def: 0 }),
    },
  ],
};
