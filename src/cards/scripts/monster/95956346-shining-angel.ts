/** Shining Angel (95956346): destroyed by battle, it Special Summons a LIGHT monster with 1500 or less ATK from the Deck. */
import { type CardScript, attributeIs, recruiter } from '../facade.js';

const light = attributeIs('LIGHT');

export const shiningAngel: CardScript = recruiter({ passcode: 95956346, fits: (f) => light(f) && f.atk <= 1500, what: '1 LIGHT monster with 1500 or less ATK', position: 'attack' });
