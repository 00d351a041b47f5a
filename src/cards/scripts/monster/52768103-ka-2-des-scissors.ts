/** KA-2 Des Scissors (52768103): when it destroys a monster by battle and sends it to the Graveyard, 500 damage for each of that monster's Levels. */
import { type CardScript, onBattleVictim } from '../facade.js';

export const ka2DesScissors: CardScript = {
  passcode: 52768103,
  effects: [onBattleVictim("inflict 500 damage for each Level of the destroyed monster", ['damage'], (r, victim) => r.damage(r.opponent, 500 * (r.facts(victim).level ?? 0)))],
};
