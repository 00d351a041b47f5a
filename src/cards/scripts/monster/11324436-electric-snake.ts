/** Electric Snake (11324436): discarded from the hand to the Graveyard by an opponent's card effect, its owner draws 2 cards. */
import { type CardScript } from '../facade.js';

export const electricSnake: CardScript = {
  passcode: 11324436,
  effects: [
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 2 cards',
      categories: ['draw'],
      triggersFrom: ['graveyard'],
      // Only a discard (not a card sent from the hand some other way) by the opponent's effect.
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self && e.reason === 'discard' && e.from === 'hand' && e.byPlayer !== undefined && e.byPlayer !== q.player,
      resolve: (r) => void r.draw(r.player, 2),
    },
  ],
};
