/** Fire Sorcerer (27132350): FLIP: banish 2 cards at random from its controller's hand to inflict 800 damage to the opponent. */
import { type CardScript, flipMonster } from '../facade.js';

export const fireSorcerer: CardScript = flipMonster(27132350, {
  label: 'banish 2 random cards from your hand to inflict 800 damage',
  categories: ['banish', 'damage'],
  resolve: (r) => {
    // With fewer than 2 cards in the hand nothing is banished and no damage is inflicted.
    const hand = [...r.state.players[r.player].hand];
    if (hand.length < 2) return;
    const first = r.randomPick(hand)!;
    const second = r.randomPick(hand.filter((id) => id !== first))!;
    r.banish([first, second]);
    r.damage(r.opponent, 800);
  },
});
