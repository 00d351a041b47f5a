/** Getsu Fuhma (21887179): a Fiend or Zombie it battled is destroyed after damage calculation. */
import { type CardScript, destroyBattledMonster, raceIs } from '../facade.js';

export const getsuFuhma: CardScript = {
  passcode: 21887179,
  effects: [destroyBattledMonster('destroy the Fiend or Zombie it battled', raceIs('Fiend', 'Zombie'))],
};
