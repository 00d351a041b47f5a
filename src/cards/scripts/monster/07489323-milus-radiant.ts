/** Milus Radiant (7489323): scripted from our own wording of the card in data/cards/cards.json. */
import { attributeAtkAura, type CardScript } from '../facade.js';

// Every face-up EARTH monster gains 500 ATK and every WIND monster loses 400 ATK, on both sides.
export const milusRadiant: CardScript = { passcode: 7489323, continuous: [attributeAtkAura({ EARTH: 500, WIND: -400 })] };
