/** Beastking of the Swamps (99426834): it may stand in for any 1 Fusion Material a Fusion Monster names; the other materials must be the right ones. */
import { type CardScript, fusionSubstitute } from '../facade.js';

export const beastkingOfTheSwamps: CardScript = fusionSubstitute(99426834);
