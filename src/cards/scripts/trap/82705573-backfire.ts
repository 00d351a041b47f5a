/** Backfire (82705573): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, facts, trapActivation } from '../facade.js';

export const backfire: CardScript = {
  // Backfire: while it is face-up, each time a FIRE monster you control is destroyed and sent to
  // the Graveyard, your opponent takes 500 damage (once for monsters destroyed together).
  passcode: 82705573,
  effects: [
    trapActivation({ resolve: () => {} }),
    {
      id: 'fire-destroyed',
      kind: 'trigger',
      label: 'your opponent takes 500 damage',
      categories: ['damage'],
      triggersOn: (q, e) => {
        if (e.type !== 'destroyed' || (e.controller ?? e.owner) !== q.player) return false;
        const card = q.state.cards[e.card]!;
        return card.location === 'graveyard' && facts(q.state, e.card).attribute === 'FIRE';
      },
      resolve: (r) => {
        if (r.sourceStillThere()) r.damage(r.opponent, 500);
      },
    },
  ],
};
