/** Umi (22702055): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, fieldSpell, raceIs } from '../facade.js';

const up = raceIs('Fish', 'Sea Serpent', 'Thunder', 'Aqua');
const down = raceIs('Machine', 'Pyro');

// Umi (Field): face-up Fish, Sea Serpent, Thunder and Aqua monsters gain 200 ATK and DEF; face-up Machine and Pyro monsters lose 200 ATK and DEF.
export const umi: CardScript = fieldSpell(22702055, (f) => (up(f) ? { atk: 200, def: 200 } : down(f) ? { atk: -200, def: -200 } : null));
