/** Penguin Knight (36039163): sent from the Deck to the Graveyard by an opponent's card effect, its owner shuffles their Graveyard into their Deck. */
import { type CardScript, sentByOpponentsEffect } from '../facade.js';

export const penguinKnight: CardScript = {
  passcode: 36039163,
  effects: [
    {
      id: 'reform',
      kind: 'trigger',
      label: 'shuffle your Graveyard into your Deck',
      categories: [],
      triggersFrom: ['graveyard'],
      triggersOn: sentByOpponentsEffect(['deck']),
      resolve: (r) => r.returnToDeck([...r.state.players[r.player].graveyard], 'shuffle'),
    },
  ],
};
