/** Mage Power (83746708): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, scaledEquip, spellTrapCount } from '../facade.js';

// The equipped monster gains 500 ATK and DEF for each Spell and Trap Card its equipper controls
// (this card, face-down cards and the Field Zone included).
export const magePower: CardScript = scaledEquip({
  passcode: 83746708,
  what: 'face-up monster to equip',
  change: (state, equip) => {
    const n = 500 * spellTrapCount(state, state.cards[equip]!.controller);
    return { atk: n, def: n };
  },
});
