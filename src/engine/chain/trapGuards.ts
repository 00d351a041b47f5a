/**
 * "Negate any Trap effects that target this card on the field, and if you do, destroy that
 * Trap Card" (Fiend Skull Dragon): as a Trap's chain link resolves, if one of its targets
 * is still that face-up monster (code 'negate-targeting-traps'), the Trap's effect is
 * negated and the Trap Card destroyed. No chain link of its own: a Continuous effect.
 */
import { hasEffect } from '../activeEffects.js';
import { scriptIndex } from '../scriptIndex.js';
import { isMonsterZone, moveCard } from '../zones.js';
import type { EngineContext } from '../context.js';
import type { Tx } from '../tx.js';
import type { ChainLink, DuelState } from '../types.js';

/** Does the Trap of `link` target a monster that negates Traps targeting it? */
function targetsGuardedMonster(state: DuelState, ctx: EngineContext, link: ChainLink): boolean {
  if (!ctx.scripts || !scriptIndex(state, ctx).continuousCodes.has('negate-targeting-traps')) return false;
  return link.targets.some((slot) =>
    slot.some((t) => {
      const card = state.cards[t.id];
      return card !== undefined && card.moves === t.moves && isMonsterZone(card.location) && card.faceUp && hasEffect(state, ctx, { card: t.id }, 'negate-targeting-traps');
    }),
  );
}

/** Negates the Trap link at `index` and destroys its card if it targets such a monster; true if it did. */
export function guardAgainstTargetingTrap(tx: Tx, ctx: EngineContext, index: number): boolean {
  const link = tx.s.chain[index]!;
  if (link.negated !== null || !targetsGuardedMonster(tx.s, ctx, link)) return false;
  tx.chainLink(index).negated = 'effect';
  tx.emit({ type: 'negated', card: link.card, what: 'effect', link: index + 1 });
  const card = tx.s.cards[link.card]!;
  if (card.moves === link.sourceMoves && (card.location === 'spellTrap' || card.location === 'field')) {
    const from = card.location;
    moveCard(tx, link.card, { to: 'graveyard', faceUp: true });
    tx.emit({ type: 'destroyed', card: link.card, by: 'effect', owner: card.owner, wasFaceUp: true });
    tx.emit({ type: 'sent-to-graveyard', card: link.card, reason: 'destroyed', from });
  }
  return true;
}
