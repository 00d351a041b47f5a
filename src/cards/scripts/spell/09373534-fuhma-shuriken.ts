/** Fuhma Shuriken (9373534): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell, sentFromField } from '../facade.js';

// Fuhma Shuriken (Equip): only a "Ninja" monster; it gains 700 ATK. When this card is sent from the field to the
// Graveyard, your opponent takes 700 damage (a mandatory trigger).
export const fuhmaShuriken: CardScript = equipSpell({
  passcode: 9373534,
  atk: 700,
  def: 0,
  only: (f) => f.kind === 'monster' && f.name.includes('Ninja'),
  what: 'face-up "Ninja" monster to equip',
  effects: [
    {
      id: 'damage',
      kind: 'trigger',
      label: '700 damage to your opponent (Fuhma Shuriken)',
      categories: ['damage'],
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      resolve: (r) => r.damage(r.opponent, 700),
    },
  ],
});
