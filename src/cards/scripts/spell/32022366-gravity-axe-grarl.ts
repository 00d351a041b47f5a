/** Gravity Axe - Grarl (32022366): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, equipSpell, targetCard } from '../facade.js';

export const gravityAxeGrarl: CardScript = equipSpell({
  // Gravity Axe - Grarl: the equipped monster gains 500 ATK. While it is face-up on the field, the monsters the
  // opponent of its controller controls cannot change their battle positions (nor be Flip Summoned); effects still may.
  passcode: 32022366,
  atk: 500,
  def: 0,
  what: 'face-up monster to equip',
  more: [
    {
      code: 'cannot-change-position',
      affects: (state, source, t) => {
        const id = targetCard(t);
        return id !== null && (state.cards[id]!.location === 'monster' || state.cards[id]!.location === 'extraMonster') && state.cards[id]!.controller !== state.cards[source]!.controller;
      },
    },
  ],
});
