/** Chorus of Sanctuary (81380218): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, faceUpMonster, spellActivation, targetCard } from '../facade.js';

// Chorus of Sanctuary (Field): every face-up Defense Position monster on the field gains 500 DEF.
export const chorusOfSanctuary: CardScript = {
  passcode: 81380218,
  effects: [spellActivation({ categories: ['stat-change'], resolve: () => {} })],
  continuous: [
    {
      code: 'change-stats',
      affects: (state, _source, t) => targetCard(t) !== null && faceUpMonster(state, targetCard(t)!) && state.cards[targetCard(t)!]!.position === 'defense',
      value: () => ({ atk: 0, def: 500 }),
    },
  ],
};
