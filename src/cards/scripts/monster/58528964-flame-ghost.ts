/** Flame Ghost (58528964): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { type CardScript, fusionMonster } from '../facade.js';

// A Fusion Monster with no effect of its own: only its materials.
export const flameGhost: CardScript = fusionMonster(58528964, ['Skull Servant', 'Dissolverock']);
