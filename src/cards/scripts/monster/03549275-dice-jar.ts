/**
 * Dice Jar (3549275): FLIP: both players roll a die (again while the rolls are equal); the
 * lower roller takes 500 times the other's roll as damage, or 6000 if the other rolled a 6.
 */
import { type CardScript, flipMonster } from '../facade.js';

// A tie is rolled again; a bound keeps a replay from ever looping (100 ties in a row cannot happen in practice).
const MAX_ROLLS = 100;

export const diceJar: CardScript = flipMonster(3549275, {
  label: 'both players roll a die; the lower roll takes damage',
  categories: ['damage'],
  resolve: (r) => {
    for (let i = 0; i < MAX_ROLLS; i++) {
      const mine = r.die();
      const theirs = r.die(r.opponent);
      if (mine === theirs) continue;
      const [loser, best] = mine < theirs ? [r.player, theirs] : [r.opponent, mine];
      r.damage(loser, best === 6 ? 6000 : best * 500);
      return;
    }
  },
});
