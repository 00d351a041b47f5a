/**
 * The `easy` bot (issue 22): the heuristic with deliberate mistakes. Each mistake is shown
 * on a board where the heuristic's move and the mistaken one differ, with the mistake's
 * rate at 1 (always made) and at 0 (never: then it plays exactly as `normal`), and the
 * default rates are shown to make mistakes sometimes, the same ones for the same seed.
 */
import { describe, expect, it } from 'vitest';
import { createEasyBot, EASY_RATES, FOCUS_DECK, FOCUS_LP, roll } from '../../src/bot/easy.js';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { levelPlayer, playLevels } from '../../src/bot/levels.js';
import { botChoice } from '../../src/bot/types.js';
import type { DuelState } from '../../src/engine/types.js';
import { board, engine, idOf } from '../engine/board.js';
import { loadDeckSet } from '../../src/cards/deckFiles.js';

const DECK = ['Silver Fang', 'Baby Dragon', 'Mammoth Graveyard'];
const never = { forgetSpell: 0, keepTrap: 0, weakerAttack: 0, forgetAttack: 0 };
const normal = createHeuristicBot();

function attackInto(attacker: string, target: string): DuelState {
  const s = board({
    phase: 'battle',
    sides: [
      { monsters: [{ card: attacker }], deck: DECK },
      { monsters: [{ card: target }], spellTraps: [{ card: 'Waboku', faceDown: true, arrivedTurn: 1 }], deck: DECK },
    ],
  });
  const r = engine.apply(s, { type: 'attack', player: 0, attacker: idOf(s, attacker), target: idOf(s, target) });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

describe('the easy bot', () => {
  it('forgets a Spell for the turn: it does not play the Equip Spell the heuristic plays', () => {
    const s = board({ sides: [{ hand: ['Book of Secret Arts'], monsters: [{ card: 'Dark Magician' }], deck: DECK }, { monsters: [{ card: 'Summoned Skull' }], deck: DECK }] });
    const book = idOf(s, 'Book of Secret Arts');
    expect(botChoice(normal, engine, s, 0).action).toMatchObject({ type: 'activate', card: book });
    expect(botChoice(createEasyBot('a', never), engine, s, 0).action).toMatchObject({ type: 'activate', card: book });
    const forgetful = botChoice(createEasyBot('a', { ...never, forgetSpell: 1 }), engine, s, 0);
    expect(forgetful.action.type).not.toBe('activate');
    expect('card' in forgetful.action && forgetful.action.card === book).toBe(false);
    // In danger (its LP at FOCUS_LP or below) it pays attention: no mistake.
    const low = board({ sides: [{ lp: FOCUS_LP, hand: ['Book of Secret Arts'], monsters: [{ card: 'Dark Magician' }], deck: DECK }, { monsters: [{ card: 'Summoned Skull' }], deck: DECK }] });
    expect(botChoice(createEasyBot('a', { ...never, forgetSpell: 1 }), engine, low, 0).action).toMatchObject({ type: 'activate', card: idOf(low, 'Book of Secret Arts') });
    // So does a long duel whose Deck runs low (turn 30 or later, FOCUS_DECK cards or fewer); a thin Deck early on is not enough.
    for (const [turn, plays] of [[30, true], [29, false]] as const) {
      const late = board({ turn, sides: [{ hand: ['Book of Secret Arts'], monsters: [{ card: 'Dark Magician' }], deck: DECK }, { monsters: [{ card: 'Summoned Skull' }], deck: DECK }] });
      const book2 = idOf(late, 'Book of Secret Arts');
      const pick = botChoice(createEasyBot('a', { ...never, forgetSpell: 1 }), engine, late, 0).action;
      expect('card' in pick && pick.card === book2, `turn ${turn}`).toBe(plays);
    }
    expect(DECK.length).toBeLessThanOrEqual(FOCUS_DECK);
  });

  it('keeps a Trap down when the heuristic springs it', () => {
    const s = attackInto('Summoned Skull', 'Feral Imp');
    const waboku = idOf(s, 'Waboku');
    expect(botChoice(normal, engine, s, 1).action).toMatchObject({ type: 'activate', card: waboku });
    expect(botChoice(createEasyBot('a', never), engine, s, 1).action).toMatchObject({ type: 'activate', card: waboku });
    expect(botChoice(createEasyBot('a', { ...never, keepTrap: 1 }), engine, s, 1).action.type).toBe('pass');
  });

  it('makes its second-best attack, never one the heuristic scores as losing, or forgets to attack', () => {
    // Summoned Skull (2500) can destroy either Feral Imp (1300) or Celtic Guardian (1400); Baby Dragon (1200) neither.
    const s = board({
      phase: 'battle',
      sides: [
        { monsters: [{ card: 'Summoned Skull' }], deck: DECK },
        { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }, { card: 'Baby Dragon', position: 'defense' }], deck: DECK },
      ],
    });
    const best = botChoice(normal, engine, s, 0).action;
    expect(best).toMatchObject({ type: 'attack', attacker: idOf(s, 'Summoned Skull'), target: idOf(s, 'Celtic Guardian') });
    expect(botChoice(createEasyBot('a', never), engine, s, 0).action).toEqual(best);
    const weaker = botChoice(createEasyBot('a', { ...never, weakerAttack: 1 }), engine, s, 0).action;
    expect(weaker).toMatchObject({ type: 'attack', attacker: idOf(s, 'Summoned Skull') });
    expect(weaker).not.toEqual(best);
    expect([idOf(s, 'Feral Imp'), idOf(s, 'Baby Dragon')]).toContain((weaker as { target: number }).target);
    // Forgetting the attack: the Battle Phase ends with the good attack left.
    expect(botChoice(createEasyBot('a', { ...never, forgetAttack: 1 }), engine, s, 0).action.type).toBe('end-battle');
  });

  it('rolls the same way for the same seed and key, spread evenly over [0, 1)', () => {
    expect(roll('s', 'k')).toBe(roll('s', 'k'));
    const rolls = Array.from({ length: 2000 }, (_, i) => roll('seed', `forget:${i}:7`));
    const mean = rolls.reduce((a, b) => a + b, 0) / rolls.length;
    expect(Math.min(...rolls)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...rolls)).toBeLessThan(1);
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    const below = rolls.filter((r) => r < EASY_RATES.forgetSpell).length / rolls.length;
    expect(Math.abs(below - EASY_RATES.forgetSpell)).toBeLessThan(0.05);
  });

  it('plays whole duels, the same duel for the same seed, and differs from normal in some of its moves', () => {
    const [yugi, kaiba] = loadDeckSet('starter').map((d) => d.deck);
    const config = { format: 'classic' as const, seed: 'easy-duel', decks: [yugi!, kaiba!] as [typeof yugi & {}, typeof kaiba & {}], firstPlayer: 0 as const };
    const play = () => playLevels(engine, config, [levelPlayer('easy', yugi!, 'x'), levelPlayer('normal', kaiba!, 'y')]);
    const a = play();
    const b = play();
    expect(a.result).toEqual(b.result);
    expect(a.turns).toBe(b.turns);
    // Along the easy duel, ask normal too: some of easy's moves are not the heuristic's.
    const easy = levelPlayer('easy', yugi!, 'x');
    const normalSeat = levelPlayer('normal', yugi!, 'x');
    let decisions = 0;
    let differ = 0;
    playLevels(engine, config, [
      (e, st, p, k) => {
        const mine = easy(e, st, p, k);
        decisions++;
        if (normalSeat(e, st, p, k).id !== mine.id) differ++;
        return mine;
      },
      levelPlayer('normal', kaiba!, 'y'),
    ]);
    expect(differ).toBeGreaterThan(0);
    expect(differ).toBeLessThan(decisions / 2);
  });
});
