import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { loadDeckSet } from '../../src/cards/deckFiles.js';
import { countWindowPrompts } from '../../src/cli/windowPrompts.js';

describe('bot:league prompt figures', () => {
  it("counts 'respond or pass?' prompts per opponent turn: 'auto' asks far less often than 'manual', but still when the bot acts", () => {
    const { engine, db } = defaultCards();
    const p = countWindowPrompts(engine, db, createHeuristicBot(), loadDeckSet('starter').map((d) => d.deck), 3, 'prompts-test');
    expect(p.opponentTurns).toBeGreaterThan(3);
    expect(p.auto).toBeGreaterThan(0);
    expect(p.manual).toBeGreaterThan(2 * p.auto);
    // Deterministic: the same seed gives the same figures.
    expect(countWindowPrompts(engine, db, createHeuristicBot(), loadDeckSet('starter').map((d) => d.deck), 3, 'prompts-test')).toEqual(p);
  });
});
