/**
 * Once per Chain. Official rulings (Konami's card rulings for Ultimate Offering and Skull
 * Lair, and the general rule they apply): an effect of a card cannot be activated again
 * while that same effect of that same card is already on the Chain being built, unless
 * the card says it may be. Another copy of the card is another card and may still be
 * activated. A negated link still counts: it was activated on this Chain.
 */
import type { EffectDef } from './effects/api.js';
import type { DuelState } from './types.js';

/** Is this effect of this card already a link of the current Chain (and the card does not allow a second one)? */
export function alreadyOnChain(state: DuelState, cardId: number, def: EffectDef): boolean {
  if (def.multiplePerChain || state.chain.length === 0) return false;
  for (const link of state.chain) if (link.card === cardId && link.effect === def.id) return true;
  return false;
}
