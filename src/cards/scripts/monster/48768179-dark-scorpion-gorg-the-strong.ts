/** Dark Scorpion - Gorg the Strong (48768179): its battle damage lets its controller put 1 monster the opponent controls on top of its owner's Deck, or send the top card of the opponent's Deck to the Graveyard. */
import { battleDamageChoices, type CardScript, millOpponent } from '../facade.js';

export const darkScorpionGorgTheStrong: CardScript = {
  passcode: 48768179,
  effects: [
    battleDamageChoices([
      {
        label: "return 1 monster your opponent controls to the top of its owner's Deck",
        target: { what: 'monster your opponent controls', min: 1, max: 1, from: ['monsters'], side: 'opponent' },
        resolve: (r, targets) => r.returnToDeck(targets, 'top'),
      },
      millOpponent(1),
    ]),
  ],
};
