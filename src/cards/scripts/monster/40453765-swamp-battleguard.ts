/** Swamp Battleguard (40453765): gains 500 ATK for each face-up "Lava Battleguard" its controller controls. */
import { type CardScript, faceUpCount, statsPerCount } from '../facade.js';

export const swampBattleguard: CardScript = {
  passcode: 40453765,
  continuous: [statsPerCount((state, self) => faceUpCount(state, self, (f) => f.name === 'Lava Battleguard', true, state.cards[self]!.controller), 500)],
};
