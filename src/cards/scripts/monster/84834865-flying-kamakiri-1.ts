/** Flying Kamakiri #1 (84834865): destroyed by battle, it Special Summons a WIND monster with 1500 or less ATK from the Deck. */
import { type CardScript, attributeIs, recruiter } from '../facade.js';

const wind = attributeIs('WIND');

export const flyingKamakiri1: CardScript = recruiter({ passcode: 84834865, fits: (f) => wind(f) && f.atk <= 1500, what: '1 WIND monster with 1500 or less ATK', position: 'attack' });
