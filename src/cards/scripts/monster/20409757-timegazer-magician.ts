/**
 * Timegazer Magician (20409757): placed as a Scale only while its controller has no monsters; as
 * a Scale it stops the opponent's Trap Cards while a Pendulum Monster of its controller's battles,
 * and its Scale falls to 4 without a "Magician" or "Odd-Eyes" partner; as a monster, the first
 * card(s) in its controller's Pendulum Zones an opponent's effect would destroy each turn survive.
 */
import { type CardScript, lockWhilePendulumBattles, monsterCount, scaleFourUnlessPartner } from '../facade.js';

export const timegazerMagician: CardScript = {
  passcode: 20409757,
  // You must control no monsters to activate this card (as a Pendulum Scale).
  scaleActivationCondition: { what: 'while you control no monsters', met: (state, player) => monsterCount(state, player) === 0 },
  continuous: [
    lockWhilePendulumBattles('trap'),
    scaleFourUnlessPartner(['Magician', 'Odd-Eyes']),
    // Monster Effect: each turn, the first card(s) in your Pendulum Zone an opponent's card effect would destroy are not destroyed.
    { code: 'pendulum-zone-guard', affects: (state, source, t) => 'player' in t && t.player === state.cards[source]!.controller },
  ],
};
