/** Photon Thrasher (65367484): Special Summoned from the hand while its owner controls no monsters; it cannot attack unless its controller controls another monster. */
import { type CardScript, monsterCount, monstersOn, summonsItselfFromHandIf } from '../facade.js';

export const photonThrasher: CardScript = {
  ...summonsItselfFromHandIf(65367484, (state, player) => monsterCount(state, player) === 0),
  continuous: [
    {
      code: 'cannot-attack',
      affects: (state, source, target) => 'card' in target && target.card === source && monstersOn(state, state.cards[source]!.controller).length < 2,
    },
  ],
};
