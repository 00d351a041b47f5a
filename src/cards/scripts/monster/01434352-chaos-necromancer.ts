/** Chaos Necromancer (1434352): its ATK is 300 for each Monster Card in its controller's Graveyard. */
import { baseStatsPerCount, type CardScript, inGraveyard } from '../facade.js';

export const chaosNecromancer: CardScript = {
  passcode: 1434352,
  continuous: [baseStatsPerCount((state, self) => inGraveyard(state, state.cards[self]!.controller), 300, 0)],
};
