/** Sheep Token (73915052): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const sheepToken: CardScript = // The Sheep Token itself: it cannot be Tributed for a Tribute Summon.
{ passcode: 73915052, cannotBeTributedForTributeSummon: true };
