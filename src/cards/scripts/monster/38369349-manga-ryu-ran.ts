/** Manga Ryu-Ran (38369349): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, toonMonster } from '../facade.js';

export const mangaRyuRan: CardScript = toonMonster(38369349, 2);
