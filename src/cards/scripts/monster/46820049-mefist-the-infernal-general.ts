/** Mefist the Infernal General (46820049): piercing battle damage; when it inflicts battle damage, the opponent discards 1 card at random. */
import { battleDamageTrigger, type CardScript, opponentDiscardsAtRandom } from '../facade.js';

export const mefistTheInfernalGeneral: CardScript = {
  passcode: 46820049,
  continuous: [{ code: 'piercing' }],
  effects: [{ id: 'discard', kind: 'trigger', label: 'your opponent discards 1 card at random', categories: [], triggersOn: battleDamageTrigger(), resolve: opponentDiscardsAtRandom }],
};
