/** Yellow Luster Shield (4542651): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation, targetCard } from '../facade.js';

// Yellow Luster Shield (Continuous): face-up monsters you control gain 300 DEF.
export const yellowLusterShield: CardScript = {
  passcode: 4542651,
  effects: [spellActivation({ categories: ['stat-change'], resolve: () => {} })],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => targetCard(t) !== null && faceUpMonster(state, targetCard(t)!) && state.cards[targetCard(t)!]!.controller === state.cards[source]!.controller,
      value: () => ({ atk: 0, def: 300 }),
    },
  ],
};
