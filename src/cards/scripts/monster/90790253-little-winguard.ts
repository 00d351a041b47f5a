/** Little-Winguard (90790253): once per turn, in its controller's End Phase, they may change its battle position. */
import { type CardScript, ownEndPhase, stillFaceUpHere, switchPositions } from '../facade.js';

export const littleWinguard: CardScript = {
  passcode: 90790253,
  effects: [
    {
      id: 'switch',
      kind: 'trigger',
      label: 'change the battle position of this card',
      categories: ['position'],
      optional: true,
      oncePerTurn: 'card',
      triggersOn: ownEndPhase,
      resolve: (r) => {
        if (stillFaceUpHere(r)) switchPositions(r, [r.self]);
      },
    },
  ],
};
