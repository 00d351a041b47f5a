/** Lava Battleguard (20394040): gains 500 ATK for each face-up "Swamp Battleguard" its controller controls. */
import { type CardScript, faceUpCount, statsPerCount } from '../facade.js';

export const lavaBattleguard: CardScript = {
  passcode: 20394040,
  continuous: [statsPerCount((state, self) => faceUpCount(state, self, (f) => f.name === 'Swamp Battleguard', true, state.cards[self]!.controller), 500)],
};
