/** Spear Dragon (31553716): piercing battle damage; after it attacks it goes to Defense Position as the Damage Step ends. */
import { type CardScript } from '../facade.js';

export const spearDragon: CardScript = {
  passcode: 31553716,
  // Both are rules of the card itself, not Chain Links: the position change happens as its Damage Step ends.
  continuous: [{ code: 'piercing' }, { code: 'defense-after-attacking' }],
};
