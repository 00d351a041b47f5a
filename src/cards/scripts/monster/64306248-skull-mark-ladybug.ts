/** Skull-Mark Ladybug (64306248): when it is sent to the Graveyard, its owner gains 1000 Life Points. */
import { type CardScript, lpGainOnGraveyard } from '../facade.js';

export const skullMarkLadybug: CardScript = { passcode: 64306248, effects: [lpGainOnGraveyard('you', 1000)] };
