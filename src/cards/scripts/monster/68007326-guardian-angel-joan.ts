/** Guardian Angel Joan (68007326): when it destroys a monster by battle and sends it to the Graveyard, gain LP equal to that monster's original ATK. */
import { type CardScript, onBattleVictim } from '../facade.js';

export const guardianAngelJoan: CardScript = {
  passcode: 68007326,
  effects: [onBattleVictim("gain Life Points equal to the destroyed monster's original ATK", [], (r, victim) => r.gainLp(r.player, r.facts(victim).atk))],
};
