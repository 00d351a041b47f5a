/**
 * Shapes of the Synchron Extreme deck: the "Synchron" archetype, Tuners, low-Level monsters,
 * and bringing a monster back with its effects negated ("negate its effects": an
 * 'effects-negated' effect for as long as it stays where it was).
 */
import type { CardStatic, Resolution } from './engine.js';

/** A "Synchron" card: its name contains the archetype's word. */
export const isSynchron = (f: CardStatic): boolean => f.name.includes('Synchron');

/** A Tuner monster. */
export const isTunerMonster = (f: CardStatic): boolean => f.kind === 'monster' && f.subtypes.includes('Tuner');

/** Special Summons `id` for `r.player` in `position`, then negates its effects while it stays on the field (Junk Synchron). */
export function summonWithEffectsNegated(r: Resolution, id: number, position: 'attack' | 'defense'): boolean {
  if (!r.specialSummon(id, r.player, position)) return false;
  r.addEffect('effects-negated', r.cardAffected(id), null, 'permanent');
  return true;
}
