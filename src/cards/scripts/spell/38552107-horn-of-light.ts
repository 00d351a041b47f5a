/** Horn of Light (38552107): scripted from our own wording of the card in data/cards/text/goat-st-5.json. */
import { type CardScript, equipSpell, sentFromField } from '../facade.js';

export const hornOfLight: CardScript = equipSpell({
  // Horn of Light (Equip): the equipped monster gains 800 DEF. When this card is sent from the field to the Graveyard,
  // its owner may pay 500 Life Points to put it on top of the Deck (an optional "when" trigger: it can miss its timing).
  passcode: 38552107,
  atk: 0,
  def: 800,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'pay 500 Life Points to put Horn of Light on top of your Deck',
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      cost: { lp: 500 },
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard' && r.sourceStillThere()) r.returnToDeck([r.self], 'top');
      },
    },
  ],
});
