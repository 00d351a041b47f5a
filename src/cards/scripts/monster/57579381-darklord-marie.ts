/** Darklord Marie (57579381): during its owner's Standby Phase, while it is in the Graveyard, its owner gains 200 Life Points. */
import { type CardScript, ownStandbyPhase } from '../facade.js';

export const darklordMarie: CardScript = {
  passcode: 57579381,
  effects: [{ id: 'gain', kind: 'trigger', label: 'gain 200 Life Points', triggersFrom: ['graveyard'], triggersOn: ownStandbyPhase, resolve: (r) => r.gainLp(r.player, 200) }],
};
