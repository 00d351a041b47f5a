/** Waboku (12607053): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript } from '../facade.js';

export const waboku: CardScript = {
  // Waboku: for the rest of the turn you take no battle damage and your monsters are not destroyed by battle.
  passcode: 12607053,
  effects: [
    {
      id: 'activate',
      kind: 'trap',
      resolve: (r) => {
        r.addEffect('no-battle-damage', { player: r.player }, null);
        r.addEffect('cannot-be-destroyed-by-battle', { monstersOf: r.player }, null);
      },
    },
  ],
};
