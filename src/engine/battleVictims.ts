/**
 * "The effect of an Effect Monster destroyed by battle with this card is negated" (Dark
 * Balter the Terrible): after damage calculation, a monster this battle sent to the
 * Graveyard, whose opponent in the battle is still face-up in a Monster Zone with the
 * 'negate-battle-victims' code, gets 'effects-negated' for as long as it stays in the
 * Graveyard, so its triggers (Sangan's search, a flipped monster's Flip effect) do not
 * activate. 'negate-flip-battle-victims' does the same for Flip Effect Monsters only (Blade
 * Knight). Under the 2005 Damage Step a monster destroyed by battle stays on the field until
 * the step ends, and a Flip effect set off by the attack activates after damage calculation:
 * it is negated there already (then again in the Graveyard, a new card for the rules).
 * Kept apart from battle.ts so the Damage Step stays one readable file.
 */
import { hasEffect } from './activeEffects.js';
import { isMonsterZone, staticOf } from './zones.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';

/** Called once damage calculation has destroyed what it destroys; `attacker` and `target` are the battling monsters. */
export function negateBattleVictims(tx: Tx, ctx: EngineContext, attacker: number, target: number | null): void {
  if (target === null || !ctx.scripts) return;
  for (const [victim, victor] of [[attacker, target], [target, attacker]] as const) {
    const v = tx.s.cards[victim]!;
    if (v.location !== 'graveyard' && !awaitsGraveyard(tx, victim)) continue;
    const w = tx.s.cards[victor]!;
    if (!isMonsterZone(w.location) || !w.faceUp || !negatesVictim(tx, ctx, victim, victor)) continue;
    tx.lingering().push({ code: 'effects-negated', source: w.passcode, affects: { card: victim, moves: v.moves }, value: null, until: 'permanent' });
  }
}

/** Does the face-up `victor` negate the effects of `victim`, destroyed by battle with it? */
function negatesVictim(tx: Tx, ctx: EngineContext, victim: number, victor: number): boolean {
  if (hasEffect(tx.s, ctx, { card: victor }, 'negate-battle-victims')) return true;
  return staticOf(tx.s, tx.s.cards[victim]!).subtypes.includes('Flip') && hasEffect(tx.s, ctx, { card: victor }, 'negate-flip-battle-victims');
}

/** 2005 Damage Step: damage calculation destroyed `id`, which waits on the field for the end of the step. */
function awaitsGraveyard(tx: Tx, id: number): boolean {
  const moves = tx.s.cards[id]!.moves;
  return tx.s.battle?.destroyed?.some((d) => d.id === id && d.moves === moves) ?? false;
}
