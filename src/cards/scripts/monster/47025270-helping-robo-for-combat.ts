/** Helping Robo for Combat (47025270): when it destroys an opponent's monster by battle, its controller draws 1 card, then puts 1 card from the hand on the bottom of the Deck. */
import { type CardScript, destroysByBattle } from '../facade.js';

export const helpingRoboForCombat: CardScript = {
  passcode: 47025270,
  effects: [
    {
      id: 'draw',
      kind: 'trigger',
      label: 'draw 1 card, then put 1 card from your hand on the bottom of your Deck',
      categories: ['draw'],
      triggersOn: (q, e) => destroysByBattle(q, e) && e.type === 'destroyed' && e.owner !== q.player,
      resolve: (r) => {
        if (r.draw(r.player, 1).length === 0) return;
        const hand = [...r.state.players[r.player].hand].sort((a, b) => a - b);
        const picked = r.choose({ player: r.player, prompt: 'Put 1 card from your hand on the bottom of your Deck', candidates: hand, min: 1, max: 1 });
        // leaveField puts a card going to the Deck at its bottom unless told 'top'.
        for (const id of picked) r.leaveField(id, 'deck');
      },
    },
  ],
};
