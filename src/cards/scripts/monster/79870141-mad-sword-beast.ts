/** Mad Sword Beast (79870141): attacking a Defense Position monster, it inflicts piercing battle damage. */
import { type CardScript } from '../facade.js';

export const madSwordBeast: CardScript = { passcode: 79870141, continuous: [{ code: 'piercing' }] };
