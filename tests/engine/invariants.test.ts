import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../src/engine/testing/invariants.js';
import type { DuelState, StateDraft } from '../../src/engine/types.js';
import { board, engine, idOf } from './board.js';
import { loadNormalDecks } from '../../src/cli/bot-eval.js';

const decks = loadNormalDecks().map((d) => d.deck);

function freshDuel(format: 'classic' | 'modern' = 'classic'): DuelState {
  const r = engine.newDuel({ format, seed: 'invariants', decks: [decks[0]!, decks[1]!] });
  if (!r.ok) throw new Error(r.problems.join(' '));
  return structuredClone(r.state);
}

/** A board the tests corrupt on purpose, so typed writable (a real state is read-only below its top level). */
function sampleBoard(): StateDraft {
  return board({
    sides: [
      { hand: ['Celtic Guardian', 'Dark Magician'], deck: ['Baby Dragon', 'Battle Ox'], monsters: [{ card: 'Mystical Elf', position: 'defense' }, null, { card: 'Rogue Doll' }] },
      { hand: ['Kojikocy'], deck: ['Uraby'], graveyard: ['Sky Scout'], monsters: [{ card: 'Great White', faceDown: true }] },
    ],
  });
}

describe('checkInvariants', () => {
  it('accepts sound states: a new duel in both formats and a built board', () => {
    expect(checkInvariants(freshDuel('classic'))).toEqual([]);
    expect(checkInvariants(freshDuel('modern'))).toEqual([]);
    expect(checkInvariants(sampleBoard())).toEqual([]);
  });

  it('accepts every state of a short played duel', () => {
    const r = engine.newDuel({ format: 'modern', seed: 'inv-play', decks: [decks[2]!, decks[3]!] });
    if (!r.ok) throw new Error('no duel');
    let s = r.state;
    for (let i = 0; i < 60 && !s.result; i++) {
      const options = engine.legalActions(s);
      const next = engine.apply(s, options[i % options.length]!.action);
      if (!next.ok) throw new Error(next.rejection.message);
      s = next.state;
      expect(checkInvariants(s)).toEqual([]);
    }
  });

  it('catches a card listed in two piles', () => {
    const s = sampleBoard();
    const id = s.players[0].hand[0]!;
    s.players[0].graveyard.push(id);
    const problems = checkInvariants(s);
    expect(problems.some((p) => p.includes(`card ${id} is listed twice`))).toBe(true);
  });

  it('catches a card listed in a pile and a zone, and a card in no pile at all', () => {
    const s = sampleBoard();
    const elf = idOf(s, 'Mystical Elf');
    s.players[0].hand.push(elf);
    expect(checkInvariants(s).some((p) => p.includes(`card ${elf} is listed twice`))).toBe(true);

    const t = sampleBoard();
    const ox = idOf(t, 'Battle Ox');
    t.players[0].deck = t.players[0].deck.filter((x) => x !== ox);
    expect(checkInvariants(t).some((p) => p.includes(`card ${ox}`) && p.includes('not listed'))).toBe(true);
  });

  it("catches a card whose own fields disagree with where it is", () => {
    const s = sampleBoard();
    const doll = idOf(s, 'Rogue Doll');
    s.cards[doll]!.zone = 1;
    s.cards[idOf(s, 'Kojikocy')]!.location = 'graveyard';
    s.cards[idOf(s, 'Great White')]!.controller = 0;
    const problems = checkInvariants(s);
    expect(problems.some((p) => p.includes(`card ${doll} says zone 1`))).toBe(true);
    expect(problems.some((p) => p.includes('says location graveyard'))).toBe(true);
    expect(problems.some((p) => p.includes('has controller 0'))).toBe(true);
  });

  it('catches zone arrays of the wrong size', () => {
    const s = sampleBoard();
    s.players[1].monsters.push(null);
    s.players[0].spellTraps.pop();
    s.extraMonsterZones.push(null);
    const problems = checkInvariants(s);
    expect(problems.some((p) => p.includes('player 1 has 6 monsters zones'))).toBe(true);
    expect(problems.some((p) => p.includes('player 0 has 4 spellTraps zones'))).toBe(true);
    expect(problems.some((p) => p.includes('Extra Monster Zones'))).toBe(true);
  });

  it('catches negative or fractional LP', () => {
    const s = sampleBoard();
    s.players[0].lp = -100;
    s.players[1].lp = 12.5;
    const problems = checkInvariants(s);
    expect(problems.some((p) => p.startsWith('player 0 LP is -100'))).toBe(true);
    expect(problems.some((p) => p.startsWith('player 1 LP is 12.5'))).toBe(true);
  });

  it('catches an unfinished duel with no pending decision, and a finished one with a decision', () => {
    const s = sampleBoard();
    s.pending = null;
    expect(checkInvariants(s)).toContain('the duel is not over but no decision is pending');
    const t = sampleBoard();
    t.result = { winner: 0, reason: 'lp' };
    expect(checkInvariants(t)).toContain('the duel is over but a decision is still pending');
  });

  it('catches a bad pending player, dangling turn-record ids and a short log', () => {
    const s = sampleBoard();
    (s.pending as { player: number }).player = 2;
    s.turnRecord.attacked.push(999);
    s.turnRecord.positionChanged.push(-1);
    s.actionCount = 3;
    const problems = checkInvariants(s);
    expect(problems.some((p) => p.includes('pending.player is 2'))).toBe(true);
    expect(problems.some((p) => p.includes('turnRecord.attacked holds 999'))).toBe(true);
    expect(problems.some((p) => p.includes('turnRecord.positionChanged holds -1'))).toBe(true);
    expect(problems.some((p) => p.includes('the action log has 0 entries but actionCount is 3'))).toBe(true);
  });

  it('catches a face-down monster in Attack Position and a zone holding a non-card', () => {
    const s = sampleBoard();
    const gw = idOf(s, 'Great White');
    s.cards[gw]!.position = 'attack';
    s.players[1].monsters[4] = 500;
    const problems = checkInvariants(s);
    expect(problems.some((p) => p.includes(`card ${gw} is a face-down monster in Attack Position`))).toBe(true);
    expect(problems.some((p) => p.includes('holds 500'))).toBe(true);
  });
});
