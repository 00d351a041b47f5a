/** Card Destruction (72892473): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, opponentOf, type PlayerId, spellActivation } from '../facade.js';

export const cardDestruction: CardScript = {
  // Card Destruction: both hands are discarded, then each player draws as many as they discarded.
  // As in ygopro: someone must have a card to discard, and each player must be able to draw that many.
  passcode: 72892473,
  effects: [
    spellActivation({
      categories: ['draw'],
      condition: (q) => {
        const mine = q.state.players[q.player].hand.filter((id) => id !== q.self).length;
        const theirs = q.state.players[opponentOf(q.player)].hand.length;
        return mine + theirs > 0 && q.state.players[q.player].deck.length >= mine && q.state.players[opponentOf(q.player)].deck.length >= theirs;
      },
      resolve: (r) => {
        const order: PlayerId[] = [r.state.turnPlayer, opponentOf(r.state.turnPlayer)];
        const counts = order.map((p) => r.state.players[p].hand.length);
        order.forEach((p) => r.discard(p, [...r.state.players[p].hand]));
        order.forEach((p, i) => r.draw(p, counts[i]!));
      },
    }),
  ],
};
