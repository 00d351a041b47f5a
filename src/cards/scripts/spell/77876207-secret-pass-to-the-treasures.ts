/** Secret Pass to the Treasures (77876207): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, currentAtk, faceUpMonster, spellActivation } from '../facade.js';

// Secret Pass to the Treasures: target 1 face-up monster you control with 1000 or less ATK; it may attack your opponent directly this turn.
export const secretPassToTheTreasures: CardScript = {
  passcode: 77876207,
  effects: [
    spellActivation({
      categories: [],
      targets: [{ what: 'face-up monster you control with 1000 or less ATK', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => faceUpMonster(q.state, id) && currentAtk(q.state, q.ctx, id) <= 1000 }],
      resolve: (r) => {
        for (const id of r.targets(0)) if (faceUpMonster(r.state, id)) r.addEffect('can-attack-directly', r.cardAffected(id), null);
      },
    }),
  ],
};
