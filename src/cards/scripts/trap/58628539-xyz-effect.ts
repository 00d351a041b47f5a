/** Xyz Effect (58628539): when its activator Xyz Summons, it destroys 1 card on the field. */
import { type CardScript, trapActivation } from '../facade.js';
import type { DuelState, PlayerId } from '../facade.js';

/** The Xyz Summon by `player` that is the last thing that happened. */
function justXyzSummoned(state: DuelState, player: PlayerId): boolean {
  const e = state.window?.kind === 'summoned' ? state.window.event : null;
  return e?.type === 'special-summon' && e.procedure === 'xyz' && e.player === player;
}

export const xyzEffect: CardScript = {
  passcode: 58628539,
  effects: [
    trapActivation({
      categories: ['destroy-monster', 'destroy-spell-trap'],
      condition: (q) => justXyzSummoned(q.state, q.player),
      targets: [{ what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both' }],
      resolve: (r) => {
        const [target] = r.targets(0);
        if (target !== undefined) r.destroy([target]);
      },
    }),
  ],
};
