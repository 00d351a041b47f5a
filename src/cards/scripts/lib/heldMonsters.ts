/**
 * The `affects` test of a Continuous Trap's effects on the monster it holds (Shadow Spell; the
 * same test Spellbinding Circle and Nightmare Wheel each spell out): the monster bound to the
 * card, for as long as both stay where they are.
 */
import type { DuelState, EffectTarget } from './engine.js';
import { boundMonster } from './bindings.js';
import { targetCard } from './queries.js';

export function heldByCard(state: DuelState, source: number, t: EffectTarget): boolean {
  const id = targetCard(t);
  return id !== null && id === boundMonster(state, source);
}
