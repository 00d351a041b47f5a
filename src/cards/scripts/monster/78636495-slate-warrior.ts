/** Slate Warrior (78636495): FLIP: it gains 500 ATK/DEF; the monster that destroys it in battle loses 500 ATK/DEF. */
import { type CardScript, flipEffect, stillFaceUpHere, strikeBackOnBattleDestruction } from '../facade.js';

export const slateWarrior: CardScript = {
  passcode: 78636495,
  effects: [
    flipEffect({
      label: 'it gains 500 ATK and DEF',
      categories: ['stat-change'],
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 500, 500, 'permanent');
      },
    }),
    strikeBackOnBattleDestruction('the monster that destroyed it loses 500 ATK and DEF', (r, destroyer) => r.changeStats(destroyer, -500, -500, 'permanent'), ['stat-change']),
  ],
};
