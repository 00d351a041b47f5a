/** Lady Assailant of Flames (90147755): FLIP: banish the top 3 cards of your Deck to inflict 800 damage to your opponent. */
import { type CardScript, flipMonster } from '../facade.js';

export const ladyAssailantOfFlames: CardScript = flipMonster(90147755, {
  label: 'banish the top 3 cards of your Deck to inflict 800 damage',
  categories: ['banish', 'damage'],
  resolve: (r) => {
    // With fewer than 3 cards in the Deck nothing is banished and no damage is inflicted.
    const deck = r.state.players[r.player].deck;
    if (deck.length < 3) return;
    r.banish(deck.slice(0, 3));
    r.damage(r.opponent, 800);
  },
});
