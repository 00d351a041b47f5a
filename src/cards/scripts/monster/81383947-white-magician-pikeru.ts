/** White Magician Pikeru (81383947): in each of its controller's Standby Phases, they gain 400 Life Points for each monster they control. */
import { type CardScript, monstersOn, ownStandbyPhase } from '../facade.js';

export const whiteMagicianPikeru: CardScript = {
  passcode: 81383947,
  effects: [
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 400 Life Points for each monster you control',
      triggersOn: ownStandbyPhase,
      resolve: (r) => r.gainLp(r.player, 400 * monstersOn(r.state, r.player).length),
    },
  ],
};
