/** Toon Mermaid (65458948): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, toonMonster } from '../facade.js';

export const toonMermaid: CardScript = toonMonster(65458948, 0);
