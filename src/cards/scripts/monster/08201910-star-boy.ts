/** Star Boy (8201910): while face-up, WATER monsters on the field get +500 ATK and FIRE monsters -400 ATK. */
import { attributeAtkChanges, type CardScript } from '../facade.js';

export const starBoy: CardScript = attributeAtkChanges(8201910, { WATER: 500, FIRE: -400 });
