/**
 * Traps that do nothing when activated but act when destroyed while Set and sent to the
 * Graveyard (Statue of the Wicked, Dark Coffin): the trigger's condition, shared.
 */
import type { DuelEvent, EffectQuery } from './engine.js';

/** "When this Set card is destroyed and sent to the Graveyard": it was face-down when destroyed and is now in the Graveyard. */
export const destroyedWhileSet = (q: EffectQuery, e: DuelEvent): boolean =>
  e.type === 'destroyed' && e.card === q.self && e.wasFaceUp === false && q.state.cards[q.self]!.location === 'graveyard';
