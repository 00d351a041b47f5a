/** Dark Scorpion - Chick the Yellow (61587183): its battle damage lets its controller return 1 card on the field to the hand, or look at the opponent's top card and put it back on the top or the bottom. */
import { battleDamageChoices, type CardScript } from '../facade.js';

export const darkScorpionChickTheYellow: CardScript = {
  passcode: 61587183,
  effects: [
    battleDamageChoices([
      {
        label: "return 1 card on the field to its owner's hand",
        target: { what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both', includeSelf: true },
        resolve: (r, targets) => r.returnToHand(targets),
      },
      {
        label: "look at the top card of your opponent's Deck and put it on the top or the bottom",
        possible: (q) => q.state.players[q.player === 0 ? 1 : 0].deck.length > 0,
        resolve: (r) => {
          const top = r.state.players[r.opponent].deck[0];
          if (top === undefined) return;
          r.look(r.player, [top], 'deck');
          const [where] = r.choose({ player: r.player, prompt: 'Put that card back', candidates: [0, 1], labels: ['on top of the Deck', 'at the bottom of the Deck'], min: 1, max: 1 });
          if (where === 1) r.putOnDeckBottom(r.opponent, [top]);
        },
      },
    ]),
  ],
};
