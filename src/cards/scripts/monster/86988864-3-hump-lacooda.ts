/** 3-Hump Lacooda (86988864): with 3 face-up "3-Hump Lacooda" on its controller's field, Tribute 2 of them to draw 3 cards. */
import { type CardScript, drawCards, faceUpMonsters, facts, type EffectQuery } from '../facade.js';

const NAME = '3-Hump Lacooda';
const lacoodas = (q: EffectQuery): number[] => faceUpMonsters(q.state, q.player).filter((id) => facts(q.state, id).name === NAME);

export const threeHumpLacooda: CardScript = {
  passcode: 86988864,
  effects: [
    {
      id: 'draw',
      kind: 'ignition',
      label: 'Tribute 2 "3-Hump Lacooda" to draw 3 cards',
      ...drawCards(3),
      condition: (q) => lacoodas(q).length >= 3 && q.state.players[q.player].deck.length >= 3,
      cost: {
        custom: {
          what: '3 face-up "3-Hump Lacooda" (2 to Tribute)',
          can: (q) => lacoodas(q).length >= 3,
          pay: (r) => {
            const q = { state: r.state, self: r.self, player: r.player, ctx: r.ctx };
            const picked = r.choose({ player: r.player, prompt: 'Tribute 2 "3-Hump Lacooda"', candidates: lacoodas(q).sort((a, b) => a - b), min: 2, max: 2 });
            r.tribute(picked);
            return picked;
          },
        },
      },
    },
  ],
};
