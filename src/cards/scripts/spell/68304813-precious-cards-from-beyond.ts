/** Precious Cards from Beyond (68304813): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, continuousActivation, levelOf, tributesNeeded } from '../facade.js';

export const preciousCardsFromBeyond: CardScript = {
  // Precious Cards from Beyond (Continuous): each time you Tribute Summon a monster with 2 or more Tributes, you draw
  // 2 cards (a mandatory trigger). A monster of Level 7 or more is the one a Tribute Summon gives 2 Tributes for.
  passcode: 68304813,
  effects: [
    continuousActivation('spell'),
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 2 cards (Precious Cards from Beyond)',
      categories: ['draw'],
      triggersOn: (q, e) => e.type === 'normal-summon' && e.tribute && e.player === q.player && tributesNeeded(levelOf(q.state, e.card), q.state.format) >= 2,
      resolve: (r) => {
        if (r.sourceStillThere()) r.draw(r.player, 2);
      },
    },
  ],
};
