/** Kuriboh (40640057): during damage calculation in the opponent's turn, discard it from the hand: its owner takes no battle damage from that battle. */
import type { CardScript, DuelState } from '../facade.js';

/** The window during damage calculation is open (the 2005 Damage Step's 'damage-calc'). */
const duringDamageCalculation = (state: DuelState): boolean => state.pending?.kind === 'respond' && state.pending.window === 'damage-calc';

export const kuriboh: CardScript = {
  passcode: 40640057,
  effects: [
    {
      id: 'no-damage',
      kind: 'quick',
      label: 'discard it: you take no battle damage from this battle',
      activateFrom: 'hand',
      duringDamageCalculation: true,
      condition: (q) => q.state.turnPlayer !== q.player && q.state.battle !== null && duringDamageCalculation(q.state),
      cost: { self: 'discard' },
      resolve: (r) => r.addEffect('no-battle-damage', { player: r.player }, null, 'end-of-damage-step'),
    },
  ],
};
