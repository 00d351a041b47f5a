/** Banner of Courage (10012614): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation, targetCard } from '../facade.js';

// Banner of Courage (Continuous): during your Battle Phase, face-up monsters you control gain 200 ATK.
export const bannerOfCourage: CardScript = {
  passcode: 10012614,
  effects: [spellActivation({ categories: ['stat-change'], resolve: () => {} })],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => {
        const id = targetCard(t);
        const owner = state.cards[source]!.controller;
        return id !== null && state.phase === 'battle' && state.turnPlayer === owner && faceUpMonster(state, id) && state.cards[id]!.controller === owner;
      },
      value: () => ({ atk: 200, def: 0 }),
    },
  ],
};
