/** Blessings of the Nile (30653113): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, spellActivation } from '../facade.js';

export const blessingsOfTheNile: CardScript = {
  // Blessings of the Nile (Continuous): each time a card or cards are discarded from your hand to the Graveyard by an
  // effect of your opponent's card, you gain 1000 Life Points (once for cards discarded together; a mandatory trigger).
  passcode: 30653113,
  effects: [
    spellActivation({ resolve: () => {} }),
    {
      id: 'gain',
      kind: 'trigger',
      label: 'gain 1000 Life Points (Blessings of the Nile)',
      triggersOn: (q, e) =>
        e.type === 'sent-to-graveyard' && e.reason === 'discard' && e.from === 'hand' && e.byPlayer !== undefined && e.byPlayer !== q.player && q.state.cards[e.card]!.owner === q.player,
      resolve: (r) => {
        if (r.sourceStillThere()) r.gainLp(r.player, 1000);
      },
    },
  ],
};
