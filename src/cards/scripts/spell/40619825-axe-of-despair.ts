/** Axe of Despair (40619825): scripted from our own wording of the card in data/cards/text/cards-spells.json. */
import { type CardScript, equipSpell, sentFromField, tributeCost } from '../facade.js';

export const axeOfDespair: CardScript = equipSpell({
  // +1000 ATK. When it is sent from the field to the Graveyard, its owner may Tribute 1 monster
  // to put it on top of the Deck (an optional "when" trigger: it can miss its timing).
  passcode: 40619825,
  atk: 1000,
  def: 0,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'Tribute 1 monster to put Axe of Despair on top of your Deck',
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: sentFromField,
      cost: tributeCost('1 monster to put Axe of Despair on top of your Deck'),
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard' && r.sourceStillThere()) r.returnToDeck([r.self], 'top');
      },
    },
  ],
});
