/** Poison Mummy (43716289): FLIP: 500 damage to the opponent. */
import { type CardScript, damageOpponent, flipMonster } from '../facade.js';

export const poisonMummy: CardScript = flipMonster(43716289, { label: '500 damage to your opponent', ...damageOpponent(500) });
