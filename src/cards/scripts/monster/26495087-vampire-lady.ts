/** Vampire Lady (26495087): when it inflicts battle damage, its controller declares a card type and the opponent sends 1 card of it from their Deck to the Graveyard. */
import { type CardScript, battleDamageTrigger, millDeclaredType } from '../facade.js';

export const vampireLady: CardScript = {
  passcode: 26495087,
  effects: [{ id: 'mill', kind: 'trigger', label: 'declare a card type: your opponent sends 1 card of it from their Deck to the Graveyard', triggersOn: battleDamageTrigger(), resolve: millDeclaredType }],
};
