/** Magical Merchant (32362575): FLIP: dig to the first Spell or Trap of your Deck; take it, the cards above it go to the Graveyard. */
import { type CardScript, flipMonster } from '../facade.js';

export const magicalMerchant: CardScript = flipMonster(32362575, {
  label: 'pick up cards from your Deck until a Spell or Trap',
  categories: ['to-hand'],
  resolve: (r) => {
    const deck = [...r.state.players[r.player].deck];
    const at = deck.findIndex((id) => r.facts(id).kind !== 'monster');
    if (at < 0) {
      // No Spell or Trap left: every card is shown, none is sent, and the Deck is shuffled.
      r.reveal(r.player, deck);
      r.shuffleDeck(r.player);
      return;
    }
    const picked = deck.slice(0, at + 1);
    r.reveal(r.player, picked);
    r.addToHand(picked[at]!, 'deck');
    r.sendToGraveyard(picked.slice(0, at));
  },
});
