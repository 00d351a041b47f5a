/** Coffin Seller (65830223): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, opponentOf, trapActivation } from '../facade.js';

export const coffinSeller: CardScript = {
  // Coffin Seller: while it is face-up, each time a monster card is sent to your opponent's Graveyard, they take 300 damage
  // (once for monsters sent there together).
  passcode: 65830223,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'to-graveyard',
      kind: 'trigger',
      label: 'your opponent takes 300 damage',
      categories: ['damage'],
      triggersOn: (q, e) => {
        if (e.type !== 'sent-to-graveyard') return false;
        const card = q.state.cards[e.card]!;
        return card.location === 'graveyard' && card.owner === opponentOf(q.player) && facts(q.state, e.card).kind === 'monster';
      },
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 300);
      },
    },
  ],
};
