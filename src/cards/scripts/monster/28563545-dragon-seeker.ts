/** Dragon Seeker (28563545): when it is Normal or Flip Summoned, target 1 face-up Dragon-Type monster on the field; destroy it. */
import { type CardScript, destroyTargets, faceUpMonster, facts, normalOrFlipSummoned } from '../facade.js';

export const dragonSeeker: CardScript = {
  passcode: 28563545,
  effects: [
    {
      id: 'destroy',
      kind: 'trigger',
      label: 'destroy 1 face-up Dragon-Type monster',
      triggersOn: normalOrFlipSummoned,
      ...destroyTargets({ what: 'face-up Dragon-Type monster on the field', min: 1, max: 1, from: ['monsters'], side: 'both', filter: (q, id) => faceUpMonster(q.state, id) && facts(q.state, id).race === 'Dragon' }, 'destroy-monster'),
    },
  ],
};
