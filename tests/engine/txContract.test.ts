/**
 * The transaction's contract: what it hands out (`tx.s`) is read-only below its top level,
 * so nested state is written only through the accessors, which copy before writing and
 * leave the base state untouched. The @ts-expect-error lines make `tsc` fail if the type
 * ever lets a nested write through again.
 */
import { describe, expect, it } from 'vitest';
import { Tx } from '../../src/engine/tx.js';
import { board } from './board.js';

describe('Tx contract', () => {
  it('refuses nested writes at compile time and copies on write through the accessors', () => {
    const base = board({ sides: [{ hand: ['Dark Magician'], monsters: [{ card: 'Mystical Elf' }] }, { monsters: [{ card: 'Battle Ox' }] }] });
    const tx = new Tx(base);
    const id = base.players[0].hand[0]!;
    // Never called: these lines only have to fail type-checking.
    const writesThatMustNotCompile = (): void => {
      // @ts-expect-error a player's fields are read-only through tx.s
      tx.s.players[0].lp = 0;
      // @ts-expect-error piles are read-only arrays through tx.s
      tx.s.players[0].hand.push(id);
      // @ts-expect-error card instances are read-only through tx.s
      tx.s.cards[id]!.faceUp = false;
      // @ts-expect-error the chain is a read-only array through tx.s
      tx.s.chain.pop();
      // @ts-expect-error the turn's records are read-only through tx.s
      tx.s.usedThisTurn.summoned.push(0);
    };
    void writesThatMustNotCompile;
    // Top-level fields may be replaced.
    tx.s.phase = 'main2';
    tx.player(0).lp = 1234;
    tx.pile(0, 'hand').splice(0, 1);
    tx.card(id).faceUp = true;
    tx.noteThisTurn('summoned', 0);
    tx.noteThisTurn('summoned', 0);
    expect(tx.s.players[0].lp).toBe(1234);
    expect(tx.s.players[0].hand).not.toContain(id);
    expect(tx.s.cards[id]!.faceUp).toBe(true);
    expect(tx.s.usedThisTurn.summoned).toEqual([0]);
    // The base state is untouched.
    expect(base.phase).toBe('main1');
    expect(base.players[0].lp).toBe(8000);
    expect(base.players[0].hand).toContain(id);
    expect(base.usedThisTurn.summoned).toEqual([]);
  });
});
