/**
 * The `normal` bot's corrected choices (issue 22): one board per mistake the heuristic used
 * to make. Each board is built so the old choice and the right one differ.
 */
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { botChoice } from '../../src/bot/types.js';
import type { DuelState } from '../../src/engine/types.js';
import { board, engine, idOf, type SideSpec } from '../engine/board.js';

const bot = createHeuristicBot();
const DECK = ['Silver Fang', 'Baby Dragon', 'Mammoth Graveyard'];

/** Player 0's monster `attacker` attacks player 1's `target` in the Battle Phase; player 1 (the bot) must respond. */
function attackInto(attacker: string, defender: SideSpec, target: string): DuelState {
  const s = board({ phase: 'battle', sides: [{ monsters: [{ card: attacker }], deck: DECK }, { ...defender, deck: DECK }] });
  const r = engine.apply(s, { type: 'attack', player: 0, attacker: idOf(s, attacker), target: idOf(s, target) });
  if (!r.ok) throw new Error(r.rejection.message);
  expect(r.state.pending).toMatchObject({ kind: 'respond', player: 1 });
  return r.state;
}

const setTrap = (card: string) => ({ card, faceDown: true, arrivedTurn: 1 });

describe('the normal bot, corrected', () => {
  it('plays an Equip Spell onto its monster in Main Phase 1 instead of holding it for ever', () => {
    const s = board({ sides: [{ hand: ['Book of Secret Arts'], monsters: [{ card: 'Dark Magician' }], deck: DECK }, { monsters: [{ card: 'Summoned Skull' }], deck: DECK }] });
    const pick = botChoice(bot, engine, s, 0);
    expect(pick.action).toMatchObject({ type: 'activate', card: idOf(s, 'Book of Secret Arts') });
    expect(pick.tags).toContain('equip');
    // With no face-up monster of its own there is nothing to equip: it does not activate it.
    const empty = board({ sides: [{ hand: ['Book of Secret Arts', 'Feral Imp'], deck: DECK }, { monsters: [{ card: 'Summoned Skull' }], deck: DECK }] });
    expect(botChoice(bot, engine, empty, 0).action.type).not.toBe('activate');
  });

  it('spends a boost only on a battle it can still turn: not on one lost by more than a boost', () => {
    // Feral Imp (1300) attacked by Summoned Skull (2500): +500 cannot save it.
    const hopeless = attackInto('Summoned Skull', { monsters: [{ card: 'Feral Imp' }], spellTraps: [setTrap('Reinforcements')] }, 'Feral Imp');
    expect(botChoice(bot, engine, hopeless, 1).action.type).toBe('pass');
    // Feral Imp (1300) attacked by Celtic Guardian (1400): +500 wins the battle.
    const close = attackInto('Celtic Guardian', { monsters: [{ card: 'Feral Imp' }], spellTraps: [setTrap('Reinforcements')] }, 'Feral Imp');
    expect(botChoice(bot, engine, close, 1).action).toMatchObject({ type: 'activate', card: idOf(close, 'Reinforcements') });
  });

  it('keeps a Trap it knows nothing about for an attack that hurts: not on one its monster survives without damage', () => {
    // Feral Imp (1300 ATK) into Giant Soldier of Stone in Defense Position (2000 DEF): nothing to save.
    const harmless = attackInto('Feral Imp', { monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }], spellTraps: [setTrap('Waboku')] }, 'Giant Soldier of Stone');
    expect(botChoice(bot, engine, harmless, 1).action.type).toBe('pass');
    // Summoned Skull (2500) into Feral Imp (1300 ATK): the monster and 1200 LP are at stake.
    const hurts = attackInto('Summoned Skull', { monsters: [{ card: 'Feral Imp' }], spellTraps: [setTrap('Waboku')] }, 'Feral Imp');
    expect(botChoice(bot, engine, hurts, 1).action).toMatchObject({ type: 'activate', card: idOf(hurts, 'Waboku') });
  });
});
