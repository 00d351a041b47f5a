/** Numinous Healer (2130625): scripted from our own wording of the card in data/cards/text/goat-traps.json. */
import { type CardScript, trapActivation } from '../facade.js';

export const numinousHealer: CardScript = {
  // Numinous Healer: gain 1000 Life Points, then 500 more for each "Numinous Healer" in your Graveyard.
  passcode: 2130625,
  effects: [
    trapActivation({
      resolve: (r) => {
        r.gainLp(r.player, 1000);
        r.gainLp(r.player, 500 * r.state.players[r.player].graveyard.filter((id) => r.facts(id).name === 'Numinous Healer').length);
      },
    }),
  ],
};
