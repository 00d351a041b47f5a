/** Butterfly Dagger - Elma (69243953): scripted from our own wording of the card in data/cards/text/goat-battle.json. */
import { type CardScript, equipSpell } from '../facade.js';

// Butterfly Dagger - Elma (April 2005 wording, no once per turn): the equipped monster gains 300
// ATK; when this card is destroyed and sent to the Graveyard, its owner may return it to their
// hand (an optional "when" trigger from the Graveyard).
export const butterflyDaggerElma: CardScript = equipSpell({
  passcode: 69243953,
  atk: 300,
  def: 0,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'return',
      kind: 'trigger',
      label: 'return Butterfly Dagger - Elma to your hand',
      categories: ['to-hand'],
      optional: true,
      when: true,
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'destroyed' && e.card === q.self && q.state.cards[q.self]!.location === 'graveyard',
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard' && r.sourceStillThere()) r.addToHand(r.self, 'graveyard');
      },
    },
  ],
});
