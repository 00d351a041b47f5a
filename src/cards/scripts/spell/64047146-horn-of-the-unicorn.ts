/** Horn of the Unicorn (64047146): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, sentFromField } from '../facade.js';

// Horn of the Unicorn (Equip): the equipped monster gains 700 ATK and DEF. When this card is sent from the field to the
// Graveyard, it is put on top of its owner's Deck (a mandatory trigger).
export const hornOfTheUnicorn: CardScript = equipSpell({
  passcode: 64047146,
  atk: 700,
  def: 700,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'to-deck',
      kind: 'trigger',
      label: 'put Horn of the Unicorn on top of your Deck',
      categories: [],
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard' && r.sourceStillThere()) r.returnToDeck([r.self], 'top');
      },
    },
  ],
});
