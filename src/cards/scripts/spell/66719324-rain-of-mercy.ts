/** Rain of Mercy (66719324): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Rain of Mercy: each player gains 1000 Life Points.
export const rainOfMercy: CardScript = { passcode: 66719324, effects: [spellActivation({ categories: [], resolve: (r) => { r.gainLp(r.player, 1000); r.gainLp(r.opponent, 1000); } })] };
