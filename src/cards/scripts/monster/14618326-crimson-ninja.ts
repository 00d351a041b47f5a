/** Crimson Ninja (14618326): FLIP: target 1 Trap Card (a Set card may be chosen and is revealed); destroy it if it is a Trap. */
import { type CardScript, flipDestroyTrap, flipMonster } from '../facade.js';

export const crimsonNinja: CardScript = flipMonster(14618326, flipDestroyTrap());
