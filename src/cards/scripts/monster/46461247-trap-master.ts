/** Trap Master (46461247): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, revealAndDestroy, setOrFaceUp } from '../facade.js';

export const trapMaster: CardScript = {
  passcode: 46461247,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'destroy 1 Trap card',
      categories: ['destroy-trap'],
      targets: [setOrFaceUp('trap')],
      resolve: (r) => revealAndDestroy(r, 'trap'),
    },
  ],
};
