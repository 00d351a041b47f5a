/** Toon Summoned Skull (91842653): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, toonMonster } from '../facade.js';

export const toonSummonedSkull: CardScript = toonMonster(91842653, 1);
