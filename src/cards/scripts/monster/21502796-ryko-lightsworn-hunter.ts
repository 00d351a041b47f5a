/** Ryko, Lightsworn Hunter (21502796): FLIP: destroy 1 card on the field, then mill the top 3 cards of its controller's Deck. */
import { type CardScript, flipEffect } from '../facade.js';

export const rykoLightswornHunter: CardScript = {
  passcode: 21502796,
  effects: [
    flipEffect({
      label: 'destroy 1 card on the field, then send the top 3 cards of your Deck to the Graveyard',
      categories: ['destroy-monster', 'destroy-spell-trap'],
      optional: true,
      targets: [{ what: 'card on the field', min: 1, max: 1, from: ['field'], side: 'both', includeSelf: true }],
      resolve: (r) => {
        r.destroy(r.targets(0));
        r.sendToGraveyard(r.state.players[r.player].deck.slice(0, 3));
      },
    }),
  ],
};
