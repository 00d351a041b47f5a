/** Des Koala (69579761): FLIP: 400 damage to the opponent for each card in their hand. */
import { type CardScript, flipMonster } from '../facade.js';

export const desKoala: CardScript = flipMonster(69579761, {
  label: "400 damage for each card in your opponent's hand",
  categories: ['damage'],
  resolve: (r) => r.damage(r.opponent, 400 * r.state.players[r.opponent].hand.length),
});
