/**
 * "The effect of an Effect Monster destroyed by battle with this card is negated" (Dark
 * Balter the Terrible): after damage calculation, a monster this battle sent to the
 * Graveyard, whose opponent in the battle is still face-up in a Monster Zone with the
 * 'negate-battle-victims' code, gets 'effects-negated' for as long as it stays in the
 * Graveyard, so its triggers (Sangan's search, a flipped monster's Flip effect) do not
 * activate. Kept apart from battle.ts so the Damage Step stays one readable file.
 */
import { hasEffect } from './activeEffects.js';
import { isMonsterZone } from './zones.js';
import type { EngineContext } from './context.js';
import type { Tx } from './tx.js';

/** Called once damage calculation has destroyed what it destroys; `attacker` and `target` are the battling monsters. */
export function negateBattleVictims(tx: Tx, ctx: EngineContext, attacker: number, target: number | null): void {
  if (target === null || !ctx.scripts) return;
  for (const [victim, victor] of [[attacker, target], [target, attacker]] as const) {
    const v = tx.s.cards[victim]!;
    if (v.location !== 'graveyard') continue;
    const w = tx.s.cards[victor]!;
    if (!isMonsterZone(w.location) || !w.faceUp || !hasEffect(tx.s, ctx, { card: victor }, 'negate-battle-victims')) continue;
    tx.lingering().push({ code: 'effects-negated', source: w.passcode, affects: { card: victim, moves: v.moves }, value: null, until: 'permanent' });
  }
}
