/**
 * Resting between duels (seed 001, "Resting").
 * - Full Rest (6-8 hours): LP back up to normal, the Graveyard and the Beyond emptied back
 *   into the mage's Magic, and a new day (the Half Rest count starts again: 001 allows three
 *   Half Rests "per day" and a Full Rest is the night's sleep). Rebuilding the Deck of Magic
 *   from the Library is allowed only now; that is `src/shadow/deckOfMagic.ts`'s job.
 * - Half Rest (1 hour): LP + Life Point Regen, never above normal; at most three a day; up to
 *   Power + Mind Magic of the player's choice back from the Graveyard to the Deck of Magic.
 */
import { halfRestReturns, lpRegen, normalLp, type Mage } from './sheet.js';

export const HALF_RESTS_PER_DAY = 3;

export type RestResult =
  | { ok: true; mage: Mage; lpRecovered: number; returned: number[] }
  | { ok: false; error: string };

export function fullRest(m: Mage): RestResult & { ok: true } {
  const lp = Math.max(m.lp, normalLp(m));
  const returned = [...m.graveyard, ...m.beyond];
  const mage: Mage = { ...m, lp, graveyard: [], beyond: [], halfRestsToday: 0 };
  return { ok: true, mage, lpRecovered: lp - m.lp, returned };
}

/** `back`: passcodes the player chooses to bring back from the Graveyard (one entry per copy). */
export function halfRest(m: Mage, back: readonly number[] = []): RestResult {
  if (m.halfRestsToday >= HALF_RESTS_PER_DAY) {
    return { ok: false, error: `${m.name} has already taken ${HALF_RESTS_PER_DAY} Half Rests today; only a Full Rest helps now.` };
  }
  const limit = halfRestReturns(m);
  if (back.length > limit) {
    return { ok: false, error: `A Half Rest brings back at most Power + Mind = ${limit} Magic from the Graveyard, not ${back.length}.` };
  }
  const graveyard = [...m.graveyard];
  for (const code of back) {
    const at = graveyard.lastIndexOf(code);
    if (at < 0) return { ok: false, error: `Passcode ${code} is not (or not that many times) in ${m.name}'s Graveyard.` };
    graveyard.splice(at, 1);
  }
  const lp = Math.max(m.lp, Math.min(m.lp + lpRegen(m), normalLp(m)));
  const mage: Mage = { ...m, lp, graveyard, halfRestsToday: m.halfRestsToday + 1 };
  return { ok: true, mage, lpRecovered: lp - m.lp, returned: [...back] };
}
