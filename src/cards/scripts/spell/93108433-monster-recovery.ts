/** Monster Recovery (93108433): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, spellActivation } from '../facade.js';

// Monster Recovery (Quick-Play): target 1 monster you control (and own); shuffle it and every card in your hand into your
// Deck, then draw as many cards as were in your hand.
export const monsterRecovery: CardScript = {
  passcode: 93108433,
  effects: [
    spellActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[q.player].hand.some((id) => id !== q.self),
      targets: [{ what: 'monster you control and own', min: 1, max: 1, from: ['monsters'], side: 'own', filter: (q, id) => q.state.cards[id]!.owner === q.player }],
      resolve: (r) => {
        const [target] = r.targets(0);
        const hand = [...r.state.players[r.player].hand];
        if (target === undefined || hand.length === 0) return;
        r.returnToDeck([target, ...hand], 'shuffle');
        r.draw(r.player, hand.length);
      },
    }),
  ],
};
