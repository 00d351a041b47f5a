/** Continuous ATK changes a face-up monster gives others by their Attribute (Milus Radiant, Little Chimera). */
import type { AnyContinuousEffect } from './engine.js';
import { facts, targetCard } from './queries.js';

/** Every face-up monster on the field with an Attribute named in `atkBy` gains (or loses) that much ATK. */
export function attributeAtkAura(atkBy: Readonly<Record<string, number>>): AnyContinuousEffect {
  const change = (attribute: string | null): number | undefined => (attribute === null ? undefined : atkBy[attribute]);
  return {
    code: 'change-stats',
    affects: (state, _source, t) => targetCard(t) !== null && change(facts(state, targetCard(t)!).attribute) !== undefined,
    value: (state, _source, t) => ({ atk: change(facts(state, targetCard(t)!).attribute) ?? 0, def: 0 }),
  };
}
