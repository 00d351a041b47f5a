/** A Legendary Ocean (295517): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { type CardScript, type DuelState, type EffectTarget, facts, fieldSpell, isMonsterZone, targetCard } from '../facade.js';

// Its name counts as "Umi". WATER monsters on the field gain 200 ATK and DEF; WATER monsters
// in both hands and face-up on the field are 1 Level lower (so a Level 7 needs 1 Tribute).
const water = (state: DuelState, t: EffectTarget): boolean => {
  const id = targetCard(t);
  if (id === null || facts(state, id).kind !== 'monster' || facts(state, id).attribute !== 'WATER') return false;
  const card = state.cards[id]!;
  return card.location === 'hand' || (isMonsterZone(card.location) && card.faceUp);
};
const base = fieldSpell(295517, (f) => (f.attribute === 'WATER' ? { atk: 200, def: 200 } : null));

export const aLegendaryOcean: CardScript = {
  ...base,
  treatedAsName: 'Umi',
  continuous: [...(base.continuous ?? []), { code: 'change-level', affects: (state, _source, t) => water(state, t), value: () => -1 }],
};
