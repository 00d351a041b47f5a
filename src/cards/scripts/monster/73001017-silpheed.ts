/** Silpheed (73001017): Special Summoned only by banishing 1 WIND monster from the Graveyard; destroyed by battle, the opponent discards 1 card at random. */
import { banishAttribute, banishSummonMonster, type CardScript, destroyedByBattleToGraveyard, opponentDiscardsAtRandom } from '../facade.js';

export const silpheed: CardScript = {
  ...banishSummonMonster(73001017, [banishAttribute('WIND')]),
  effects: [
    {
      id: 'discard',
      kind: 'trigger',
      label: 'your opponent discards 1 card at random',
      triggersFrom: ['graveyard'],
      triggersOn: destroyedByBattleToGraveyard,
      resolve: (r) => opponentDiscardsAtRandom(r),
    },
  ],
};
