/** Riryoku Field (70344351): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, negateActivationCounter, spellActivationOf, targetsOneMonster } from '../facade.js';

export const riryokuField: CardScript = {
  // Riryoku Field: negate the activation of a Spell Card that targets exactly 1 monster, and destroy it.
  passcode: 70344351,
  effects: [negateActivationCounter({ answers: (q, link) => spellActivationOf()(q, link) && targetsOneMonster(q.state, link) })],
};
