/** D.D. Warrior Lady (7572887): after damage calculation against an opponent's monster, both may be removed from play. */
import { battleOpponent, battledOpponentMonster, type CardScript, inMonsterZone } from '../facade.js';

export const dDWarriorLady: CardScript = {
  passcode: 7572887,
  effects: [
    {
      id: 'banish-both',
      kind: 'trigger',
      label: 'remove from play the monster it battled and itself',
      categories: ['banish'],
      optional: true,
      // After damage calculation; in the 2005 Damage Step a monster the battle destroyed is
      // still on the field then, so she can still use it (and take that monster with her).
      triggersOn: battledOpponentMonster,
      resolve: (r) => {
        const other = battleOpponent(r.state, r.self);
        r.banish([other, r.self].filter((id): id is number => inMonsterZone(r.state, id)));
      },
    },
  ],
};
