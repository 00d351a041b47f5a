/** Flip effects of the 2005 pool that share a shape beyond lib/flip.ts: reveal-and-destroy a Trap, and switching a battle position. */
import type { EffectDef, Resolution } from './engine.js';
import { faceUpMonster } from './queries.js';
import { revealAndDestroy, setOrFaceUp } from './templates.js';

const TRAP_SLOT = setOrFaceUp('trap');

/** "FLIP: target 1 Trap Card (a Set card is revealed); destroy it if it is a Trap" (Crimson Ninja, Reaper of the Cards). Not the Field Zone: a Set card there is a Field Spell. */
export function flipDestroyTrap(): Omit<EffectDef, 'id' | 'kind'> {
  return {
    label: 'destroy 1 Trap Card on the field (a Set card is revealed)',
    categories: ['destroy-trap'],
    targets: [{ ...TRAP_SLOT, filter: (q, id) => q.state.cards[id]!.location === 'spellTrap' && TRAP_SLOT.filter!(q, id) }],
    resolve: (r) => revealAndDestroy(r, 'trap'),
  };
}

/** Changes each still face-up target's battle position, Attack to Defense and back (Garuda, Otohime, Bite Shoes). */
export function switchPositions(r: Resolution, ids: readonly number[]): void {
  for (const id of ids) if (faceUpMonster(r.state, id)) r.changePosition(id, r.state.cards[id]!.position === 'attack' ? 'defense' : 'attack');
}
