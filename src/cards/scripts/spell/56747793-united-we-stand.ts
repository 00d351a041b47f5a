/** United We Stand (56747793): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, faceUpMonsters, scaledEquip } from '../facade.js';

// The equipped monster gains 800 ATK and DEF for each face-up monster its equipper controls.
export const unitedWeStand: CardScript = scaledEquip({
  passcode: 56747793,
  what: 'face-up monster to equip',
  change: (state, equip) => {
    const n = 800 * faceUpMonsters(state, state.cards[equip]!.controller).length;
    return { atk: n, def: n };
  },
});
