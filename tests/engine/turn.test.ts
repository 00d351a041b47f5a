import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { board, deckOf, engine, idOf, names, play } from './board.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { checkLifePoints } from '../../src/engine/flow.js';
import { Tx } from '../../src/engine/tx.js';

const deck = (name: string) => {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('deck fixture broken');
  return { main: r.deck.main, extra: r.deck.extra };
};

describe('turn structure', () => {
  it('a new duel: shuffled Decks, 8000 LP, five cards each, turn 1 Main Phase 1 for the first player, events numbered from 1', () => {
    const r = engine.newDuel({ format: 'modern', seed: 'start', decks: [deck('normals-yugi'), deck('normals-joey')] });
    if (!r.ok) throw new Error(r.problems.join());
    const s = r.state;
    expect([s.players[0].lp, s.players[1].lp]).toEqual([8000, 8000]);
    expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([5, 5]);
    expect([s.players[0].deck.length, s.players[1].deck.length]).toEqual([35, 35]);
    expect(s).toMatchObject({ turn: 1, turnPlayer: 0, firstPlayer: 0, phase: 'main1', step: null, pending: { kind: 'main', player: 0 }, result: null });
    expect(r.events.map((e) => e.n)).toEqual(r.events.map((_, i) => i + 1));
    expect(r.events.slice(0, 3).map((e) => e.type)).toEqual(['duel-start', 'shuffle', 'shuffle']);
    expect(r.events.filter((e) => e.type === 'phase').map((e) => e.type === 'phase' && e.phase)).toEqual(['draw', 'standby', 'main1']);
    // A coin decides when asked to.
    const coin = [...Array(8).keys()].map((i) => engine.newDuel({ format: 'classic', seed: `coin${i}`, decks: [deck('normals-yugi'), deck('normals-joey')], firstPlayer: 'coin' }));
    const firsts = new Set(coin.map((c) => (c.ok ? c.state.firstPlayer : -1)));
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('phases run Draw, Standby, Main 1, Battle (start, battle, end steps), Main 2, End, then the other player\'s turn', () => {
    const s = board({ turn: 2, sides: [{ monsters: [{ card: 'Celtic Guardian' }, { card: 'Island Turtle', position: 'defense' }], deck: ['Feral Imp'] }, { deck: ['Silver Fang', 'Baby Dragon'], hand: ['Mystical Elf'] }] });
    const battle = play(s, 'battle');
    expect(battle.events.filter((e) => e.type === 'phase')).toMatchObject([
      { phase: 'battle', step: 'start' },
      { phase: 'battle', step: 'battle' },
    ]);
    const main2 = play(battle.state, 'end-battle');
    expect(main2.events.map((e) => (e.type === 'phase' ? `${e.phase}/${e.step}` : e.type))).toEqual(['battle/end', 'main2/null']);
    expect(engine.legalActions(main2.state).map((o) => o.id)).not.toContain('battle');
    const again = engine.apply(main2.state, { type: 'enter-battle', player: 0 });
    expect(again.ok ? null : again.rejection.code).toBe('WRONG_DECISION');
    const next = play(main2.state, 'end-turn');
    expect(next.events.map((e) => (e.type === 'phase' ? e.phase : e.type))).toEqual(['end', 'turn', 'draw', 'draw', 'standby', 'main1']);
    expect(next.state).toMatchObject({ turn: 3, turnPlayer: 1, phase: 'main1', pending: { kind: 'main', player: 1 } });
    expect(names(next.state, next.state.players[1].hand)).toEqual(['Mystical Elf', 'Silver Fang']);
    // The new turn player's per-turn record starts clean.
    expect(next.state.turnRecord).toEqual({ normalSummonUsed: false, positionChanged: [], attacked: [] });
  });

  it('hand limit: the turn player ends the End Phase with 6 cards, choosing each discard', () => {
    const hand = ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Silver Fang', 'Baby Dragon', 'Beaver Warrior', 'Island Turtle', 'Summoned Skull'];
    const s = board({ normalSummonUsed: true, sides: [{ hand }, { deck: deckOf('Koumori Dragon', 3) }] });
    const end = play(s, 'end-turn').state;
    expect(end.phase).toBe('end');
    expect(end.pending).toEqual({ kind: 'discard', player: 0, count: 2 });
    const options = engine.legalActions(end);
    expect(options.map((o) => o.label)).toEqual(hand.map((n) => `Discard ${n}`));
    const refused = engine.apply(end, { type: 'end-turn', player: 0 });
    expect(refused.ok ? null : refused.rejection.code).toBe('WRONG_DECISION');
    const once = play(end, `discard:${idOf(s, 'Summoned Skull')}`);
    expect(once.state.pending).toEqual({ kind: 'discard', player: 0, count: 1 });
    const twice = play(once.state, `discard:${idOf(s, 'Feral Imp')}`);
    expect(names(twice.state, twice.state.players[0].graveyard)).toEqual(['Summoned Skull', 'Feral Imp']);
    expect(twice.state.players[0].hand).toHaveLength(6);
    expect(twice.state.turnPlayer).toBe(1);
    expect(twice.events.map((e) => e.type).slice(0, 3)).toEqual(['discard', 'sent-to-graveyard', 'turn']);
    // Six cards: no discard at all.
    const six = board({ normalSummonUsed: true, sides: [{ hand: hand.slice(0, 6) }, { deck: ['Koumori Dragon'] }] });
    expect(play(six, 'end-turn').state.turnPlayer).toBe(1);
  });

  it('a player who must draw from an empty Deck loses', () => {
    const s = board({ normalSummonUsed: true, sides: [{ hand: ['Celtic Guardian', 'Feral Imp'] }, { deck: [] }] });
    const r = play(s, 'end-turn');
    expect(r.state.result).toEqual({ winner: 0, reason: 'deck-out' });
    expect(r.state.pending).toBeNull();
    expect(r.events.at(-1)).toMatchObject({ type: 'duel-end', winner: 0, reason: 'deck-out' });
    expect(engine.legalActions(r.state)).toEqual([]);
    const after = engine.apply(r.state, { type: 'end-turn', player: 1 });
    expect(after.ok ? null : after.rejection).toMatchObject({ code: 'DUEL_OVER', rule: 'win.conditions' });
  });

  it('LP reaching 0 ends the duel; both players at 0 together is a draw', () => {
    const s = board({ phase: 'battle', sides: [{ monsters: [{ card: 'Summoned Skull' }] }, { lp: 2000 }] });
    const r = play(s, `attack:${idOf(s, 'Summoned Skull')}:direct`);
    expect(r.state.players[1].lp).toBe(0);
    expect(r.state.result).toEqual({ winner: 0, reason: 'lp' });
    expect(r.events.at(-1)).toMatchObject({ type: 'duel-end', winner: 0 });

    // Battle damage reaches one player at a time, so the simultaneous case is checked on the rule itself.
    const both = new Tx(board({ sides: [{ lp: 0 }, { lp: 0 }] }));
    expect(checkLifePoints(both)).toBe(true);
    expect(both.s.result).toEqual({ winner: null, reason: 'both-lp' });
    expect(both.events).toMatchObject([{ type: 'duel-end', winner: null, reason: 'both-lp' }]);
  });

  it('either player may surrender at any time, even when it is not their decision', () => {
    const s = board({ sides: [{ hand: ['Celtic Guardian'] }, {}] });
    const r = engine.apply(s, { type: 'surrender', player: 1 });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.result).toEqual({ winner: 0, reason: 'surrender' });
    expect(r.events.map((e) => e.type)).toEqual(['surrender', 'duel-end']);
    const mine = engine.apply(s, { type: 'surrender', player: 0 });
    expect(mine.ok && mine.state.result).toEqual({ winner: 1, reason: 'surrender' });
  });

  it('acting out of turn is refused with the priority rule and leaves the state untouched', () => {
    const s = board({ sides: [{ hand: ['Celtic Guardian'] }, { hand: ['Feral Imp'] }] });
    const before = JSON.stringify(s);
    const r = engine.apply(s, { type: 'normal-summon', player: 1, card: idOf(s, 'Feral Imp'), tributes: [] });
    expect(r.ok ? null : r.rejection).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'decision.priority' });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('malformed actions', () => {
  it('are refused with MALFORMED_ACTION naming the field, never thrown, and leave the state untouched', () => {
    const s = board({ sides: [{ hand: ['Celtic Guardian'] }, {}] });
    const before = JSON.stringify(s);
    const cases: [unknown, string][] = [
      [null, 'must be an object'],
      [{ type: 'normal-summon', player: 0, card: idOf(s, 'Celtic Guardian') }, '"tributes"'],
      [{ type: 'attack', player: 0, attacker: 'm1', target: null }, '"attacker"'],
      [{ type: 'attack', player: 2, attacker: 1, target: null }, '"player"'],
      [{ type: 'teleport', player: 0 }, 'unknown action type "teleport"'],
      [{ type: 'normal-summon', player: 0, card: 1.5, tributes: [] }, '"card"'],
    ];
    for (const [action, words] of cases) {
      const r = engine.apply(s, action as never);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.rejection.code).toBe('MALFORMED_ACTION');
        expect(r.rejection.rule).toBe('decision.options');
        expect(r.rejection.message).toContain(words);
      }
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
