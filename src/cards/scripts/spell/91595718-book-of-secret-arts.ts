/** Book of Secret Arts (91595718): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, equipSpell, raceIs } from '../facade.js';

export const bookOfSecretArts: CardScript = equipSpell({ passcode: 91595718, atk: 300, def: 300, only: raceIs('Spellcaster'), what: 'face-up Spellcaster-Type monster to equip' });
