/** Raregold Armor (7625614): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

// Raregold Armor (Equip): while the equipped monster is controlled by this card's controller, the opponent's monsters may attack only it.
export const raregoldArmor: CardScript = equipSpell({
  passcode: 7625614,
  atk: 0,
  def: 0,
  what: 'face-up monster to equip',
  more: [
    {
      code: 'must-be-attack-target',
      activeWhen: 'equipped',
      affects: (state, source, t) => equippedMonster(state, source, t) && 'card' in t && state.cards[t.card]!.controller === state.cards[source]!.controller,
    },
  ],
});
