/** Hammer Shot (26412047): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, currentAtk, type DuelState, faceUpMonsters, pickHighest, spellActivation } from '../facade.js';

const faceUpAttackers = (state: DuelState): number[] => faceUpMonsters(state).filter((id) => state.cards[id]!.position === 'attack');

export const hammerShot: CardScript = {
  // Hammer Shot: destroy the face-up Attack Position monster with the highest ATK on the field, either side
  // (no target; on a tie the activator picks).
  passcode: 26412047,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      condition: (q) => faceUpAttackers(q.state).length > 0,
      resolve: (r) => {
        const victim = pickHighest(r, faceUpAttackers(r.state), (id) => currentAtk(r.state, r.ctx, id), 'Destroy the Attack Position monster with the highest ATK');
        if (victim !== undefined) r.destroy([victim]);
      },
    }),
  ],
};
