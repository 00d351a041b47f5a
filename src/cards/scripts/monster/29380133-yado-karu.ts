/** Yado Karu (29380133): changed from Attack to Defense Position, it may put any number of cards from the hand on the bottom of the Deck, in an order its controller picks. */
import { type CardScript, changedPosition } from '../facade.js';

export const yadoKaru: CardScript = {
  passcode: 29380133,
  effects: [
    {
      id: 'to-deck',
      kind: 'trigger',
      label: 'put cards from your hand on the bottom of your Deck',
      optional: true,
      triggersOn: changedPosition('attack', 'defense'),
      condition: (q) => q.state.players[q.player].hand.length > 0,
      resolve: (r) => {
        const hand = [...r.state.players[r.player].hand].sort((a, b) => a - b);
        if (hand.length === 0) return;
        // Picked one by one: the first card picked goes to the bottom first, so the last ends up lowest.
        const picked = r.choose({ player: r.player, prompt: 'Choose the cards to put on the bottom of your Deck, in the order they go under it', candidates: hand, min: 1, max: hand.length });
        r.returnToDeck(picked, 'top');
        r.putOnDeckBottom(r.player, picked);
      },
    },
  ],
};
