/** Gravekeeper's Curse (50712728): when it is Summoned (Normal, Flip or Special), it inflicts 500 damage to its controller's opponent. */
import { type CardScript, summonedItself } from '../facade.js';

export const gravekeepersCurse: CardScript = {
  passcode: 50712728,
  effects: [{ id: 'damage', kind: 'trigger', label: 'inflict 500 damage to your opponent', categories: ['damage'], triggersOn: summonedItself, resolve: (r) => r.damage(r.opponent, 500) }],
};
