/** The Bistro Butcher (71107816): when it inflicts battle damage to the opponent, the opponent draws 2 cards. */
import { battleDamageTrigger, type CardScript } from '../facade.js';

export const theBistroButcher: CardScript = {
  passcode: 71107816,
  effects: [{ id: 'draw', kind: 'trigger', label: 'your opponent draws 2 cards', categories: ['draw'], triggersOn: battleDamageTrigger(), resolve: (r) => void r.draw(r.opponent, 2) }],
};
