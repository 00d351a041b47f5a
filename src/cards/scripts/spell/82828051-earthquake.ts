/** Earthquake (82828051): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, type DuelState, faceUpMonsters, spellActivation } from '../facade.js';

const inAttack = (state: DuelState): number[] => faceUpMonsters(state).filter((id) => state.cards[id]!.position === 'attack');

// Earthquake: every face-up Attack Position monster on the field is changed to Defense Position.
export const earthquake: CardScript = {
  passcode: 82828051,
  effects: [
    spellActivation({
      categories: ['position'],
      condition: (q) => inAttack(q.state).length > 0,
      resolve: (r) => {
        for (const id of inAttack(r.state)) r.changePosition(id, 'defense');
      },
    }),
  ],
};
