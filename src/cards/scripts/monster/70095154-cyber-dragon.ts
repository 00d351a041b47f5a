/** Cyber Dragon (70095154): Special Summoned from the hand, not as an effect, while only the opponent controls a monster. */
import { type CardScript, monsterCount, opponentOf, summonsItselfFromHandIf } from '../facade.js';

export const cyberDragon: CardScript = {
  ...summonsItselfFromHandIf(70095154, (state, player) => monsterCount(state, player) === 0 && monsterCount(state, opponentOf(player)) > 0),
};
