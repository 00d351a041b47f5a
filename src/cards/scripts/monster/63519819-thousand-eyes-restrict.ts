/** Thousand-Eyes Restrict (63519819): scripted from our own wording of the card in data/cards/text/cards-traps.json. */
import { absorbEffect, absorbedStats, type CardScript, type DuelState, type EffectTarget, isMonsterZone, targetCard } from '../facade.js';

/** Every monster on the field but Thousand-Eyes Restrict itself. */
function otherMonster(state: DuelState, source: number, t: EffectTarget): boolean {
  const id = targetCard(t);
  return id !== null && id !== source && isMonsterZone(state.cards[id]!.location);
}

export const thousandEyesRestrict: CardScript = {
  // Thousand-Eyes Restrict, as printed in 2005: while face-up, no other monster can attack or
  // have its battle position changed by its controller; once per turn it equips 1 of the
  // opponent's monsters and wears its ATK/DEF, and that monster dies in its place in battle.
  passcode: 63519819,
  fusionMaterials: ['Relinquished', 'Thousand-Eyes Idol'],
  effects: [absorbEffect("Equip 1 of your opponent's monsters to Thousand-Eyes Restrict")],
  continuous: [{ code: 'cannot-attack', affects: otherMonster }, { code: 'cannot-change-position', affects: otherMonster }, ...absorbedStats()],
};
