/** Reaper of the Cards (33066139): FLIP: target 1 Trap Card (a Set card may be chosen and is revealed); destroy it if it is a Trap. */
import { type CardScript, flipDestroyTrap, flipMonster } from '../facade.js';

export const reaperOfTheCards: CardScript = flipMonster(33066139, flipDestroyTrap());
