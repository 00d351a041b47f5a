import { describe, expect, it } from 'vitest';
import { runBotEval } from '../../src/cli/bot-eval.js';
import { createRandomBot } from '../../src/bot/random.js';
import { engine } from '../engine/board.js';
import { loadNormalDecks, playDuel } from '../../src/cli/bot-eval.js';

describe('heuristic bot against the random bot', () => {
  it('wins at least 85% of 40 seeded duels (both seats, both formats, all four decks)', () => {
    const r = runBotEval({ duels: 40, seed: 'vitest', engine });
    expect(r.duels).toBe(40);
    expect(r.byFirst.heuristicFirst.duels).toBeGreaterThan(0);
    expect(r.byFirst.heuristicSecond.duels).toBeGreaterThan(0);
    expect(Object.keys(r.byFormat).sort()).toEqual(['classic', 'modern']);
    expect(r.wins / r.duels).toBeGreaterThanOrEqual(0.85);
  });
});

describe('random bot', () => {
  it('is reproducible from its seed and never surrenders', () => {
    const decks = loadNormalDecks().map((d) => d.deck);
    const config = { format: 'classic' as const, seed: 'rb', decks: [decks[0]!, decks[1]!] as [typeof decks[0], typeof decks[0]] };
    const a = playDuel(engine, config, [createRandomBot(1), createRandomBot(2)]);
    const b = playDuel(engine, config, [createRandomBot(1), createRandomBot(2)]);
    expect(a).toEqual(b);
    expect(a.result.reason).not.toBe('surrender');
  });
});
