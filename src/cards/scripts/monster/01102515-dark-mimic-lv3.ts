/** Dark Mimic LV3 (1102515): destroyed by battle and sent to the Graveyard, its owner draws 1 card, or 2 if Dark Mimic LV1's effect Special Summoned it. */
import { type CardScript, destroyedByBattleToGraveyard, type DuelState } from '../facade.js';

/**
 * Was it on the field, just before this last move, as a monster Special Summoned by a LV
 * effect? The 'summoned-by-level-up' mark stays in the list after the card moves, on the
 * card as it was (`moves` one lower), so the Graveyard trigger can still read it.
 */
function leveledUpBeforeItLeft(state: DuelState, self: number): boolean {
  const moves = state.cards[self]!.moves - 1;
  return state.lingering.some((e) => e.code === 'summoned-by-level-up' && 'card' in e.affects && e.affects.card === self && e.affects.moves === moves);
}

export const darkMimicLv3: CardScript = {
  passcode: 1102515,
  effects: [
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 1 card (2 if it was Special Summoned by Dark Mimic LV1)',
      categories: ['draw'],
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => void r.draw(r.player, leveledUpBeforeItLeft(r.state, r.self) ? 2 : 1),
    },
  ],
};
