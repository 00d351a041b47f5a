/** Needle Worm (81843628): FLIP: the top 5 cards of the opponent's Deck go to the Graveyard. */
import { type CardScript, flipMonster } from '../facade.js';

export const needleWorm: CardScript = flipMonster(81843628, {
  label: "send the top 5 cards of your opponent's Deck to the Graveyard",
  resolve: (r) => r.sendToGraveyard(r.state.players[r.opponent].deck.slice(0, 5)),
});
