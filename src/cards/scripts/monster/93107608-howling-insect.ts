/** Howling Insect (93107608): destroyed by battle and sent to the Graveyard, it may Special Summon an Insect with 1500 or less ATK from the Deck in Attack Position. */
import { type CardScript, raceIs, recruiter, withAtkAtMost } from '../facade.js';

export const howlingInsect: CardScript = recruiter({ passcode: 93107608, fits: withAtkAtMost(1500, raceIs('Insect')), what: '1 Insect-Type monster with 1500 or less ATK', position: 'attack' });
