/** D.D. Crazy Beast (48148828): after damage calculation, a monster the battle destroyed that it battled is removed from play. */
import { type CardScript, awaitsBattleDestruction, battleOpponent, inMonsterZone } from '../facade.js';

export const ddCrazyBeast: CardScript = {
  passcode: 48148828,
  effects: [
    {
      id: 'banish',
      kind: 'trigger',
      label: 'remove from play the monster it destroyed by battle',
      categories: ['banish'],
      triggersOn: (q, e) => {
        if (e.type !== 'damage-calculation' || (e.attacker !== q.self && e.target !== q.self)) return false;
        const other = battleOpponent(q.state, q.self);
        return other !== null && awaitsBattleDestruction(q.state, other);
      },
      resolve: (r) => {
        // The 2005 Damage Step keeps the destroyed monster on the field until the Step ends.
        const other = battleOpponent(r.state, r.self);
        if (inMonsterZone(r.state, other) && awaitsBattleDestruction(r.state, other)) r.banish([other]);
      },
    },
  ],
};
