/** Good Goblin Housekeeping (9744376): scripted from our own wording of the card in data/cards/text/goat-st-2.json. */
import { type CardScript, type DuelState, facts, type PlayerId, trapActivation } from '../facade.js';

/** 1 card, plus 1 for each "Good Goblin Housekeeping" in the player's Graveyard. */
const drawCount = (state: DuelState, player: PlayerId): number => 1 + state.players[player].graveyard.filter((id) => facts(state, id).name === 'Good Goblin Housekeeping').length;

export const goodGoblinHousekeeping: CardScript = {
  // Good Goblin Housekeeping: draw 1 card plus 1 for each "Good Goblin Housekeeping" in your Graveyard (counted as it
  // resolves, this card not yet there), then put 1 card from your hand on the bottom of your Deck.
  passcode: 9744376,
  effects: [
    trapActivation({
      categories: ['draw'],
      condition: (q) => q.state.players[q.player].deck.length >= drawCount(q.state, q.player),
      resolve: (r) => {
        r.draw(r.player, drawCount(r.state, r.player));
        const hand = r.state.players[r.player].hand;
        if (hand.length === 0) return;
        const [back] = r.choose({ player: r.player, prompt: 'Put 1 card from your hand on the bottom of your Deck', candidates: [...hand], min: 1, max: 1 });
        if (back === undefined) return;
        r.returnToDeck([back], 'top');
        r.putOnDeckBottom(r.player, [back]);
      },
    }),
  ],
};
