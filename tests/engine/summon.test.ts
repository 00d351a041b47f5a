import { describe, expect, it } from 'vitest';
import { board, engine, idOf, names, play } from './board.js';
import { createEngine, type SummonProcedure } from '../../src/engine/index.js';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import type { DuelState, Action } from '../../src/engine/types.js';

const refuse = (s: DuelState, a: Action) => {
  const r = engine.apply(s, a);
  if (r.ok) throw new Error(`expected ${a.type} to be refused`);
  return r.rejection;
};

describe('summoning and battle positions', () => {
  it('Normal Summon puts a Level 4 or lower monster face-up in Attack Position and uses the turn\'s Normal Summon', () => {
    const s = board({ sides: [{ hand: ['Celtic Guardian', 'Feral Imp'] }, {}] });
    const guardian = idOf(s, 'Celtic Guardian');
    const r = play(s, `summon:${guardian}`);
    const card = r.state.cards[guardian]!;
    expect(card).toMatchObject({ location: 'monster', zone: 0, position: 'attack', faceUp: true, arrival: 'normal', arrivedTurn: 3 });
    expect(r.state.players[0].hand).toEqual([idOf(s, 'Feral Imp')]);
    expect(r.state.turnRecord.normalSummonUsed).toBe(true);
    expect(r.events.map((e) => e.type)).toEqual(['normal-summon']);
    // The input state is untouched.
    expect(s.cards[guardian]!.location).toBe('hand');
    expect(s.turnRecord.normalSummonUsed).toBe(false);
  });

  it('Tribute Summon: Level 5-6 takes exactly one Tribute, Level 7+ exactly two; wrong counts and foreign Tributes are refused', () => {
    const s = board({
      sides: [
        { hand: ['Summoned Skull', 'Dark Magician'], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf', faceDown: true }] },
        { monsters: [{ card: 'Celtic Guardian' }] },
      ],
    });
    const [skull, dm, imp, elf, guardian] = ['Summoned Skull', 'Dark Magician', 'Feral Imp', 'Mystical Elf', 'Celtic Guardian'].map((n) => idOf(s, n)) as number[];
    const ids = engine.legalActions(s).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([`summon:${skull}:t${imp}`, `summon:${skull}:t${elf}`, `summon:${dm}:t${imp}-${elf}`]));
    expect(ids.filter((id) => id.startsWith(`summon:${dm}`))).toHaveLength(1);
    expect(ids).not.toContain(`summon:${skull}`);

    expect(refuse(s, { type: 'normal-summon', player: 0, card: skull!, tributes: [] })).toMatchObject({ code: 'WRONG_TRIBUTE_COUNT', rule: 'summon.tribute' });
    expect(refuse(s, { type: 'normal-summon', player: 0, card: dm!, tributes: [imp!] }).message).toContain('Level 7');
    expect(refuse(s, { type: 'normal-summon', player: 0, card: skull!, tributes: [guardian!] }).code).toBe('INVALID_TRIBUTE');
    expect(refuse(s, { type: 'normal-summon', player: 0, card: dm!, tributes: [imp!, imp!] }).code).toBe('INVALID_TRIBUTE');

    const r = play(s, `summon:${dm}:t${imp}-${elf}`);
    expect(names(r.state, r.state.players[0].graveyard)).toEqual(['Feral Imp', 'Mystical Elf']);
    expect(r.state.cards[dm!]).toMatchObject({ location: 'monster', zone: 0, position: 'attack', faceUp: true, arrival: 'tribute' });
    expect(r.events.map((e) => e.type)).toEqual(['tribute', 'sent-to-graveyard', 'tribute', 'sent-to-graveyard', 'normal-summon']);
    expect(r.events.find((e) => e.type === 'normal-summon')).toMatchObject({ tribute: true });
  });

  it('Normal Set puts the monster face-down in Defense, needs Tributes for Level 5+, and is not a Summon', () => {
    const s = board({ sides: [{ hand: ['Summoned Skull', 'Mystical Elf'], monsters: [{ card: 'Feral Imp' }] }, {}] });
    const skull = idOf(s, 'Summoned Skull');
    expect(refuse(s, { type: 'set-monster', player: 0, card: skull, tributes: [] }).code).toBe('WRONG_TRIBUTE_COUNT');
    const r = play(s, `set:${skull}:t${idOf(s, 'Feral Imp')}`);
    expect(r.state.cards[skull]).toMatchObject({ position: 'defense', faceUp: false, arrival: 'set' });
    expect(r.events.map((e) => e.type)).toEqual(['tribute', 'sent-to-graveyard', 'set-monster']);
    expect(r.state.turnRecord.normalSummonUsed).toBe(true);
  });

  it('only one Normal Summon or Set per turn, Main Phase 2 included', () => {
    // Island Turtle in Defense gives Main Phase 2 a real choice, so the turn does not end by itself.
    const s = board({ turn: 4, sides: [{ hand: ['Celtic Guardian', 'Feral Imp', 'Mystical Elf'], deck: ['Silver Fang'], monsters: [null, { card: 'Island Turtle', position: 'defense' }] }, { deck: ['Baby Dragon'], hand: ['Beaver Warrior'] }] });
    const after = play(s, `set:${idOf(s, 'Celtic Guardian')}`).state;
    const ids = engine.legalActions(after).map((o) => o.id);
    expect(ids.some((id) => id.startsWith('summon:') || id.startsWith('set:'))).toBe(false);
    const refused = refuse(after, { type: 'normal-summon', player: 0, card: idOf(s, 'Feral Imp'), tributes: [] });
    expect(refused).toMatchObject({ code: 'NORMAL_SUMMON_USED', rule: 'summon.once-per-turn' });
    // With no monster able to attack, the Battle Step has only one option and passes by itself.
    const main2 = play(after, 'battle').state;
    expect(main2.phase).toBe('main2');
    expect(refuse(main2, { type: 'set-monster', player: 0, card: idOf(s, 'Mystical Elf'), tributes: [] }).code).toBe('NORMAL_SUMMON_USED');
    // The next turn the limit resets.
    const opponentsTurn = play(main2, 'end-turn').state;
    expect(opponentsTurn.turnPlayer).toBe(1);
    const next = play(opponentsTurn, 'end-turn').state;
    expect(next.turnPlayer).toBe(0);
    expect(next.turn).toBe(6);
    expect(next.turnRecord.normalSummonUsed).toBe(false);
  });

  it('a monster cannot be played from the hand in face-up Defense Position', () => {
    const s = board({ sides: [{ hand: ['Celtic Guardian'] }, {}] });
    const rejection = refuse(s, { type: 'normal-summon', player: 0, card: idOf(s, 'Celtic Guardian'), tributes: [], position: 'defense' });
    expect(rejection).toMatchObject({ code: 'FACE_UP_DEFENSE_FROM_HAND', rule: 'summon.no-face-up-defense' });
    expect(rejection.message).toContain('Set');
  });

  it('Flip Summon turns a face-down monster to face-up Attack, not on the turn it was Set, and counts as its position change', () => {
    const s = board({ turn: 5, sides: [{ monsters: [{ card: 'Mystical Elf', faceDown: true, arrivedTurn: 3 }, { card: 'Feral Imp', faceDown: true, arrivedTurn: 5 }, { card: 'Celtic Guardian' }] }, {}] });
    const [elf, imp, guardian] = ['Mystical Elf', 'Feral Imp', 'Celtic Guardian'].map((n) => idOf(s, n)) as number[];
    expect(refuse(s, { type: 'flip-summon', player: 0, card: imp! })).toMatchObject({ code: 'SET_THIS_TURN', rule: 'summon.flip' });
    expect(refuse(s, { type: 'flip-summon', player: 0, card: guardian! }).code).toBe('NOT_FACE_DOWN');
    expect(refuse(s, { type: 'change-position', player: 0, card: elf! }).code).toBe('NOT_FACE_UP');
    const r = play(s, `flip:${elf}`);
    expect(r.state.cards[elf!]).toMatchObject({ faceUp: true, position: 'attack', arrival: 'flip' });
    expect(r.events).toEqual([expect.objectContaining({ type: 'flip-summon', card: elf })]);
    expect(r.state.turnRecord.normalSummonUsed).toBe(false);
    expect(refuse(r.state, { type: 'change-position', player: 0, card: elf! }).code).toBe('POSITION_ALREADY_CHANGED');
  });

  it('battle positions change once per turn, not on the turn the monster arrived, not after it attacked', () => {
    const s = board({ turn: 4, sides: [{ hand: ['Feral Imp', 'Silver Fang'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }, { card: 'Giant Soldier of Stone', position: 'defense' }] }, { monsters: [{ card: 'Mystical Elf', position: 'defense' }, { card: 'Island Turtle', position: 'defense' }] }] });
    const [guardian, skull, elf] = ['Celtic Guardian', 'Summoned Skull', 'Mystical Elf'].map((n) => idOf(s, n)) as number[];
    const changed = play(s, `pos:${guardian}`);
    expect(changed.state.cards[guardian!]!.position).toBe('defense');
    expect(changed.events).toEqual([expect.objectContaining({ type: 'position', position: 'defense' })]);
    expect(refuse(changed.state, { type: 'change-position', player: 0, card: guardian! })).toMatchObject({ code: 'POSITION_ALREADY_CHANGED', rule: 'position.change' });

    const summoned = play(changed.state, `summon:${idOf(s, 'Feral Imp')}`).state;
    expect(refuse(summoned, { type: 'change-position', player: 0, card: idOf(s, 'Feral Imp') }).code).toBe('ARRIVED_THIS_TURN');

    const battle = play(summoned, 'battle').state;
    const attacked = play(battle, `attack:${skull}:${elf}`).state;
    const main2 = play(attacked, 'end-battle').state;
    expect(main2.phase).toBe('main2');
    expect(refuse(main2, { type: 'change-position', player: 0, card: skull! })).toMatchObject({ code: 'ATTACKED_THIS_TURN', rule: 'position.change' });
    // The opponent's monster is not ours to turn.
    expect(refuse(s, { type: 'change-position', player: 0, card: elf! }).code).toBe('NOT_YOUR_CARD');
  });

  it('a Ritual Monster cannot be Normal Summoned or Set', () => {
    const s = board({ sides: [{ hand: ['Relinquished', 'Celtic Guardian'], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }] }, {}] });
    const bls = idOf(s, 'Relinquished');
    const ids = engine.legalActions(s).map((o) => o.id);
    expect(ids.some((id) => id.includes(`:${bls}`))).toBe(false);
    const r = refuse(s, { type: 'normal-summon', player: 0, card: bls, tributes: [] });
    expect(r).toMatchObject({ code: 'CANNOT_NORMAL_SUMMON', rule: 'summon.special' });
  });

  it('five full Main Monster Zones stop a summon unless a Tribute frees one', () => {
    const five = ['Feral Imp', 'Mystical Elf', 'Celtic Guardian', 'Beaver Warrior', 'Silver Fang'].map((card) => ({ card }));
    const s = board({ sides: [{ hand: ['Giant Soldier of Stone', 'Summoned Skull'], monsters: five }, {}] });
    expect(refuse(s, { type: 'normal-summon', player: 0, card: idOf(s, 'Giant Soldier of Stone'), tributes: [] })).toMatchObject({ code: 'ZONE_FULL', rule: 'zones.monster' });
    const r = play(s, `summon:${idOf(s, 'Summoned Skull')}:t${idOf(s, 'Mystical Elf')}`);
    expect(r.state.cards[idOf(s, 'Summoned Skull')]!.zone).toBe(1);
  });

  it('Special Summon procedures plug in without engine changes and mark the monster properly summoned', () => {
    const { db } = defaultCards();
    // A made-up procedure for the test: send 1 other card from the hand to the Graveyard.
    const discardOne: SummonProcedure = {
      id: 'test-discard',
      describe: 'by sending 1 other card from your hand to the Graveyard',
      from: ['hand'],
      appliesTo: (card) => card.name === 'Relinquished',
      choices: (state, player, card) => state.players[player].hand.filter((id) => id !== card).map((id) => [id]),
      pay: (costs, _player, _card, choice) => costs.sendToGraveyard([choice[0]!]),
    };
    const withProcedure = createEngine((n) => {
      const f = db.byPasscode(n);
      return f ? toCardStatic(f) : undefined;
    }, { procedures: [discardOne] });
    const s = board({ normalSummonUsed: true, sides: [{ hand: ['Relinquished', 'Feral Imp'] }, {}] });
    const bls = idOf(s, 'Relinquished');
    const imp = idOf(s, 'Feral Imp');
    const options = withProcedure.legalActions(s).filter((o) => o.action.type === 'special-summon');
    expect(options.map((o) => o.id)).toEqual([`ss:test-discard:${bls}:${imp}:a`, `ss:test-discard:${bls}:${imp}:d`]);
    const r = withProcedure.apply(s, options[1]!.action);
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.state.cards[bls]).toMatchObject({ location: 'monster', position: 'defense', faceUp: true, arrival: 'special', properlySummoned: true });
    expect(r.state.cards[imp]!.location).toBe('graveyard');
    const wrong = withProcedure.apply(s, { type: 'special-summon', player: 0, card: bls, procedure: 'test-discard', choice: [bls], position: 'attack' });
    expect(wrong.ok ? null : wrong.rejection.code).toBe('PROCEDURE_NOT_POSSIBLE');
    // The plain engine has no such procedure.
    expect(refuse(s, { type: 'special-summon', player: 0, card: bls, procedure: 'test-discard', choice: [imp], position: 'attack' }).code).toBe('NO_PROCEDURE');
    // Proper-summon status survives the Graveyard but not a return to the hand.
    const graveyardTrip = { ...r.state.cards[bls]!, location: 'graveyard' as const };
    expect(graveyardTrip.properlySummoned).toBe(true);
  });
});
