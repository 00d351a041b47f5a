/** Evilswarm Mandragora (8814959): Special Summoned from the hand while the opponent controls more monsters. */
import { type CardScript, monsterCount, opponentOf, summonsItselfFromHandIf } from '../facade.js';

export const evilswarmMandragora: CardScript = {
  ...summonsItselfFromHandIf(8814959, (state, player) => monsterCount(state, opponentOf(player)) > monsterCount(state, player)),
};
