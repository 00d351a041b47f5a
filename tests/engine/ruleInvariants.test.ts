import { describe, expect, it } from 'vitest';
import { chainInvariants, lossInvariants } from '../../src/engine/testing/ruleInvariants.js';
import type { DuelEvent, DuelState } from '../../src/engine/types.js';
import { board, engine } from './board.js';

function sample(): DuelState {
  return structuredClone(board({ sides: [{ hand: ['Celtic Guardian'], deck: ['Uraby'] }, { deck: ['Uraby'], monsters: [{ card: 'Battle Ox' }] }] }));
}

const ev = (n: number, body: Record<string, unknown>): DuelEvent => ({ n, ...body }) as unknown as DuelEvent;

describe('rule invariants for the fuzzer', () => {
  it('a duel that goes on with a player at 0 LP, or after a failed draw, is reported; a sound state is not', () => {
    const s = sample();
    expect(lossInvariants(s, [])).toEqual([]);
    s.players[1].lp = 0;
    expect(lossInvariants(s, [])).toEqual(['the duel goes on with LP 8000 / 0']);
    s.players[1].lp = 100;
    s.cannotDraw = [0];
    expect(lossInvariants(s, [])).toEqual(['the duel goes on though player 0 could not draw']);
  });

  it('something happening between 0 LP and the end of the duel, or a wrong result, is reported', () => {
    const s = sample();
    s.players[0].lp = 0;
    s.pending = null;
    s.result = { winner: 1, reason: 'lp' };
    const inOrder = [ev(1, { type: 'effect-damage', player: 0, amount: 500, lp: 0 }), ev(2, { type: 'duel-end', winner: 1, reason: 'lp' })];
    expect(lossInvariants(s, inOrder)).toEqual([]);
    const late = [inOrder[0]!, ev(2, { type: 'resolve', link: 1, card: 3, effect: 'activate', negated: null }), ev(3, { type: 'lp-gain', player: 0, amount: 1000, lp: 1000 }), ev(4, { type: 'duel-end', winner: 1, reason: 'lp' })];
    expect(lossInvariants(s, late)).toEqual(['after a player reached 0 LP, resolve, lp-gain happened before the duel ended']);
    expect(lossInvariants(s, [inOrder[0]!])).toEqual(['a player reached 0 LP (event 1) and the duel did not end in that step']);
    s.result = { winner: null, reason: 'deck-out' };
    expect(lossInvariants(s, inOrder)).toEqual(['a deck-out result though a player is at 0 LP (0 / 8000): the LP loss came first']);
    s.result = { winner: 0, reason: 'lp' };
    expect(lossInvariants(s, inOrder)).toEqual(['player 0 won by LP with LP 0 / 8000']);
  });

  it('the same effect of the same card twice on one chain is reported, two different cards are not', () => {
    const s = sample();
    const ox = s.players[1].monsters[0]!;
    const guardian = s.players[0].hand[0]!;
    const link = (card: number) => ({ player: 1 as const, card, effect: 'e', speed: 2 as const, targets: [], cardActivation: false, negated: null, event: null, sourceMoves: 0 });
    s.chain = [link(ox), link(guardian)];
    expect(chainInvariants(s, engine.ctx)).toEqual([]);
    s.chain = [link(ox), link(guardian), link(ox)];
    expect(chainInvariants(s, engine.ctx)).toEqual([`Chain Link 3 repeats effect e of card ${ox}, already on the chain`]);
  });
});
