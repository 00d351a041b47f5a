/** Magna Drago (36750412): grows by 200 ATK each time it inflicts battle damage to the opponent. */
import { type CardScript, battleDamageTrigger, gainsAtkOn } from '../facade.js';

export const magnaDrago: CardScript = {
  passcode: 36750412,
  // If this card inflicts battle damage to your opponent: it gains 200 ATK (mandatory).
  effects: [gainsAtkOn('Magna Drago gains 200 ATK', 200, battleDamageTrigger())],
};
