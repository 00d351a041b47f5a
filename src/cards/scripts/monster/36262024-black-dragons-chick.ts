/** Black Dragon's Chick (36262024): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { type CardScript, type EffectQuery, facts, summonableByEffect } from '../facade.js';

const RED_EYES = 'Red-Eyes Black Dragon';
const redEyesInHand = (q: EffectQuery): number[] =>
  q.state.players[q.player].hand.filter((id) => facts(q.state, id).name === RED_EYES && summonableByEffect(q.state, q.ctx, q.player, id));

export const blackDragonsChick: CardScript = {
  passcode: 36262024,
  effects: [
    {
      id: 'grow',
      kind: 'ignition',
      label: `send it to the Graveyard to Special Summon "${RED_EYES}" from your hand`,
      categories: ['special-summon'],
      condition: (q) => redEyesInHand(q).length > 0,
      cost: { self: 'send-to-graveyard' },
      resolve: (r) => {
        const candidates = redEyesInHand({ state: r.state, self: r.self, player: r.player, ctx: r.ctx });
        const [picked] = r.choose({ player: r.player, prompt: `Special Summon 1 "${RED_EYES}" from your hand`, candidates, min: 1, max: 1 });
        if (picked !== undefined) r.specialSummon(picked, r.player, r.choosePosition(RED_EYES));
      },
    },
  ],
};
