/** Jar Robber (33784505): scripted from our own wording of the card in data/cards/text/goat-st-4.json. */
import { type CardScript, opponentActivatedNamed, spellActivation } from '../facade.js';

// Jar Robber (Quick-Play): when "Pot of Greed" is activated, negate its effect and draw 1 card.
export const jarRobber: CardScript = {
  passcode: 33784505,
  effects: [
    spellActivation({
      categories: ['negate', 'draw'],
      condition: (q) => opponentActivatedNamed(q, 'Pot of Greed', 'any') !== null && q.state.players[q.player].deck.length > 0,
      resolve: (r) => {
        const at = r.previousLink();
        if (!r.state.chain[at]) return;
        r.negateEffect(at);
        r.draw(r.player, 1);
      },
    }),
  ],
};
