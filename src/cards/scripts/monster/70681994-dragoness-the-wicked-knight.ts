/** Dragoness the Wicked Knight (70681994): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const dragonessTheWickedKnight: CardScript = fusionMonster(70681994, ['Armaill', 'One-Eyed Shield Dragon']);
