/** Enraged Muka Muka (91862578): 400 more ATK and DEF for each card in its controller's hand. */
import { type CardScript, statsPerCount } from '../facade.js';

export const enragedMukaMuka: CardScript = { passcode: 91862578, continuous: [statsPerCount((state, self) => state.players[state.cards[self]!.controller].hand.length, 400, 400)] };
