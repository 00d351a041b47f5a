/**
 * The strong bot searches its own view only: a position whose opponent holds other hidden
 * cards (hand, Deck order, Set cards, dealt again as a fork would) but looks the same to the
 * bot gets the same decision, every time; and it plays whole duels with legal moves.
 */
import { describe, expect, it } from 'vitest';
import { loadDeckSet } from '../../src/cards/deckFiles.js';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { levelPlayer, playLevels } from '../../src/bot/levels.js';
import { createSearchBot } from '../../src/bot/search.js';
import { botChoice } from '../../src/bot/types.js';
import { learn, NO_KNOWLEDGE, redeal } from '../../src/engine/redeal.js';
import { sampleWorld } from '../../src/engine/sampleWorld.js';
import { OPAQUE_BASE } from '../../src/engine/viewIds.js';
import type { DeckList } from '../../src/engine/types.js';
import { engine } from '../engine/board.js';

const [yugi, kaiba] = loadDeckSet('starter');

describe('the strong bot', () => {
  it('decides the same whatever the opponent really holds, when the bot sees the same', () => {
    const bot = createSearchBot({ worlds: 2, horizonTurns: 1, budgetMs: 0 }, kaiba!.deck.main);
    const heuristic = createHeuristicBot();
    const start = engine.newDuel({ format: 'classic', seed: 'search-swap', decks: [yugi!.deck, kaiba!.deck], firstPlayer: 0 });
    if (!start.ok) throw new Error('no duel');
    let state = start.state;
    let known = learn(NO_KNOWLEDGE, state, start.events, 1);
    let compared = 0;
    let changedHidden = 0;
    for (let step = 0; step < 400 && !state.result && compared < 4; step++) {
      const who = state.pending!.player;
      const options = engine.legalActions(state).filter((o) => o.action.type !== 'surrender');
      if (who === 1 && options.length > 1 && state.pending!.kind === 'main') {
        const choice = bot.choose(engine, state, 1, known);
        for (const seed of ['a', 'b']) {
          const other = redeal(state, 1, `swap-${step}-${seed}`, known);
          // Same view for the bot (hidden cards' opaque ids are drawn anew), other cards where it cannot see.
          const seen = (v: unknown): string => JSON.stringify(v, (k, x: unknown) => (k === 'id' && typeof x === 'number' && x >= OPAQUE_BASE ? 0 : x));
          expect(seen(engine.view(other, 1))).toBe(seen(engine.view(state, 1)));
          if (other.players[0].hand.some((id, i) => other.cards[id]!.passcode !== state.cards[state.players[0].hand[i]!]!.passcode)) changedHidden++;
          expect(bot.choose(engine, other, 1, known).id).toBe(choice.id);
        }
        compared++;
      }
      const pick = botChoice(heuristic, engine, state, who);
      const next = engine.apply(state, pick.action);
      if (!next.ok) throw new Error(next.rejection.message);
      state = next.state;
      known = learn(known, state, next.events, 1);
    }
    expect(compared).toBeGreaterThanOrEqual(3);
    expect(changedHidden).toBeGreaterThan(0);
    // The sampled world holds none of the opponent's unseen cards unless the prior has them.
    const world = sampleWorld(state, 1, known, 'w', [kaiba!.deck.main[0]!]);
    for (const id of world.players[0].hand) if (!known.seen.includes(id)) expect(world.cards[id]!.passcode).toBe(kaiba!.deck.main[0]);
  }, 120_000);

  it('plays whole duels against the heuristic with legal moves only, the same way twice', () => {
    const strong = levelPlayer('strong', yugi!.deck, 's', { worlds: 2, horizonTurns: 1, budgetMs: 0 });
    const normal = levelPlayer('normal', kaiba!.deck, 'n');
    const config = { format: 'classic' as const, seed: 'search-duel', decks: [yugi!.deck, kaiba!.deck] as [DeckList, DeckList], firstPlayer: 0 as const };
    const a = playLevels(engine, config, [strong, normal]);
    const b = playLevels(engine, config, [strong, normal]);
    expect(a.result).toEqual(b.result);
    expect(a.turns).toBe(b.turns);
    expect(a.decisionMs[0].length).toBeGreaterThan(10);
  }, 120_000);
});
