import type { Mage } from '../../src/shadow/sheet.js';

/** A level-1 mage with the given changes; the scores default to Body 2, Mind 3, Power 1. */
export function mage(changes: Partial<Mage> = {}): Mage {
  return {
    name: 'Ishizu',
    body: 2,
    mind: 3,
    power: 1,
    level: 1,
    xp: 0,
    starLevel: 4,
    paths: [],
    unspentScorePoints: 0,
    lp: 3000,
    library: [],
    deckOfMagic: [],
    extraMagic: [],
    graveyard: [],
    beyond: [],
    divine: [],
    halfRestsToday: 0,
    ...changes,
  };
}
