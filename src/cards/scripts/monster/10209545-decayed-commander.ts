/**
 * Decayed Commander (10209545): when Normal Summoned, its controller may Special Summon 1
 * "Zombie Tiger" from the hand; when it inflicts battle damage by a direct attack, the
 * opponent discards 1 card at random.
 */
import { battleDamageTrigger, type CardScript, normalSummoned, opponentDiscardsAtRandom, summonNamedFromHandOn } from '../facade.js';

export const decayedCommander: CardScript = {
  passcode: 10209545,
  effects: [
    summonNamedFromHandOn('Zombie Tiger', normalSummoned),
    {
      id: 'discard',
      kind: 'trigger',
      label: 'your opponent discards 1 card at random',
      triggersOn: battleDamageTrigger(true),
      resolve: (r) => opponentDiscardsAtRandom(r),
    },
  ],
};
