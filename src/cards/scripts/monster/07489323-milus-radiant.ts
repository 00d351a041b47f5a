/** Milus Radiant (7489323): scripted from our own wording of the card in data/cards/cards.json. */
import { attributeAtkChanges, type CardScript } from '../facade.js';

export const milusRadiant: CardScript = attributeAtkChanges(7489323, { EARTH: 500, WIND: -400 });
