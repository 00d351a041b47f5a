/** Minar (32539892): discarded from the hand to the Graveyard by an opponent's card effect, it inflicts 1000 damage to that opponent. */
import { type CardScript, sentByOpponentsEffect } from '../facade.js';

export const minar: CardScript = {
  passcode: 32539892,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'inflict 1000 damage to your opponent',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: sentByOpponentsEffect(['hand'], true),
      resolve: (r) => r.damage(r.opponent, 1000),
    },
  ],
};
