/** Goblin Thief (45311864): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Goblin Thief: inflict 500 damage to your opponent, then gain 500 Life Points.
export const goblinThief: CardScript = { passcode: 45311864, effects: [spellActivation({ categories: ['damage'], resolve: (r) => { r.damage(r.opponent, 500); r.gainLp(r.player, 500); } })] };
