/** Injection Fairy Lily (79575620): in the Damage Step of its battle, pay 2000 LP for +3000 ATK until the Damage Step ends (2005 wording). */
import { type CardScript, stillFaceUpHere } from '../facade.js';

export const injectionFairyLily: CardScript = {
  passcode: 79575620,
  effects: [
    {
      id: 'inject',
      kind: 'quick',
      label: 'pay 2000 LP: it gains 3000 ATK during this Damage Step',
      categories: ['stat-change'],
      // It changes ATK directly, so the Damage Step's limits let it through until damage calculation.
      damageStep: true,
      condition: (q) => {
        const b = q.state.battle;
        return q.state.phase === 'battle' && q.state.step === 'damage' && b !== null && (b.attacker === q.self || b.target === q.self);
      },
      cost: { lp: 2000 },
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.changeStats(r.self, 3000, 0, 'end-of-damage-step');
      },
    },
  ],
};
