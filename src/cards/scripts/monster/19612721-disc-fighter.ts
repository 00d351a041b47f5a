/** Disc Fighter (19612721): attacking a Defense Position monster with 2000 or more DEF, it destroys that monster without damage calculation. */
import { type CardScript, currentDef, destroyWithoutDamageCalculation, inDefensePosition } from '../facade.js';

const base = destroyWithoutDamageCalculation('destroy the Defense Position monster with 2000 or more DEF it attacks', inDefensePosition);

export const discFighter: CardScript = {
  passcode: 19612721,
  effects: [
    {
      ...base,
      // The DEF is read with every modifier in force (the context knows the cards' Continuous effects).
      triggersOn: (q, e) => base.triggersOn!(q, e) && e.type === 'damage-step-start' && e.target !== null && currentDef(q.state, q.ctx, e.target) >= 2000,
    },
  ],
};
