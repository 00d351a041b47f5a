/** Harpie Lady Sisters (12206212): it cannot be Normal Summoned or Set; "Elegant Egotist" Special Summons it first. */
import { type CardScript } from '../facade.js';

// Elegant Egotist's own script brings it out; once properly Summoned, revival effects may too (rule summon.proper).
export const harpieLadySisters: CardScript = { passcode: 12206212, specialSummonOnly: true };
