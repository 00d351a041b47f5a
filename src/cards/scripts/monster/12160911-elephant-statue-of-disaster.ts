/** Elephant Statue of Disaster (12160911): sent from the hand to the Graveyard by an opponent's card effect, it inflicts 2000 damage to that opponent. */
import { type CardScript, sentByOpponentsEffect } from '../facade.js';

export const elephantStatueOfDisaster: CardScript = {
  passcode: 12160911,
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: 'inflict 2000 damage to your opponent',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: sentByOpponentsEffect(['hand']),
      resolve: (r) => r.damage(r.opponent, 2000),
    },
  ],
};
