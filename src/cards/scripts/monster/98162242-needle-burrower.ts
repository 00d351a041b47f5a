/** Needle Burrower (98162242): when it destroys a monster by battle and sends it to the Graveyard, 500 damage for each of that monster's Levels. */
import { type CardScript, onBattleVictim } from '../facade.js';

export const needleBurrower: CardScript = {
  passcode: 98162242,
  effects: [onBattleVictim("inflict 500 damage for each Level of the destroyed monster", ['damage'], (r, victim) => r.damage(r.opponent, 500 * (r.facts(victim).level ?? 0)))],
};
