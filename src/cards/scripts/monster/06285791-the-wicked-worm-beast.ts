/** The Wicked Worm Beast (6285791): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, stillFaceUpHere } from '../facade.js';

export const theWickedWormBeast: CardScript = {
  passcode: 6285791,
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'return it to the hand',
      categories: ['to-hand'],
      oncePerTurn: 'card',
      triggersOn: (q, e) => e.type === 'phase' && e.phase === 'end' && q.state.turnPlayer === q.player,
      resolve: (r) => {
        if (stillFaceUpHere(r)) r.returnToHand([r.self]);
      },
    },
  ],
};
