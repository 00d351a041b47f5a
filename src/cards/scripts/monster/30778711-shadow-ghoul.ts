/** Shadow Ghoul (30778711): 100 more ATK for each monster in its controller's Graveyard. */
import { type CardScript, inGraveyard, statsPerCount } from '../facade.js';

export const shadowGhoul: CardScript = { passcode: 30778711, continuous: [statsPerCount((state, self) => inGraveyard(state, state.cards[self]!.controller), 100)] };
