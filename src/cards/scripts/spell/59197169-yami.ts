/** Yami (59197169): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, fieldSpell, raceIs } from '../facade.js';

export const yami: CardScript = fieldSpell(59197169, (f) => (raceIs('Fiend', 'Spellcaster')(f) ? { atk: 200, def: 200 } : raceIs('Fairy')(f) ? { atk: -200, def: -200 } : null));
