/** Elephant Statue of Blessing (85166216): sent from the hand to the Graveyard by an opponent's card effect, its owner gains 2000 Life Points. */
import { type CardScript, sentByOpponentsEffect } from '../facade.js';

export const elephantStatueOfBlessing: CardScript = {
  passcode: 85166216,
  effects: [{ id: 'gain', kind: 'trigger', label: 'gain 2000 Life Points', triggersFrom: ['graveyard'], triggersOn: sentByOpponentsEffect(['hand']), resolve: (r) => r.gainLp(r.player, 2000) }],
};
