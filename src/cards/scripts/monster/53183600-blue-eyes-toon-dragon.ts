/** Blue-Eyes Toon Dragon (53183600): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, toonMonster } from '../facade.js';

export const blueEyesToonDragon: CardScript = toonMonster(53183600, 2);
