/** Woodland Sprite (6979239): send 1 Equip Card equipped to it to the Graveyard to inflict 500 damage to the opponent (as often as it has Equip Cards). */
import { type CardScript, type EffectQuery, spellTrapsOn } from '../facade.js';

/** Equip Cards on either field equipped to this card. */
const equipsOnIt = (q: EffectQuery): number[] => spellTrapsOn(q.state).filter((id) => q.state.cards[id]!.faceUp && q.state.cards[id]!.equippedTo === q.self).sort((a, b) => a - b);

export const woodlandSprite: CardScript = {
  passcode: 6979239,
  effects: [
    {
      id: 'damage',
      kind: 'ignition',
      label: 'send 1 Equip Card equipped to it to the Graveyard to inflict 500 damage',
      categories: ['damage'],
      cost: {
        custom: {
          what: '1 Equip Card equipped to Woodland Sprite',
          can: (q) => equipsOnIt(q).length > 0,
          pay: (r) => {
            const picked = r.choose({ player: r.player, prompt: 'Send 1 Equip Card equipped to Woodland Sprite to the Graveyard', candidates: equipsOnIt({ state: r.state, self: r.self, player: r.player, ctx: r.ctx }), min: 1, max: 1 });
            r.sendToGraveyard(picked, 'cost');
            return picked;
          },
        },
      },
      resolve: (r) => r.damage(r.opponent, 500),
    },
  ],
};
