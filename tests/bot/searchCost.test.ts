/**
 * The strong bot spends its search only where it can change the move: a forced move or a
 * response window where nothing happened (and the heuristic passes) is answered without a
 * single playout, while an attack on its monster with a Set Trap ready is searched.
 */
import { describe, expect, it } from 'vitest';
import { loadDeckSet } from '../../src/cards/deckFiles.js';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { createSearchBot, searchWorth } from '../../src/bot/search.js';
import { botChoice } from '../../src/bot/types.js';
import { NO_KNOWLEDGE } from '../../src/engine/redeal.js';
import type { DuelState } from '../../src/engine/types.js';
import { board, engine, idOf } from '../engine/board.js';

const [yugi] = loadDeckSet('starter');
const DECK = ['Silver Fang', 'Baby Dragon', 'Ryu-Kishin', 'Uraby', 'Kojikocy'];
const heuristic = createHeuristicBot();

function apply(s: DuelState, action: Parameters<typeof engine.apply>[1]): DuelState {
  const r = engine.apply(s, action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

const sides = (): Parameters<typeof board>[0]['sides'] => [
  { monsters: [{ card: 'Summoned Skull' }], deck: DECK },
  { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Waboku', faceDown: true, arrivedTurn: 1 }], deck: DECK },
];

describe('the strong bot, cheaper per decision', () => {
  it('does not search a response window where nothing happened, and does search an attack on its monster', () => {
    // Player 0 enters the Battle Phase: player 1 (Set Waboku) may respond, but nothing has happened yet.
    const s = board({ sides: sides() });
    const quiet = apply(s, { type: 'enter-battle', player: 0 });
    expect(quiet.pending).toMatchObject({ kind: 'respond', player: 1 });
    const quietOptions = engine.legalActions(quiet);
    expect(quietOptions.length).toBe(2);
    expect(searchWorth(engine.view(quiet, 1), quietOptions, botChoice(heuristic, engine, quiet, 1))).toBe(false);

    const b = board({ phase: 'battle', sides: sides() });
    const attacked = apply(b, { type: 'attack', player: 0, attacker: idOf(b, 'Summoned Skull'), target: idOf(b, 'Feral Imp') });
    expect(attacked.pending).toMatchObject({ kind: 'respond', player: 1 });
    expect(searchWorth(engine.view(attacked, 1), engine.legalActions(attacked), botChoice(heuristic, engine, attacked, 1))).toBe(true);

    // The bot itself: no playout for the quiet window, playouts for the attack.
    const bot = createSearchBot({ worlds: 2, horizonTurns: 1, budgetMs: 0 }, yugi!.deck.main);
    bot.choose(engine, quiet, 1, NO_KNOWLEDGE);
    expect(bot.stats).toMatchObject({ decisions: 1, searched: 0, playouts: 0 });
    bot.choose(engine, attacked, 1, NO_KNOWLEDGE);
    expect(bot.stats.decisions).toBe(2);
    expect(bot.stats.searched).toBe(1);
    expect(bot.stats.playouts).toBeGreaterThanOrEqual(2);
  });

  it('answers a forced move without searching', () => {
    const s = board({ sides: [{ deck: DECK }, { monsters: [{ card: 'Feral Imp' }], deck: DECK }] });
    const options = engine.legalActions(s).filter((o) => o.action.type !== 'surrender');
    const bot = createSearchBot({ worlds: 2, horizonTurns: 1, budgetMs: 0 }, yugi!.deck.main);
    const pick = bot.choose(engine, s, 0, NO_KNOWLEDGE);
    expect(options.map((o) => o.id)).toContain(pick.id);
    if (options.length <= 1) expect(bot.stats.searched).toBe(0);
    else expect(searchWorth(engine.view(s, 0), options, pick)).toBe(true);
  });
});
