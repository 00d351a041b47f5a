/** Lady Ninja Yae (82005435): scripted from our own wording in data/cards/text/cards-mon-a.json. */
import { attributeIs, type CardScript, facts, spellTrapsOn } from '../facade.js';

export const ladyNinjaYae: CardScript = {
  passcode: 82005435,
  effects: [
    {
      id: 'gust',
      kind: 'ignition',
      label: "discard 1 WIND monster to return every Spell and Trap Card your opponent controls to the hand",
      categories: ['to-hand'],
      condition: (q) => spellTrapsOn(q.state, q.player === 0 ? 1 : 0).length > 0,
      cost: { discard: 1, discardOnly: { what: 'WIND monster', filter: (q, id) => attributeIs('WIND')(facts(q.state, id)) } },
      resolve: (r) => void r.returnToHand(spellTrapsOn(r.state, r.opponent)),
    },
  ],
};
