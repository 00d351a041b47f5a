/** Disarmament (20727787): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type DuelState, spellTrapsOn, trapActivation } from '../facade.js';

/** Equip Cards on the field: Equip Spells and monsters held as Equip Cards, while equipped. */
const equipCards = (state: DuelState): number[] => spellTrapsOn(state).filter((id) => state.cards[id]!.faceUp && state.cards[id]!.equippedTo !== null);

export const disarmament: CardScript = {
  // Disarmament: destroy every Equip Card on the field.
  passcode: 20727787,
  effects: [
    trapActivation({
      categories: ['destroy-spell-trap'],
      condition: (q) => equipCards(q.state).length > 0,
      resolve: (r) => void r.destroy(equipCards(r.state)),
    }),
  ],
};
