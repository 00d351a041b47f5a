/** Spirit of Flames (13522325): Special Summoned only by banishing 1 FIRE monster from the Graveyard; it gains 300 ATK during its controller's Battle Phase. */
import { banishAttribute, banishSummonMonster, type CardScript } from '../facade.js';

export const spiritOfFlames: CardScript = {
  ...banishSummonMonster(13522325, [banishAttribute('FIRE')]),
  continuous: [
    {
      code: 'change-stats',
      affects: (state, source, t) => 'card' in t && t.card === source && state.phase === 'battle' && state.turnPlayer === state.cards[source]!.controller,
      value: () => ({ atk: 300, def: 0 }),
    },
  ],
};
