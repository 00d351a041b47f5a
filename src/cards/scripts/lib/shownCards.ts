/**
 * Picking among cards a player was shown or looked at (the opponent's hand for The Forceful
 * Sentry and Confiscation, the 5 cards of Painful Choice): the chooser's view has no name for
 * a hidden card, so the choice is made by name. The names are listed in name order, never
 * in hand or Deck order, which would tell the chooser where each card sits.
 */
import type { PlayerId, Resolution } from './engine.js';

/** `chooser` picks `count` of `ids` by name; returns the picked cards. */
export function pickShown(r: Resolution, chooser: PlayerId, ids: readonly number[], prompt: string, count = 1): number[] {
  if (ids.length === 0) return [];
  const sorted = [...ids].sort((a, b) => r.name(a).localeCompare(r.name(b)) || a - b);
  const at = r.choose({ player: chooser, prompt, candidates: sorted.map((_, i) => i), labels: sorted.map((id) => r.name(id)), min: Math.min(count, sorted.length), max: count });
  return at.map((i) => sorted[i]!);
}

/** `looker` looks at `owner`'s hand, then picks `count` of its cards by name. */
export function lookAtHandAndPick(r: Resolution, looker: PlayerId, owner: PlayerId, prompt: string, count = 1): number[] {
  const hand = [...r.state.players[owner].hand];
  r.look(looker, hand, 'hand');
  return pickShown(r, looker, hand, prompt, count);
}
