/**
 * What a finished combat leaves on a mage's sheet (seed 001, "End of Combat"), from the
 * engine's per-mage outcome row (combatOutcome in src/engine/shadow/outcome.ts, whose shape
 * this mirrors): LP as combat left them (already back down to normal), the Magic sent to the
 * Graveyard and the Beyond added to what is spent until a rest. Active Magic went back to the
 * Deck of Magic, so nothing changes for it here. XP for a win is xp.ts's applyXp.
 */
import type { Mage } from './sheet.js';
import { normalLp } from './sheet.js';

export interface CombatResultForMage {
  lp: number;
  graveyard: readonly number[];
  beyond: readonly number[];
}

export function applyCombatResult(m: Mage, r: CombatResultForMage): Mage {
  // The engine already lowers LP above normal; the clamp keeps a sheet sane whatever it is given.
  const lp = Math.max(0, Math.min(Math.floor(r.lp), Math.max(m.lp, normalLp(m))));
  return { ...m, lp, graveyard: [...m.graveyard, ...r.graveyard], beyond: [...m.beyond, ...r.beyond] };
}
