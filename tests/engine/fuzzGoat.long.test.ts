// `npm run test:long`: random duels of the GOAT deck set (random legal pool decks and the built-in
// GOAT decks that play as printed) under goat rules. It found Book of Moon's face-down monster
// keeping its old hidden identity (an opaque id the opponent could link), now a new card.
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { goatDeckSet } from '../../src/cards/poolDecks.js';
import { fuzzDuels } from '../../src/engine/testing/fuzz.js';
import { engine } from './board.js';

describe('fuzzDuels with the GOAT deck set', () => {
  it('plays 200 random goat duels with illegal attempts, no invariant broken, and the new cards fire', () => {
    const decks = goatDeckSet(defaultCards().db, 'vitest-goat').map((d) => d.deck);
    const stats = fuzzDuels({ engine, decks, duels: 200, seed: 'vitest-goat', illegalRate: 0.15, formats: ['goat'], replayCheck: 0.1 });
    if (stats.failures.length) console.error(stats.failures.slice(0, 3));
    expect(stats.failures).toEqual([]);
    expect(stats.duels).toBe(200);
    expect(Object.keys(stats.effectsActivated).length).toBeGreaterThanOrEqual(40);
  }, 1_800_000);
});
