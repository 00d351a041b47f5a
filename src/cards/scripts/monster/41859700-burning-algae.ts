/** Burning Algae (41859700): when it is sent to the Graveyard, its owner's opponent gains 1000 Life Points. */
import { type CardScript, lpGainOnGraveyard } from '../facade.js';

export const burningAlgae: CardScript = { passcode: 41859700, effects: [lpGainOnGraveyard('opponent', 1000)] };
