/** Armor Break (79649195): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, negateActivationCounter, spellActivationOf } from '../facade.js';

export const armorBreak: CardScript = {
  // Armor Break: negate the activation of an Equip Spell Card and destroy it.
  passcode: 79649195,
  effects: [negateActivationCounter({ answers: spellActivationOf('Equip') })],
};
