/** Mother Grizzly (57839750): destroyed by battle, it may bring a WATER monster with 1500 or less ATK from the Deck. */
import { type CardScript, recruiter } from '../facade.js';

export const motherGrizzly: CardScript = recruiter({
  passcode: 57839750,
  fits: (f) => f.kind === 'monster' && f.attribute === 'WATER' && f.atk <= 1500,
  what: '1 WATER monster with 1500 or less ATK',
  position: 'attack',
});
