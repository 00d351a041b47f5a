/** Spring of Rebirth (94425169): scripted from our own wording of the card in data/cards/text/goat-st6.json. */
import { type CardScript, continuousActivation, facts } from '../facade.js';

export const springOfRebirth: CardScript = {
  // Spring of Rebirth (Continuous): each time a monster or monsters return from the field to their owner's hand, you
  // gain 500 Life Points (once for monsters returned together; a mandatory trigger). Returns to the hand are made by
  // Resolution.returnToHand, which card effects use only on cards on the field; a Fusion Monster going back to the
  // Extra Deck does not reach a hand.
  passcode: 94425169,
  effects: [
    continuousActivation('spell'),
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 500 Life Points (Spring of Rebirth)',
      triggersOn: (q, e) => e.type === 'returned-to-hand' && q.state.cards[e.card]!.location === 'hand' && facts(q.state, e.card).kind === 'monster',
      resolve: (r) => {
        if (r.sourceStillThere()) r.gainLp(r.player, 500);
      },
    },
  ],
};
