/** Monster Reborn (83764718): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, specialSummonFromGraveyard, spellActivation } from '../facade.js';

// Target 1 monster in either Graveyard; Special Summon it in the position you choose.
export const monsterReborn: CardScript = {
  passcode: 83764718,
  effects: [spellActivation(specialSummonFromGraveyard())],
};
