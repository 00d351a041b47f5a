/** Armed Ninja (9076207): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, revealAndDestroy, setOrFaceUp } from '../facade.js';

export const armedNinja: CardScript = {
  passcode: 9076207,
  effects: [
    {
      id: 'flip',
      kind: 'flip',
      label: 'destroy 1 Spell card',
      categories: ['destroy-spell-trap'],
      targets: [setOrFaceUp('spell')],
      resolve: (r) => revealAndDestroy(r, 'spell'),
    },
  ],
};
