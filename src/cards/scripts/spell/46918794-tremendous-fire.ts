/** Tremendous Fire (46918794): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Tremendous Fire: inflict 1000 damage to your opponent and 500 damage to yourself.
export const tremendousFire: CardScript = { passcode: 46918794, effects: [spellActivation({ categories: ['damage'], resolve: (r) => { r.damage(r.opponent, 1000); r.damage(r.player, 500); } })] };
