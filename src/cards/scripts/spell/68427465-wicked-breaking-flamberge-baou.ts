/** Wicked-Breaking Flamberge - Baou (68427465): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, equipSpell, equippedMonster } from '../facade.js';

const equip = equipSpell({
  passcode: 68427465,
  atk: 500,
  def: 0,
  what: 'face-up monster to equip',
  // The equipped monster negates the effects of the monsters it destroys by battle while they stay in the Graveyard.
  more: [{ code: 'negate-battle-victims', activeWhen: 'equipped', affects: equippedMonster }],
});

export const wickedBreakingFlambergeBaou: CardScript = {
  // Wicked-Breaking Flamberge - Baou: discard 1 card (the cost) to equip it to a face-up monster: +500 ATK, and the
  // effects of monsters destroyed by battle with the equipped monster are negated.
  ...equip,
  effects: [{ ...equip.effects![0]!, cost: { discard: 1 } }],
};
