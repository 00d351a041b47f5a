/** Malevolent Nuzzler (99597615): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, equipSpell, sentFromField } from '../facade.js';

export const malevolentNuzzler: CardScript = equipSpell({
  passcode: 99597615,
  atk: 700,
  def: 0,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      optional: true,
      label: 'pay 500 LP to put it on top of your Deck',
      cost: { lp: 500 },
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => sentFromField(q, e) && q.state.players[q.player].lp >= 500,
      resolve: (r) => {
        if (r.sourceStillThere() && r.state.cards[r.self]!.location === 'graveyard') r.returnToDeck([r.self], 'top');
      },
    },
  ],
});
