/** Masked Sorcerer (10189126): when it inflicts battle damage to the opponent, its controller draws 1 card. */
import { battleDamageTrigger, type CardScript, drawCards } from '../facade.js';

export const maskedSorcerer: CardScript = {
  passcode: 10189126,
  effects: [{ id: 'draw', kind: 'trigger', label: 'draw 1 card', triggersOn: battleDamageTrigger(), ...drawCards(1) }],
};
