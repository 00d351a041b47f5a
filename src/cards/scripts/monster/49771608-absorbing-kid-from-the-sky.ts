/** Absorbing Kid from the Sky (49771608): when it destroys a monster by battle and sends it to the Graveyard, gain 300 LP for each of that monster's Levels. */
import { type CardScript, onBattleVictim } from '../facade.js';

export const absorbingKidFromTheSky: CardScript = {
  passcode: 49771608,
  effects: [onBattleVictim('gain 300 Life Points for each Level of the destroyed monster', [], (r, victim) => r.gainLp(r.player, 300 * (r.facts(victim).level ?? 0)))],
};
