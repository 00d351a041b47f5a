/** Toon Cannon Soldier (79875176): a Toon that Tributes a monster to inflict 500 damage, as often as you like. */
import { type CardScript, monstersOn, toonMonster } from '../facade.js';

export const toonCannonSoldier: CardScript = {
  ...toonMonster(79875176, 0),
  effects: [
    {
      id: 'cannon',
      kind: 'ignition',
      label: 'Tribute 1 monster: 500 damage to your opponent',
      categories: ['damage'],
      cost: {
        custom: {
          what: 'Tribute 1 monster',
          can: (q) => monstersOn(q.state, q.player).length > 0,
          pay: (r) => r.tribute(r.choose({ player: r.player, prompt: 'Tribute 1 monster for Toon Cannon Soldier', candidates: monstersOn(r.state, r.player), min: 1, max: 1 })),
        },
      },
      resolve: (r) => r.damage(r.opponent, 500),
    },
  ],
};
