/** Smashing Ground (97169186): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, currentDef, faceUpMonsters, opponentOf, pickHighest, spellActivation } from '../facade.js';

export const smashingGround: CardScript = {
  // Smashing Ground: destroy the opponent's face-up monster with the highest DEF (no target; on a tie the activator picks).
  passcode: 97169186,
  effects: [
    spellActivation({
      categories: ['destroy-monster'],
      condition: (q) => faceUpMonsters(q.state, opponentOf(q.player)).length > 0,
      resolve: (r) => {
        const victim = pickHighest(r, faceUpMonsters(r.state, r.opponent), (id) => currentDef(r.state, r.ctx, id), 'Destroy the monster with the highest DEF');
        if (victim !== undefined) r.destroy([victim]);
      },
    }),
  ],
};
