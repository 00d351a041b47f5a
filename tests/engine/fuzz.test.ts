import { describe, expect, it } from 'vitest';
import { fuzzDuels } from '../../src/engine/testing/fuzz.js';
import type { Engine } from '../../src/engine/index.js';
import type { DuelState } from '../../src/engine/types.js';
import { loadNormalDecks } from '../../src/cli/bot-eval.js';
import { engine } from './board.js';

const decks = loadNormalDecks().map((d) => d.deck);

describe('fuzzDuels', () => {
  it('plays 300 random duels with illegal attempts and replays without a single failure', () => {
    const stats = fuzzDuels({ engine, decks, duels: 300, seed: 'vitest', illegalRate: 0.2, formats: ['classic', 'modern'], replayCheck: true });
    if (stats.failures.length) console.error(stats.failures.slice(0, 3));
    expect(stats.failures).toEqual([]);
    expect(stats.duels).toBe(300);
    expect(stats.wins[0] + stats.wins[1] + stats.draws).toBe(300);
    // Illegal attempts were really tried and refused with several different reasons.
    expect(stats.illegalTried).toBeGreaterThan(1000);
    expect(stats.rejections).toBeGreaterThan(1000);
    expect(Object.keys(stats.rejectionsByCode).length).toBeGreaterThanOrEqual(10);
    expect(stats.forksChecked).toBeGreaterThan(0);
    expect(stats.replayed).toBeGreaterThanOrEqual(40);
    // Duels end in more than one way.
    expect(stats.endReasons['lp'] ?? 0).toBeGreaterThan(0);
    expect(stats.endReasons['deck-out'] ?? 0).toBeGreaterThan(0);
  }, 120_000);

  it('replays every duel hash by hash and applies every listed option when asked', () => {
    const stats = fuzzDuels({ engine, decks, duels: 20, seed: 'vitest-full', replayCheck: true, optionCheck: 'all' });
    expect(stats.failures).toEqual([]);
    expect(stats.replayed).toBe(20);
  }, 180_000);

  it('reruns a single duel exactly (the reproduction recipe of a failure)', () => {
    const all = fuzzDuels({ engine, decks, duels: 6, seed: 'repro', replayCheck: false });
    const one = fuzzDuels({ engine, decks, duels: 1, firstDuel: 5, seed: 'repro', replayCheck: false });
    const five = fuzzDuels({ engine, decks, duels: 5, seed: 'repro', replayCheck: false });
    expect(one.steps).toBe(all.steps - five.steps);
  });
});

describe('fuzzDuels catches a broken engine', () => {
  function broken(patch: Partial<Engine>): Engine {
    return { ...engine, ...patch };
  }

  it('an apply that writes into its input state', () => {
    let calls = 0;
    const bad = broken({
      apply(state, action) {
        if (++calls === 50) (state as { turn: number }).turn += 0;
        if (calls === 50) (state.players[0] as { lp: number }).lp -= 1;
        return engine.apply(state, action);
      },
    });
    const frozen = fuzzDuels({ engine: bad, decks, duels: 1, seed: 'broken' });
    expect(frozen.failures).toHaveLength(1);
    calls = 0;
    const thawed = fuzzDuels({ engine: bad, decks, duels: 1, seed: 'broken', freeze: false, snapshotEvery: 1 });
    expect(thawed.failures).toHaveLength(1);
    expect(thawed.failures[0]!.message).toMatch(/changed the input state|invariants|listed option/);
  });

  it('an option list with a move that apply refuses', () => {
    const bad = broken({
      legalActions(state: DuelState) {
        const list = engine.legalActions(state);
        return state.turn === 3 ? [...list, { id: 'bogus', label: 'Bogus', action: { type: 'discard', player: state.pending!.player, card: -5 } }] : list;
      },
    });
    const stats = fuzzDuels({ engine: bad, decks, duels: 2, seed: 'broken', optionCheck: 'all' });
    expect(stats.failures.length).toBe(2);
    expect(stats.failures[0]!.message).toMatch(/bogus|refused/);
    expect(stats.failures[0]!.step).toBeGreaterThan(0);
  });

  it('an apply that accepts a move the list does not offer', () => {
    const bad = broken({
      apply(state, action) {
        if (action.type === 'pass' && state.pending?.kind !== 'respond') return { ok: true, state, events: [] };
        return engine.apply(state, action);
      },
    });
    const stats = fuzzDuels({ engine: bad, decks, duels: 5, seed: 'broken', illegalRate: 0.5 });
    expect(stats.failures.length).toBeGreaterThan(0);
    expect(stats.failures[0]!.message).toMatch(/does not list/);
  });

  it('a replay that does not reproduce the duel, and an exception inside apply', () => {
    const drift = broken({ replay: (config, actions, hashes) => engine.replay({ ...config, seed: `${config.seed}x` }, actions, hashes) });
    const r = fuzzDuels({ engine: drift, decks, duels: 2, seed: 'broken', replayCheck: true });
    expect(r.failures).toHaveLength(2);
    expect(r.failures[0]!.message).toMatch(/replay/);

    let n = 0;
    const throwing = broken({
      apply(state, action) {
        if (++n === 30) throw new Error('boom');
        return engine.apply(state, action);
      },
    });
    const t = fuzzDuels({ engine: throwing, decks, duels: 1, seed: 'broken' });
    expect(t.failures).toHaveLength(1);
    expect(t.failures[0]!.message).toMatch(/exception: boom/);
  });
});
