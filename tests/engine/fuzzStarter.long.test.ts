// `npm run test:long` (not `npm test`): 1,500 duels take minutes on a shared 2-core machine;
// tests/engine/fuzzStarterShort.test.ts keeps a short run of the same fuzz in `npm test`.
import { describe, expect, it } from 'vitest';
import { fuzzDuels } from '../../src/engine/testing/fuzz.js';
import { loadDeckSet } from '../../src/cards/deckFiles.js';
import { engine } from './board.js';

const decks = loadDeckSet('starter').map((d) => d.deck);

describe('fuzzDuels with the four Starter Decks (chains and card effects)', () => {
  it('plays 1,500 random duels with illegal attempts, no invariant broken, no exception, none stuck, and card effects fire', () => {
    const stats = fuzzDuels({ engine, decks, duels: 1500, seed: 'vitest-starter', illegalRate: 0.15, formats: ['classic', 'modern'], replayCheck: 0.1 });
    if (stats.failures.length) console.error(stats.failures.slice(0, 3));
    expect(stats.failures).toEqual([]);
    expect(stats.duels).toBe(1500);
    expect(stats.wins[0] + stats.wins[1] + stats.draws).toBe(1500);
    expect(stats.replayed).toBeGreaterThan(50);
    // Effects of several different cards were activated, and activations were refused for their own reasons.
    const activated = Object.keys(stats.effectsActivated);
    expect(activated.length).toBeGreaterThanOrEqual(8);
    expect(stats.rejectionsByCode['NO_SUCH_EFFECT'] ?? 0).toBeGreaterThan(0);
  }, 1_800_000);
});
