import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CLASSIC, MODERN, FORMATS } from '../../src/engine/format.js';
import { validateDeck } from '../../src/cards/deckValidation.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { loadRulesReference, getSection } from '../../src/rules/reference.js';
import { board, db, engine, play, idOf } from './board.js';

const normals = (name: string) => {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('deck fixture broken');
  return { main: r.deck.main, extra: r.deck.extra };
};
const decks = [normals('normals-yugi'), normals('normals-kaiba')] as [ReturnType<typeof normals>, ReturnType<typeof normals>];

describe('formats are data: every difference the two rulebooks state', () => {
  it('first-turn draw: classic draws on turn 1, modern does not', () => {
    const classic = engine.newDuel({ format: 'classic', seed: 'f1', decks });
    const modern = engine.newDuel({ format: 'modern', seed: 'f1', decks });
    if (!classic.ok || !modern.ok) throw new Error('duel did not start');
    expect(CLASSIC.firstPlayerDrawsOnFirstTurn).toBe(true);
    expect(MODERN.firstPlayerDrawsOnFirstTurn).toBe(false);
    expect(classic.state.players[0].hand).toHaveLength(6);
    expect(classic.state.players[0].deck).toHaveLength(34);
    expect(classic.events.filter((e) => e.type === 'draw' && e.player === 0)).toHaveLength(6);
    expect(modern.state.players[0].hand).toHaveLength(5);
    expect(modern.state.players[0].deck).toHaveLength(35);
    // The second player draws normally on their first turn in both formats.
    for (const start of [classic, modern]) {
      const after = play(start.state, 'end-turn').state;
      expect(after.turnPlayer).toBe(1);
      expect(after.players[1].hand).toHaveLength(6);
    }
  });

  it('no Battle Phase for the first player on turn 1 in both formats, allowed from turn 2', () => {
    for (const format of ['classic', 'modern'] as const) {
      expect(FORMATS[format].firstPlayerMayBattleOnFirstTurn).toBe(false);
      const s = board({ format, turn: 1, sides: [{ hand: ['Celtic Guardian'] }, {}] });
      expect(engine.legalActions(s).map((o) => o.id)).not.toContain('battle');
      const refused = engine.apply(s, { type: 'enter-battle', player: 0 });
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.rejection.code).toBe('NO_BATTLE_FIRST_TURN');
        expect(refused.rejection.rule).toBe('turn.first-turn');
      }
      const later = board({ format, turn: 2, turnPlayer: 1, sides: [{}, { hand: ['Celtic Guardian'] }] });
      expect(engine.legalActions(later).map((o) => o.id)).toContain('battle');
    }
  });

  it('Extra Monster Zones exist only in modern, and a monster there blocks direct attacks', () => {
    expect(CLASSIC.extraMonsterZones).toBe(0);
    expect(MODERN.extraMonsterZones).toBe(2);
    const classic = board({ format: 'classic', sides: [{}, {}] });
    expect(classic.extraMonsterZones).toEqual([]);
    const s = board({
      format: 'modern',
      phase: 'battle',
      sides: [{ monsters: [{ card: 'Summoned Skull' }] }, { extraMonsters: [null, { card: 'Flame Swordsman' }] }],
    });
    expect(s.extraMonsterZones).toHaveLength(2);
    const skull = idOf(s, 'Summoned Skull');
    const ids = engine.legalActions(s).map((o) => o.id);
    expect(ids).not.toContain(`attack:${skull}:direct`);
    expect(ids).toContain(`attack:${skull}:${idOf(s, 'Flame Swordsman')}`);
    const refused = engine.apply(s, { type: 'attack', player: 0, attacker: skull, target: null });
    expect(refused.ok ? null : refused.rejection.code).toBe('DIRECT_ATTACK_BLOCKED');
  });

  it('Field Spells: one face-up on the whole field (classic) vs one per player (modern), as the reference states', () => {
    expect(CLASSIC.fieldSpells).toBe('one-on-field');
    expect(MODERN.fieldSpells).toBe('one-per-player');
    const ref = loadRulesReference();
    const field = getSection(ref, 'zones.field');
    expect(field?.body.toLowerCase()).toMatch(/classic|2008/);
    expect(field?.body.toLowerCase()).toMatch(/modern|current/);
    // Each player has exactly one Field Zone in both formats.
    expect(board({ format: 'classic', sides: [{}, {}] }).players[0].fieldZone).toBeNull();
  });

  it('what the Extra Deck may hold: Fusion and Synchro in classic, plus Xyz and Link in modern', () => {
    expect(CLASSIC.deck.extraDeckFrames).toEqual(['fusion', 'synchro']);
    expect(MODERN.deck.extraDeckFrames).toEqual(['fusion', 'synchro', 'xyz', 'link']);
    // A real Xyz monster from the shared facts is not in our card data, so build one.
    const xyz = { passcode: 84013237, name: 'Number 39: Utopia', frame: 'xyz' as const, subtypes: ['Xyz', 'Effect'], attribute: 'LIGHT' as const, race: 'Warrior', level: 4, atk: 2500, def: 2000, text: 'test', scripted: false };
    const lookup = { byPasscode: (n: number) => (n === xyz.passcode ? xyz : db.byPasscode(n)) };
    const deck = { main: decks[0].main, extra: [xyz.passcode], side: [] };
    expect(validateDeck(deck, lookup, MODERN.deck).ok).toBe(true);
    const classic = validateDeck(deck, lookup, CLASSIC.deck);
    expect(classic.ok).toBe(false);
    expect(classic.problems.map((p) => p.code)).toContain('NOT_ALLOWED_IN_EXTRA');
  });

  it('simultaneous trigger order and Tokens as Xyz Material differ by format', () => {
    expect(CLASSIC.simultaneousTriggers).toBe('turn-player-first');
    expect(MODERN.simultaneousTriggers).toBe('mandatory-then-optional');
    expect(CLASSIC.tokensAsXyzMaterial).toBe(true);
    expect(MODERN.tokensAsXyzMaterial).toBe(false);
    // Everything else the two books share.
    for (const f of [CLASSIC, MODERN]) {
      expect(f.startingLp).toBe(8000);
      expect(f.openingHand).toBe(5);
      expect(f.handLimit).toBe(6);
      expect(f.mainMonsterZones).toBe(5);
      expect(f.spellTrapZones).toBe(5);
      expect(f.deck).toMatchObject({ mainMin: 40, mainMax: 60, extraMax: 15, sideMax: 15, maxCopies: 3 });
    }
  });
});
