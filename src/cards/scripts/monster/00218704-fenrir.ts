/** Fenrir (218704): Special Summoned only by banishing 2 WATER monsters from your Graveyard; when it destroys a monster by battle, the opponent skips their next Draw Phase. */
import { banishAttribute, banishSummonMonster, type CardScript, destroysByBattle } from '../facade.js';

export const fenrir: CardScript = {
  ...banishSummonMonster(218704, [banishAttribute('WATER'), banishAttribute('WATER')]),
  effects: [
    {
      id: 'skip-draw',
      kind: 'trigger',
      label: 'your opponent skips their next Draw Phase',
      triggersOn: destroysByBattle,
      resolve: (r) => r.addEffect('skip-draw-phase', { player: r.opponent }, null, 'permanent', 1),
    },
  ],
};
