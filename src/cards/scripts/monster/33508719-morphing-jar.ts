/** Morphing Jar (33508719): FLIP: both players discard their whole hands, then each draws 5 cards. */
import { type CardScript, flipMonster } from '../facade.js';

export const morphingJar: CardScript = flipMonster(33508719, {
  label: 'both players discard their hands and draw 5 cards',
  categories: ['draw'],
  resolve: (r) => {
    for (const p of [r.player, r.opponent]) r.discard(p, [...r.state.players[p].hand]);
    for (const p of [r.player, r.opponent]) r.draw(p, 5);
  },
});
