/** Little Chimera (68658728): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { attributeAtkAura, type CardScript } from '../facade.js';

// Every face-up FIRE monster gains 500 ATK and every WATER monster loses 400 ATK, on both sides.
export const littleChimera: CardScript = { passcode: 68658728, continuous: [attributeAtkAura({ FIRE: 500, WATER: -400 })] };
