/** Mudora (82108372): 200 more ATK for each Fairy-Type monster in its controller's Graveyard. */
import { type CardScript, inGraveyard, raceIs, statsPerCount } from '../facade.js';

export const mudora: CardScript = {
  passcode: 82108372,
  continuous: [statsPerCount((state, self) => inGraveyard(state, state.cards[self]!.controller, raceIs('Fairy')), 200)],
};
