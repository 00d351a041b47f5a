/** Sword of Deep-Seated (98495314): scripted from our own wording of the card in data/cards/text/goat-spells.json. */
import { type CardScript, equipSpell } from '../facade.js';

// Sword of Deep-Seated (Equip): the equipped monster gains 500 ATK and DEF. When this card is sent to the Graveyard,
// from anywhere, it is put on top of its owner's Deck (a mandatory trigger).
export const swordOfDeepSeated: CardScript = equipSpell({
  passcode: 98495314,
  atk: 500,
  def: 500,
  what: 'face-up monster to equip',
  effects: [
    {
      id: 'to-deck',
      kind: 'trigger',
      label: 'put Sword of Deep-Seated on top of your Deck',
      categories: [],
      triggersFrom: ['graveyard'],
      triggersOn: (q, e) => e.type === 'sent-to-graveyard' && e.card === q.self,
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard' && r.sourceStillThere()) r.returnToDeck([r.self], 'top');
      },
    },
  ],
});
