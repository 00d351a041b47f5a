/** Sasuke Samurai #4 (64538655): at the start of the Damage Step of each of its battles with a monster, its controller calls a coin toss; right, the other monster is destroyed. */
import { battleOpponent, callAndToss, type CardScript, inMonsterZone } from '../facade.js';

export const sasukeSamurai4: CardScript = {
  passcode: 64538655,
  effects: [
    {
      id: 'coin-destroy',
      kind: 'trigger',
      label: 'call a coin toss: if right, destroy the monster it battles',
      categories: ['destroy-monster'],
      // A mandatory trigger at the start of the Damage Step (2005 substep 1), attacking or attacked.
      triggersOn: (q, e) => e.type === 'damage-step-start' && e.target !== null && (e.attacker === q.self || e.target === q.self),
      resolve: (r) => {
        const other = battleOpponent(r.state, r.self);
        if (!inMonsterZone(r.state, other)) return;
        if (callAndToss(r)) r.destroy([other]);
      },
    },
  ],
};
