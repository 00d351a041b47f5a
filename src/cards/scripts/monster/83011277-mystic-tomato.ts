/** Mystic Tomato (83011277): destroyed by battle, it may bring a DARK monster with 1500 or less ATK from the Deck. */
import { type CardScript, recruiter } from '../facade.js';

export const mysticTomato: CardScript = recruiter({
  passcode: 83011277,
  fits: (f) => f.kind === 'monster' && f.attribute === 'DARK' && f.atk <= 1500,
  what: '1 DARK monster with 1500 or less ATK',
  position: 'attack',
});
