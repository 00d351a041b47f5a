/**
 * "While you control another monster of this Type, this card cannot be attacked" (Solar
 * Flare Dragon with Pyros, Soul-Absorbing Bone Tower with Zombies).
 */
import type { AnyContinuousEffect } from './engine.js';
import { facts, faceUpMonsters } from './queries.js';

/** The Continuous effect; "another monster" counts a face-down one only by what the rules know of it: not at all. */
export function cannotBeAttackedWhileAnother(race: string): AnyContinuousEffect {
  return {
    code: 'cannot-be-attacked',
    affects: (state, source, t) => {
      if (!('card' in t) || t.card !== source) return false;
      const controller = state.cards[source]!.controller;
      return faceUpMonsters(state, controller).some((id) => id !== source && facts(state, id).race === race);
    },
  };
}

