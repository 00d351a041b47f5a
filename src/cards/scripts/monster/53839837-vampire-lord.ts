/** Vampire Lord (53839837): scripted from our own wording of the card in data/cards/text/goat-windows.json. */
import { battleDamageTrigger, type CardScript, millDeclaredType } from '../facade.js';

// Vampire Lord: when it inflicts battle damage to the opponent, its controller declares a card type and the opponent
// sends 1 card of that type from their Deck to the Graveyard. Destroyed by an opponent's card effect and sent to the
// Graveyard, it is Special Summoned during its owner's next Standby Phase (set up by the rules, not a Chain Link; the
// Summon itself is a mandatory trigger then, if it is still in the Graveyard).
export const vampireLord: CardScript = {
  passcode: 53839837,
  setUpWhenDestroyedByOpponent: { effect: 'revive' },
  effects: [
    { id: 'mill', kind: 'trigger', label: 'declare a card type: your opponent sends 1 card of it from their Deck to the Graveyard', triggersOn: battleDamageTrigger(), resolve: millDeclaredType },
    {
      // Set off only by the delayed effect above, never by an event.
      id: 'revive',
      kind: 'trigger',
      label: 'Special Summon it from the Graveyard',
      categories: ['special-summon'],
      triggersFrom: ['graveyard'],
      resolve: (r) => {
        if (r.state.cards[r.self]!.location === 'graveyard') r.specialSummon(r.self, r.player, r.choosePosition('Vampire Lord'));
      },
    },
  ],
};
