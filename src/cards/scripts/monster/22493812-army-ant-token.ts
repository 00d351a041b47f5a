/** Army Ant Token (22493812): the Token of Multiplication of Ants (data/cards/text/goat-st-2.json). */
import { type CardScript } from '../facade.js';

// The Army Ant Token itself: it cannot be Tributed for a Tribute Summon.
export const armyAntToken: CardScript = { passcode: 22493812, cannotBeTributedForTributeSummon: true };
