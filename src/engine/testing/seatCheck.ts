/**
 * A fuzz check for Shadow Games tag duels (shadow.teams), beside the structural invariants
 * (which list set-aside piles like any other): a mage's set-aside piles hold only that
 * mage's own Magic, so a hand-over sorts every card back to the mage whose Deck it came from.
 */
import { SEAT_PILES } from '../shadow/types.js';
import type { DuelState } from '../types.js';

export function seatProblems(state: DuelState): string | null {
  for (const m of state.shadow?.mages ?? []) {
    if (!m.aside || !m.magic) continue;
    const mine = new Set(m.magic);
    for (const key of SEAT_PILES) {
      const stray = m.aside[key].find((id) => !mine.has(id));
      if (stray !== undefined) return `card ${stray} is in ${m.mage.name}'s set-aside ${key} but is not their Magic`;
    }
  }
  return null;
}
