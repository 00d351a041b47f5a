/** Flash Assailant (96890582): 400 less ATK and DEF for each card in its controller's hand. */
import { type CardScript, statsPerCount } from '../facade.js';

export const flashAssailant: CardScript = { passcode: 96890582, continuous: [statsPerCount((state, self) => state.players[state.cards[self]!.controller].hand.length, -400, -400)] };
