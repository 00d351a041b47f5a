/** Curse of Aging (41398771): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, faceUpMonsters, trapActivation } from '../facade.js';

export const curseOfAging: CardScript = {
  // Curse of Aging: discard 1 card; every face-up monster your opponent controls loses 500 ATK and DEF until the end of the turn.
  passcode: 41398771,
  effects: [
    trapActivation({
      categories: ['stat-change'],
      damageStep: true,
      cost: { discard: 1 },
      resolve: (r) => {
        for (const id of faceUpMonsters(r.state, r.opponent)) r.changeStats(id, -500, -500);
      },
    }),
  ],
};
