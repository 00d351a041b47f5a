// The short Starter Deck fuzz that `npm test` runs; the 1,500-duel run is
// tests/engine/fuzzStarter.long.test.ts (`npm run test:long`).
import { describe, expect, it } from 'vitest';
import { fuzzDuels } from '../../src/engine/testing/fuzz.js';
import { loadDeckSet } from '../../src/cards/deckFiles.js';
import { engine } from './board.js';

const decks = loadDeckSet('starter').map((d) => d.deck);

describe('fuzzDuels with the four Starter Decks, short run', () => {
  it('plays 80 random duels with illegal attempts: no invariant broken, none stuck, effects fire and are refused for their reasons', () => {
    const stats = fuzzDuels({ engine, decks, duels: 80, seed: 'vitest-starter-short', illegalRate: 0.15, formats: ['classic', 'modern'], replayCheck: 0.1 });
    if (stats.failures.length) console.error(stats.failures.slice(0, 3));
    expect(stats.failures).toEqual([]);
    expect(stats.duels).toBe(80);
    expect(stats.wins[0] + stats.wins[1] + stats.draws).toBe(80);
    expect(stats.replayed).toBeGreaterThan(0);
    expect(Object.keys(stats.effectsActivated).length).toBeGreaterThanOrEqual(5);
    expect(stats.rejectionsByCode['NO_SUCH_EFFECT'] ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
