/** Black Pendant (65169794): scripted from our own wording of the card in data/cards/cards.json. */
import { type CardScript, equipSpell, sentFromField } from '../facade.js';

export const blackPendant: CardScript = equipSpell({
  passcode: 65169794,
  atk: 500,
  def: 0,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: '500 damage to your opponent',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      resolve: (r) => r.damage(r.opponent, 500),
    },
  ],
});
