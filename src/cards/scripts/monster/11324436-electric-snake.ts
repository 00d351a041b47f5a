/** Electric Snake (11324436): discarded from the hand to the Graveyard by an opponent's card effect, its owner draws 2 cards. */
import { type CardScript, sentByOpponentsEffect } from '../facade.js';

export const electricSnake: CardScript = {
  passcode: 11324436,
  effects: [
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 2 cards',
      categories: ['draw'],
      triggersFrom: ['graveyard'],
      triggersOn: sentByOpponentsEffect(['hand'], true),
      resolve: (r) => void r.draw(r.player, 2),
    },
  ],
};
