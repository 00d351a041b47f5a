/** Disarmament (20727787): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, destroyAllSpellTraps, trapActivation } from '../facade.js';

export const disarmament: CardScript = {
  // Disarmament: destroy every Equip Card on the field (Equip Spells, and monsters held as Equip Cards).
  passcode: 20727787,
  effects: [trapActivation(destroyAllSpellTraps('both', (state, id) => state.cards[id]!.faceUp && state.cards[id]!.equippedTo !== null))],
};
