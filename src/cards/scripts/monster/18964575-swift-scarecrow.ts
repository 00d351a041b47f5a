/** Swift Scarecrow (18964575): discarded from the hand when an opponent's monster attacks directly; the attack is negated and the Battle Phase ends. */
import { type CardScript, opponentAttacksDirectly } from '../facade.js';

export const swiftScarecrow: CardScript = {
  passcode: 18964575,
  effects: [
    {
      id: 'stop-attack',
      kind: 'quick',
      label: 'Discard Swift Scarecrow to negate the direct attack and end the Battle Phase',
      activateFrom: 'hand',
      cost: { self: 'discard' },
      condition: opponentAttacksDirectly,
      resolve: (r) => {
        r.negateAttack();
        r.endBattlePhase();
      },
    },
  ],
};
