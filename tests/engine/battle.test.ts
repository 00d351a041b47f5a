import { describe, expect, it } from 'vitest';
import { board, engine, idOf, names, play } from './board.js';
import { createEngine } from '../../src/engine/index.js';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { sendToGraveyard } from '../../src/engine/zones.js';
import { Tx } from '../../src/engine/tx.js';
import type { DuelState } from '../../src/engine/types.js';

/** One attack on a fresh board: the attacker in m1 for player 0, the target in om1 (or none). */
function battle(attacker: string, target: { card: string; position?: 'attack' | 'defense'; faceDown?: boolean } | null) {
  const s = board({
    phase: 'battle',
    sides: [
      { monsters: [{ card: attacker }, { card: 'Island Turtle', position: 'defense' }], deck: ['Silver Fang'] },
      { monsters: target ? [target] : [], deck: ['Baby Dragon'] },
    ],
  });
  const a = idOf(s, attacker, 0);
  const t = target ? idOf(s, target.card, 1) : null;
  const r = play(s, `attack:${a}:${t ?? 'direct'}`);
  return { s, r, a, t };
}

describe('battle', () => {
  it('ATK higher than an Attack Position target: the target is destroyed and the difference is dealt', () => {
    const { r, t } = battle('Summoned Skull', { card: 'Celtic Guardian' });
    expect(r.state.players[1].lp).toBe(8000 - 1100);
    expect(r.state.players[0].lp).toBe(8000);
    expect(r.state.cards[t!]!.location).toBe('graveyard');
    expect(names(r.state, r.state.players[0].monsters)).toEqual(['Summoned Skull', 'Island Turtle', null, null, null]);
    expect(r.events.map((e) => e.type)).toEqual([
      'attack', 'phase', 'damage-calculation', 'destroyed', 'sent-to-graveyard', 'battle-damage',
      // Back to the Battle Step; nothing else can attack, so the engine ends the Battle Phase itself.
      'phase', 'phase', 'phase',
    ]);
    expect(r.events.slice(-3)).toMatchObject([
      { type: 'phase', phase: 'battle', step: 'battle' },
      { type: 'phase', phase: 'battle', step: 'end' },
      { type: 'phase', phase: 'main2', step: null },
    ]);
    expect(r.events.find((e) => e.type === 'damage-calculation')).toMatchObject({ attackValue: 2500, defendValue: 1400, targetPosition: 'attack' });
    expect(r.state.phase).toBe('main2');
    expect(r.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('equal ATK against an Attack Position target destroys both and deals no damage', () => {
    const { r, a, t } = battle('Feral Imp', { card: 'Magical Ghost' });
    expect(r.state.cards[a]!.location).toBe('graveyard');
    expect(r.state.cards[t!]!.location).toBe('graveyard');
    expect([r.state.players[0].lp, r.state.players[1].lp]).toEqual([8000, 8000]);
    expect(r.events.filter((e) => e.type === 'destroyed')).toHaveLength(2);
  });

  it('lower ATK against an Attack Position target destroys the attacker and damages its controller', () => {
    const { r, a, t } = battle('Celtic Guardian', { card: 'Summoned Skull' });
    expect(r.state.cards[a]!.location).toBe('graveyard');
    expect(r.state.cards[t!]!.location).toBe('monster');
    expect(r.state.players[0].lp).toBe(8000 - 1100);
    expect(r.state.players[1].lp).toBe(8000);
  });

  it('ATK higher than a Defense Position target destroys it with no damage', () => {
    const { r, t } = battle('Summoned Skull', { card: 'Mystical Elf', position: 'defense' });
    expect(r.state.cards[t!]!.location).toBe('graveyard');
    expect([r.state.players[0].lp, r.state.players[1].lp]).toEqual([8000, 8000]);
  });

  it('ATK equal to DEF: nothing is destroyed and nobody takes damage', () => {
    const { r, a, t } = battle('Armored Lizard', { card: 'Beaver Warrior', position: 'defense' });
    expect(r.state.cards[a]!.location).toBe('monster');
    expect(r.state.cards[t!]!.location).toBe('monster');
    expect([r.state.players[0].lp, r.state.players[1].lp]).toEqual([8000, 8000]);
    expect(r.events.some((e) => e.type === 'destroyed' || e.type === 'battle-damage')).toBe(false);
  });

  it('ATK lower than DEF: nothing is destroyed and the attacker\'s controller takes the difference', () => {
    const { r, a, t } = battle('Celtic Guardian', { card: 'Mystical Elf', position: 'defense' });
    expect(r.state.cards[a]!.location).toBe('monster');
    expect(r.state.cards[t!]!.location).toBe('monster');
    expect(r.state.players[0].lp).toBe(7400);
    expect(r.events.find((e) => e.type === 'battle-damage')).toMatchObject({ player: 0, amount: 600, lp: 7400 });
  });

  it('a direct attack deals the full ATK', () => {
    const { r } = battle('Celtic Guardian', null);
    expect(r.state.players[1].lp).toBe(6600);
    expect(r.events.find((e) => e.type === 'damage-calculation')).toMatchObject({ target: null, defendValue: null });
  });

  it('two 0 ATK monsters in Attack Position: neither is destroyed', () => {
    const zero = { passcode: 99990001, name: 'Zero Test Monster', kind: 'monster' as const, frame: 'normal', subtypes: ['Normal'], attribute: 'DARK', race: 'Fiend', level: 1, atk: 0, def: 0, extraDeck: false, normalSummonable: true };
    const { db } = defaultCards();
    const testEngine = createEngine((n) => (n === zero.passcode ? zero : db.byPasscode(n) && toCardStatic(db.byPasscode(n)!)));
    const s = board({ phase: 'battle', sides: [{ monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian', position: 'defense' }] }, { monsters: [{ card: 'Mystical Elf' }] }] });
    // Turn both Feral Imp and Mystical Elf into the 0 ATK test monster.
    s.catalog[zero.passcode] = zero;
    s.cards[idOf(s, 'Feral Imp')]!.passcode = zero.passcode;
    s.cards[idOf(s, 'Mystical Elf')]!.passcode = zero.passcode;
    const attacker = s.players[0].monsters[0]!;
    const target = s.players[1].monsters[0]!;
    const r = testEngine.apply(s, { type: 'attack', player: 0, attacker, target });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.cards[attacker]!.location).toBe('monster');
    expect(r.state.cards[target]!.location).toBe('monster');
    expect(r.events.some((e) => e.type === 'destroyed')).toBe(false);
  });

  it('a face-down defender is flipped face-up in Defense before damage, and the after-damage hook sees the flip', () => {
    const { db } = defaultCards();
    const seen: unknown[] = [];
    const hooked = createEngine((n) => db.byPasscode(n) && toCardStatic(db.byPasscode(n)!), {
      afterDamageCalculation: (tx, info) => seen.push({ ...info, targetWhere: tx.s.cards[info.target!]!.location }),
    });
    const s = board({ phase: 'battle', sides: [{ monsters: [{ card: 'Celtic Guardian' }, { card: 'Giant Soldier of Stone', position: 'defense' }] }, { monsters: [{ card: 'Mystical Elf', faceDown: true }] }] });
    const guardian = idOf(s, 'Celtic Guardian');
    const elf = idOf(s, 'Mystical Elf');
    const label = hooked.legalActions(s).find((o) => o.id === `attack:${guardian}:${elf}`)!.label;
    expect(label).not.toContain('Mystical Elf');
    const r = hooked.apply(s, { type: 'attack', player: 0, attacker: guardian, target: elf });
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.cards[elf]).toMatchObject({ faceUp: true, position: 'defense', location: 'monster' });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('flip')).toBeLessThan(types.indexOf('damage-calculation'));
    expect(r.state.players[0].lp).toBe(7400);
    expect(seen).toEqual([{ attacker: guardian, target: elf, targetFlipped: true, targetWhere: 'monster' }]);
  });

  it('only face-up Attack Position monsters attack, each once per turn; direct attacks only into an empty field', () => {
    const s = board({
      phase: 'battle',
      sides: [
        { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }, { card: 'Mystical Elf', position: 'defense' }, { card: 'Feral Imp', faceDown: true }] },
        { monsters: [{ card: 'Silver Fang' }], deck: ['Baby Dragon'] },
      ],
    });
    const [skull, guardian, elf, imp, fang] = ['Summoned Skull', 'Celtic Guardian', 'Mystical Elf', 'Feral Imp', 'Silver Fang'].map((n) => idOf(s, n)) as number[];
    expect(engine.legalActions(s).map((o) => o.id)).toEqual([`attack:${skull}:${fang}`, `attack:${guardian}:${fang}`, 'end-battle']);
    const refuse = (st: DuelState, attacker: number, target: number | null) => {
      const r = engine.apply(st, { type: 'attack', player: 0, attacker, target });
      return r.ok ? null : r.rejection;
    };
    expect(refuse(s, elf!, fang!)).toMatchObject({ code: 'NOT_ATTACK_POSITION', rule: 'battle.declare' });
    expect(refuse(s, imp!, fang!)?.code).toBe('NOT_ATTACK_POSITION');
    expect(refuse(s, skull!, null)).toMatchObject({ code: 'DIRECT_ATTACK_BLOCKED', rule: 'battle.direct-attack' });
    expect(refuse(s, fang!, null)?.code).toBe('NOT_YOUR_CARD');
    const after = play(s, `attack:${skull}:${fang}`).state;
    expect(after.turnRecord.attacked).toEqual([skull]);
    expect(refuse(after, skull!, null)).toMatchObject({ code: 'ALREADY_ATTACKED', rule: 'battle.declare' });
    // With the field now empty, Celtic Guardian may attack directly.
    expect(engine.legalActions(after).map((o) => o.id)).toEqual([`attack:${guardian}:direct`, 'end-battle']);
    // No attacks outside the Battle Phase.
    const main = board({ sides: [{ monsters: [{ card: 'Celtic Guardian' }] }, {}] });
    const r = engine.apply(main, { type: 'attack', player: 0, attacker: idOf(main, 'Celtic Guardian'), target: null });
    expect(r.ok ? null : r.rejection).toMatchObject({ code: 'NOT_IN_BATTLE', rule: 'turn.battle' });
  });

  /** A position right after an attack declaration, both players still to pass. */
  function declared(extraOpponentMonster = false) {
    const s = board({
      phase: 'battle',
      sides: [
        { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] },
        { monsters: [{ card: 'Mystical Elf' }, extraOpponentMonster ? null : { card: 'Feral Imp' }], hand: ['Silver Fang'], deck: ['Baby Dragon'] },
      ],
    });
    const skull = idOf(s, 'Summoned Skull');
    const elf = idOf(s, 'Mystical Elf');
    s.turnRecord.attacked = [skull];
    s.battle = { attacker: skull, target: elf, opponentMonsters: s.players[1].monsters.filter((x): x is number => x !== null) };
    s.window = { kind: 'attack-declared', event: null, resume: { to: 'attack' } };
    s.pending = { kind: 'respond', player: 0, window: 'attack-declared', passes: 0 };
    return { s, skull, elf };
  }

  it('replay: when the target leaves before damage, the attacker may pick a new target or give up, and giving up still uses its attack', () => {
    const { s, skull, elf } = declared();
    // Stand-in for an opponent's card effect: the attack target leaves the field.
    const tx = new Tx(s);
    sendToGraveyard(tx, elf);
    const afterEffect = tx.s;
    // The opponent's pass has only one option, so the engine takes it after ours.
    const passed = play(afterEffect, 'pass');
    expect(passed.events.map((e) => e.type)).toEqual(['replay']);
    expect(passed.state.pending).toEqual({ kind: 'replay', player: 0 });
    const imp = idOf(s, 'Feral Imp');
    const guardian = idOf(s, 'Celtic Guardian');
    // 2008 rulebook: the same monster again, a different monster, or no attack.
    expect(engine.legalActions(passed.state).map((o) => o.id)).toEqual([`attack:${skull}:${imp}`, `attack:${guardian}:${imp}`, 'cancel-attack']);
    const retarget = play(passed.state, `attack:${skull}:${imp}`);
    expect(retarget.state.turnRecord.attacked).toEqual([skull]);
    // The new target gets its own response window, then battle.
    expect(retarget.state.cards[imp]!.location).toBe('graveyard');
    expect(retarget.state.players[1].lp).toBe(8000 - 1200);

    const gaveUp = play(passed.state, 'cancel-attack').state;
    expect(gaveUp.pending).toEqual({ kind: 'battle', player: 0 });
    expect(gaveUp.battle).toBeNull();
    const ids = engine.legalActions(gaveUp).map((o) => o.id);
    expect(ids).not.toContain(`attack:${skull}:${imp}`);
    expect(ids).toContain(`attack:${guardian}:${imp}`);
  });

  it('replay: a new monster on the opponent\'s side also causes one, and an empty field allows a direct attack instead', () => {
    const { s, skull, elf } = declared(true);
    const tx = new Tx(s);
    sendToGraveyard(tx, elf);
    const empty = play(tx.s, 'pass').state;
    const guardian = idOf(s, 'Celtic Guardian');
    expect(engine.legalActions(empty).map((o) => o.id)).toEqual([`attack:${skull}:direct`, `attack:${guardian}:direct`, 'cancel-attack']);
    const direct = play(empty, `attack:${skull}:direct`);
    expect(direct.state.players[1].lp).toBe(5500);

    const fresh = declared(true);
    const tx2 = new Tx(fresh.s);
    const fang = idOf(fresh.s, 'Silver Fang');
    // Stand-in for an effect that Special Summons a monster for the defender.
    tx2.card(fang).faceUp = true;
    const zones = tx2.zones(1, 'monsters');
    tx2.pile(1, 'hand').splice(0, 1);
    zones[1] = fang;
    Object.assign(tx2.card(fang), { location: 'monster', zone: 1, arrivedTurn: fresh.s.turn });
    const replayed = play(tx2.s, 'pass');
    expect(replayed.events.map((e) => e.type)).toContain('replay');
    const guardian2 = idOf(fresh.s, 'Celtic Guardian');
    expect(engine.legalActions(replayed.state).map((o) => o.id)).toEqual([
      `attack:${fresh.skull}:${fresh.elf}`,
      `attack:${fresh.skull}:${fang}`,
      `attack:${guardian2}:${fresh.elf}`,
      `attack:${guardian2}:${fang}`,
      'cancel-attack',
    ]);
  });

  it('if the attacker leaves the field before damage, the attack stops', () => {
    const { s, skull } = declared();
    const tx = new Tx(s);
    sendToGraveyard(tx, skull);
    const r = play(tx.s, 'pass');
    expect(r.state.pending).toEqual({ kind: 'battle', player: 0 });
    expect(r.events.some((e) => e.type === 'damage-calculation')).toBe(false);
    expect([r.state.players[0].lp, r.state.players[1].lp]).toEqual([8000, 8000]);
  });
});
