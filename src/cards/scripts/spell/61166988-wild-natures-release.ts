/** Wild Nature's Release (61166988): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, currentDef, facts, faceUpMonster, spellActivation } from '../facade.js';

// Wild Nature's Release: target 1 face-up Beast or Beast-Warrior-Type monster; it gains ATK equal to its DEF until the end
// of the turn, and it is destroyed in the End Phase.
export const wildNaturesRelease: CardScript = {
  passcode: 61166988,
  effects: [
    spellActivation({
      categories: ['stat-change'],
      targets: [
        {
          what: 'face-up Beast or Beast-Warrior-Type monster',
          min: 1,
          max: 1,
          from: ['monsters'],
          side: 'both',
          filter: (q, id) => faceUpMonster(q.state, id) && ['Beast', 'Beast-Warrior'].includes(facts(q.state, id).race ?? ''),
        },
      ],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target === undefined || !faceUpMonster(r.state, target)) return;
        r.changeStats(target, currentDef(r.state, r.ctx, target), 0);
        r.addEffect('destroy-at-end-phase', r.cardAffected(target), null);
      },
    }),
  ],
};
