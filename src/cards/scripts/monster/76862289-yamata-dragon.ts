/** Yamata Dragon (76862289): a Spirit; when it inflicts battle damage, its controller draws until they hold 5 cards. */
import { type CardScript, inflictsBattleDamage, spiritMonster } from '../facade.js';

export const yamataDragon: CardScript = spiritMonster(76862289, [
  {
    id: 'draw',
    kind: 'trigger',
    label: 'draw until you have 5 cards in your hand',
    categories: ['draw'],
    triggersOn: inflictsBattleDamage,
    resolve: (r) => {
      const missing = 5 - r.state.players[r.player].hand.length;
      if (missing > 0) r.draw(r.player, missing);
    },
  },
]);
