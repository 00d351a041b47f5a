/** Rare Metal Dragon (25236056): it cannot be Normal Summoned or Set, and it has no way of its own to be Special Summoned. */
import { type CardScript } from '../facade.js';

// A Special Summon Monster with no procedure: only a card that Summons it "ignoring its Summoning
// conditions" could bring it out, and none may revive it since it was never properly Summoned (rule summon.proper).
export const rareMetalDragon: CardScript = { passcode: 25236056, specialSummonOnly: true };
