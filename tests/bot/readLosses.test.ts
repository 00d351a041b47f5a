/**
 * The `normal` bot's choices corrected after reading its losses to the random player
 * (`npm run bot:league -- --levels normal,random --losses`, then `src/cli/bot-league-trace.ts`
 * on each lost duel). One board per kind of mistake; each is built so the old choice and the
 * corrected one differ.
 */
import { describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { botChoice } from '../../src/bot/types.js';
import type { DuelState, Option, PlayerId } from '../../src/engine/types.js';
import { board, engine, idOf, type SideSpec } from '../engine/board.js';

const bot = createHeuristicBot();
const DECK = ['Silver Fang', 'Baby Dragon', 'Ryu-Kishin', 'Uraby', 'Kojikocy'];
const setCard = (card: string) => ({ card, faceDown: true, arrivedTurn: 1 });

function apply(s: DuelState, action: Option['action']): DuelState {
  const r = engine.apply(s, action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

/** Player 0 attacks with `attacker` (at `target`, or directly); player 1, the bot, is asked to respond. */
function attackOn(attacker: string, defender: SideSpec, target: string | null): DuelState {
  const s = board({ phase: 'battle', sides: [{ monsters: [{ card: attacker }], deck: DECK }, { ...defender, deck: DECK }] });
  const next = apply(s, { type: 'attack', player: 0, attacker: idOf(s, attacker), target: target === null ? null : idOf(s, target) });
  expect(next.pending).toMatchObject({ kind: 'respond', player: 1 });
  return next;
}

/** Lets the bot play for `player` until a `choose` decision is its own; returns that state. */
function untilChoose(s: DuelState, player: PlayerId): DuelState {
  let state = s;
  for (let i = 0; i < 20 && state.pending?.kind !== 'choose'; i++) state = apply(state, botChoice(bot, engine, state, state.pending!.player).action);
  expect(state.pending).toMatchObject({ kind: 'choose', player });
  return state;
}

describe('the normal bot, corrected after reading its losses', () => {
  it('springs a Set Trap it knows only as "targets" (Enchanted Javelin) on an attack that hurts', () => {
    const s = attackOn('Battle Ox', { spellTraps: [setCard('Enchanted Javelin')] }, null);
    expect(botChoice(bot, engine, s, 1).action).toMatchObject({ type: 'activate', card: idOf(s, 'Enchanted Javelin') });
  });

  it('keeps a Set Trap of unknown effect for the opponent instead of springing it in its own Main Phase', () => {
    const s = board({ sides: [{ hand: ['Feral Imp'], spellTraps: [setCard('Waboku')], deck: DECK }, { monsters: [{ card: 'Battle Ox' }], deck: DECK }] });
    const pick = botChoice(bot, engine, s, 0);
    expect(pick.action).not.toMatchObject({ type: 'activate', card: idOf(s, 'Waboku') });
    expect(pick.action.type).toBe('set-monster');
    // On the opponent's hurting attack it is sprung (the answer it was kept for).
    const hurt = attackOn('Summoned Skull', { monsters: [{ card: 'Feral Imp' }], spellTraps: [setCard('Waboku')] }, 'Feral Imp');
    expect(botChoice(bot, engine, hurt, 1).action).toMatchObject({ type: 'activate', card: idOf(hurt, 'Waboku') });
  });

  it('spends no boost on a battle whose monster of ours is face-down (it would land on the attacker)', () => {
    // Summoned Skull (2500) into a Set Giant Soldier of Stone (2000 DEF): +500 would tie, but there is no face-up monster of ours to take it.
    const s = attackOn('Summoned Skull', { monsters: [{ card: 'Giant Soldier of Stone', faceDown: true }], spellTraps: [setCard('Reinforcements'), setCard('Castle Walls')] }, 'Giant Soldier of Stone');
    expect(botChoice(bot, engine, s, 1).action.type).toBe('pass');
  });

  it('puts a boost on its monster in the battle, not on its strongest one elsewhere', () => {
    // Celtic Guardian (1400) attacks Feral Imp (1300): Reinforcements (+500) wins it for the Imp; Summoned Skull is not in the battle.
    const s = attackOn('Celtic Guardian', { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }], spellTraps: [setCard('Reinforcements')] }, 'Feral Imp');
    expect(botChoice(bot, engine, s, 1).action).toMatchObject({ type: 'activate', card: idOf(s, 'Reinforcements') });
    const choosing = untilChoose(s, 1);
    expect(botChoice(bot, engine, choosing, 1).action).toMatchObject({ type: 'choose', pick: idOf(s, 'Feral Imp') });
  });

  it('gives up its least valuable monsters to Two-Pronged Attack, never its best', () => {
    const s = board({
      sides: [
        { monsters: [{ card: 'Summoned Skull' }, { card: 'Mammoth Graveyard' }, { card: 'Feral Imp' }], spellTraps: [setCard('Two-Pronged Attack')], deck: DECK },
        { monsters: [{ card: 'Blue-Eyes White Dragon' }], deck: DECK },
      ],
    });
    let state = apply(s, { type: 'activate', player: 0, card: idOf(s, 'Two-Pronged Attack'), effect: 'activate' });
    const picks: number[] = [];
    for (let i = 0; i < 6 && state.pending?.kind === 'choose'; i++) {
      const pick = botChoice(bot, engine, state, 0);
      if (pick.action.type === 'choose' && pick.action.pick !== null) picks.push(pick.action.pick);
      state = apply(state, pick.action);
    }
    expect(picks).toContain(idOf(s, 'Mammoth Graveyard'));
    expect(picks).toContain(idOf(s, 'Feral Imp'));
    expect(picks).not.toContain(idOf(s, 'Summoned Skull'));
  });

  it('discards its least valuable cards to a discard cost or effect, not its best monster', () => {
    const s = board({ sides: [{ hand: ['Graceful Charity', 'Summoned Skull', 'Mammoth Graveyard', 'Silver Fang'], deck: DECK }, { monsters: [{ card: 'Battle Ox' }], deck: DECK }] });
    let state = apply(s, { type: 'activate', player: 0, card: idOf(s, 'Graceful Charity'), effect: 'activate' });
    for (let i = 0; i < 6 && state.pending?.kind !== 'choose'; i++) state = apply(state, botChoice(bot, engine, state, state.pending!.player).action);
    expect(state.pending).toMatchObject({ kind: 'choose', player: 0 });
    const discarded: number[] = [];
    for (let i = 0; i < 4 && state.pending?.kind === 'choose'; i++) {
      const pick = botChoice(bot, engine, state, 0);
      if (pick.action.type === 'choose' && pick.action.pick !== null) discarded.push(pick.action.pick);
      state = apply(state, pick.action);
    }
    expect(discarded).toHaveLength(2);
    expect(discarded).not.toContain(idOf(s, 'Summoned Skull'));
  });

  it('Special Summons a Toon with Toon World (a summon by procedure) instead of leaving it in hand', () => {
    const s = board({ sides: [{ hand: ['Toon Mermaid'], spellTraps: [{ card: 'Toon World' }], deck: DECK }, { monsters: [{ card: 'Feral Imp' }], deck: DECK }] });
    const pick = botChoice(bot, engine, s, 0);
    // In Attack Position: at 1400 ATK it is the strongest monster on the field.
    expect(pick.action).toMatchObject({ type: 'special-summon', card: idOf(s, 'Toon Mermaid'), position: 'attack' });
    // Facing a stronger monster it still comes out, in Defense Position.
    const weaker = board({ sides: [{ hand: ['Toon Mermaid'], spellTraps: [{ card: 'Toon World' }], deck: DECK }, { monsters: [{ card: 'Summoned Skull' }], deck: DECK }] });
    expect(botChoice(bot, engine, weaker, 0).action).toMatchObject({ type: 'special-summon', card: idOf(weaker, 'Toon Mermaid'), position: 'defense' });
  });
});
