import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { canSee } from '../../src/engine/text/describe.js';
import { optionCommand, parseCommand, type ParseResult } from '../../src/engine/text/grammar.js';
import { toCardStatic } from '../../src/cards/catalog.js';
import { createEngine, type DuelState, type FormatId, type Option, type PlayerId, type SummonProcedure } from '../../src/engine/index.js';

const { db, engine } = defaultCards();

// ---------------------------------------------------------------- real duels, step by step

const passcode = (name: string): number => {
  const card = db.byName(name);
  if (!card) throw new Error(`no card ${name}`);
  return card.passcode;
};
const copies = (name: string, n: number): string[] => Array.from({ length: n }, () => name);
const deckOf = (names: string[]) => ({ main: names.map(passcode), extra: [] });

function start(deck0: string[], deck1: string[], seed = 'grammar', format: FormatId = 'classic'): DuelState {
  const r = engine.newDuel({ format, seed, decks: [deckOf(deck0), deckOf(deck1)], firstPlayer: 0 });
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.state;
}

const nameOf = (s: DuelState, id: number): string => s.catalog[s.cards[id]!.passcode]!.name;

/** Applies the first legal option that fits; fails loudly otherwise. */
function take(s: DuelState, what: string, fits: (o: Option) => boolean): DuelState {
  const option = engine.legalActions(s).find(fits);
  if (!option) throw new Error(`no option for ${what}: ${engine.legalActions(s).map((o) => o.id).join(', ')}`);
  const r = engine.apply(s, option.action);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}
function onTurn(s: DuelState, turn: number): DuelState {
  if (s.turn !== turn) throw new Error(`expected turn ${turn}, at turn ${s.turn}`);
  return s;
}
const byType = (type: string) => (o: Option) => o.action.type === type;
const cardOption = (s: DuelState, type: string, name: string) => (o: Option) =>
  o.action.type === type && 'card' in o.action && nameOf(s, o.action.card) === name && (!('tributes' in o.action) || o.action.tributes.length === 0);

/** Where a card with this name is for its owner: an id, with the zone asserted by the caller. */
function idAt(s: DuelState, player: PlayerId, where: 'm' | 'h', index: number): number {
  const id = where === 'm' ? s.players[player].monsters[index] : s.players[player].hand[index];
  if (id === null || id === undefined) throw new Error(`nothing at ${where}${index + 1}`);
  return id;
}
const handIndexOf = (s: DuelState, player: PlayerId, name: string): number =>
  s.players[player].hand.findIndex((id) => nameOf(s, id) === name);

const parse = (s: DuelState, player: PlayerId, text: string): ParseResult => parseCommand(s, player, text, engine);

function expectOption(r: ParseResult, id: string): Option {
  if (r.kind !== 'option') throw new Error(`expected option ${id}, got ${JSON.stringify(r).slice(0, 400)}`);
  expect(r.option.id).toBe(id);
  return r.option;
}
function expectRejected(r: ParseResult, code: string, rule: string) {
  if (r.kind !== 'rejected') throw new Error(`expected rejection ${code}, got ${JSON.stringify(r).slice(0, 400)}`);
  expect(r.rejection.code).toBe(code);
  expect(r.rejection.rule).toBe(rule);
  expect(r.rejection.message.length).toBeGreaterThan(10);
  return r;
}

// Scenario A: player 0 holds 3 Man-Eater Bug, 3 Celtic Guardian, Dark Magician and Summoned Skull
// (8 cards: any 6 drawn on turn 1 hold a Bug and a Guardian; all 8 are drawn by turn 5).
const DECK_A = [...copies('Man-Eater Bug', 3), ...copies('Celtic Guardian', 3), 'Dark Magician', 'Summoned Skull'];
const DECK_B = [...copies('Battle Ox', 3), ...copies('Mystic Horseman', 3), 'Rude Kaiser'];

const turn1 = start(DECK_A, DECK_B);
// After a Set on turn 1 only "end turn" is left, which the engine takes by itself.
const turn2 = onTurn(take(turn1, 'set Bug', cardOption(turn1, 'set-monster', 'Man-Eater Bug')), 2);
const p1Set = take(turn2, 'p1 sets Battle Ox', cardOption(turn2, 'set-monster', 'Battle Ox'));
const turn3 = onTurn(take(p1Set, 'p1 ends', byType('end-turn')), 3);
const turn3Summoned = take(turn3, 'summon Guardian', cardOption(turn3, 'normal-summon', 'Celtic Guardian'));
const turn3Battle = take(turn3Summoned, 'battle', byType('enter-battle'));
const turn4 = take(take(turn3Battle, 'end battle', byType('end-battle')), 'end turn', byType('end-turn'));
const turn5 = onTurn(take(onTurn(turn4, 4), 'p1 ends', byType('end-turn')), 5);

describe('parseCommand: summoning and setting', () => {
  const s = turn1;
  const guardian = s.players[0].hand[handIndexOf(s, 0, 'Celtic Guardian')]!;
  const bug = s.players[0].hand[handIndexOf(s, 0, 'Man-Eater Bug')]!;

  it('reads Normal Summons by name, by hand position, with filler words and in any case', () => {
    expect(s.turn).toBe(1);
    expectOption(parse(s, 0, 'summon Celtic Guardian'), `summon:${guardian}`);
    expectOption(parse(s, 0, 'SUMMON celtic guardian'), `summon:${guardian}`);
    expectOption(parse(s, 0, 'I normal summon my Celtic Guardian please'), `summon:${guardian}`);
    expectOption(parse(s, 0, 'summon Celtic Guardian in attack position'), `summon:${guardian}`);
    const h = handIndexOf(s, 0, 'Man-Eater Bug') + 1;
    expectOption(parse(s, 0, `normal summon h${h}`), `summon:${bug}`);
    expectOption(parse(s, 0, `summon h ${h}`), `summon:${bug}`);
  });

  it('reads Sets, including "face-down" as a way of saying Set', () => {
    expectOption(parse(s, 0, 'set Man-Eater Bug'), `set:${bug}`);
    expectOption(parse(s, 0, 'set man eater bug face-down in defense'), `set:${bug}`);
    expectOption(parse(s, 0, 'summon Celtic Guardian face down'), `set:${guardian}`);
  });

  it('forgives small typos and partial names, preferring exact, then prefix, then fuzzy', () => {
    expectOption(parse(s, 0, 'summon Celtc Guardian'), `summon:${guardian}`);
    expectOption(parse(s, 0, 'summon celtic guardain'), `summon:${guardian}`);
    expectOption(parse(s, 0, 'summon Celtic'), `summon:${guardian}`);
    expectOption(parse(s, 0, 'sumon Man-Eater Bugg'), `summon:${bug}`);
    // Too far from any name: not guessed.
    const far = parse(s, 0, 'summon Cosmic Gardener');
    expect(far.kind).toBe('unknown');
  });

  it('refuses a face-up Defense summon from the hand with the engine\'s own rejection', () => {
    const r = expectRejected(parse(s, 0, 'summon Celtic Guardian in defense'), 'FACE_UP_DEFENSE_FROM_HAND', 'summon.no-face-up-defense');
    expect(r.action).toMatchObject({ type: 'normal-summon', player: 0, card: guardian, position: 'defense' });
    expect(engine.check(s, r.action)).toEqual(r.rejection);
  });

  it('copies of one card in the hand are interchangeable, not a question', () => {
    const bugsInHand = s.players[0].hand.filter((id) => nameOf(s, id) === 'Man-Eater Bug');
    expect(bugsInHand.length).toBeGreaterThan(1);
    expectOption(parse(s, 0, 'summon Man-Eater Bug'), `summon:${bugsInHand[0]}`);
  });

  it('never matches a card the speaker cannot see (Deck, opponent\'s hand)', () => {
    // The opponent holds Battle Ox in hand; its last copies are in their Deck.
    expect(s.players[1].hand.some((id) => nameOf(s, id) === 'Battle Ox')).toBe(true);
    expect(s.players[1].deck.some((id) => nameOf(s, id) === 'Mystic Horseman' || nameOf(s, id) === 'Battle Ox')).toBe(true);
    for (const text of ['summon Battle Ox', 'discard Battle Ox', 'summon Mystic Horseman', 'tribute m1 to summon Rude Kaiser']) {
      const r = parse(s, 0, text);
      if (r.kind !== 'unknown') throw new Error(`${text}: ${r.kind}`);
      expect(r.message).toContain('No card you can see matches');
      expect(r.suggestions.every((o) => !/Battle Ox|Horseman|Kaiser/.test(o.label))).toBe(true);
    }
    expectRejected(parse(s, 1, 'summon Battle Ox'), 'NOT_YOUR_DECISION', 'decision.priority');
  });

  it('only ever builds actions for the player who speaks', () => {
    const r = expectRejected(parse(s, 1, 'end turn'), 'NOT_YOUR_DECISION', 'decision.priority');
    expect(r.action).toEqual({ type: 'end-turn', player: 1 });
    const surrender = parse(s, 1, 'concede');
    expect(surrender.kind).toBe('option');
    if (surrender.kind === 'option') expect(surrender.option.action).toEqual({ type: 'surrender', player: 1 });
  });

  it('turn words: "end turn", "end", "pass turn"; "battle" on turn 1 is refused with its rule', () => {
    for (const text of ['end turn', 'end', 'pass turn', 'End my turn.', 'done']) expectOption(parse(s, 0, text), 'end-turn');
    for (const text of ['battle', 'go to battle', 'bp', 'enter the battle phase']) {
      expectRejected(parse(s, 0, text), 'NO_BATTLE_FIRST_TURN', 'turn.first-turn');
    }
    expectRejected(parse(s, 0, 'pass'), 'WRONG_DECISION', 'decision.options');
    expectRejected(parse(s, 0, 'end battle'), 'WRONG_DECISION', 'decision.options');
    expectRejected(parse(s, 0, 'cancel attack'), 'WRONG_DECISION', 'decision.options');
    for (const text of ['surrender', 'concede', 'Surrender!']) {
      const r = parse(s, 0, text);
      expect(r.kind === 'option' && r.option.action).toEqual({ type: 'surrender', player: 0 });
    }
  });

  it('unknown commands say so and suggest the 3 closest legal options', () => {
    const r = parse(s, 0, 'dance wildly');
    if (r.kind !== 'unknown') throw new Error(r.kind);
    expect(r.message).toContain("don't understand");
    expect(r.suggestions).toHaveLength(3);
    const legal = engine.legalActions(s).map((o) => o.id);
    for (const o of r.suggestions) expect(legal).toContain(o.id);
    const near = parse(s, 0, 'summon the guardian of celtic lands');
    if (near.kind !== 'unknown') throw new Error(near.kind);
    expect(near.suggestions[0]!.label).toContain('Celtic Guardian');
  });
});

describe('parseCommand: Tribute Summons, flips and positions', () => {
  it('flip m1 / flip summon Man-Eater Bug / attack position on a face-down monster', () => {
    const s = turn3;
    const bug = idAt(s, 0, 'm', 0);
    expect(s.cards[bug]).toMatchObject({ faceUp: false });
    expectOption(parse(s, 0, 'flip m1'), `flip:${bug}`);
    expectOption(parse(s, 0, 'flip summon Man-Eater Bug'), `flip:${bug}`);
    expectOption(parse(s, 0, 'attack position m1'), `flip:${bug}`);
    // Saying Defense for a monster already face-down in Defense is answered, not guessed.
    const d = parse(s, 0, 'defense m1');
    expect(d.kind === 'unknown' && d.message).toContain('already face-down in Defense Position');
  });

  it('position changes on a monster Summoned this turn are refused with the engine\'s rule', () => {
    const s = turn3Summoned;
    expect(s.cards[idAt(s, 0, 'm', 1)]).toMatchObject({ faceUp: true, position: 'attack' });
    expectRejected(parse(s, 0, 'defense Celtic Guardian'), 'ARRIVED_THIS_TURN', 'position.change');
    expectRejected(parse(s, 0, 'change position m2'), 'ARRIVED_THIS_TURN', 'position.change');
  });

  it('a second Normal Summon is refused: NORMAL_SUMMON_USED citing summon.once-per-turn', () => {
    const s = turn3Summoned;
    const r = expectRejected(parse(s, 0, 'summon Man-Eater Bug'), 'NORMAL_SUMMON_USED', 'summon.once-per-turn');
    expect(r.action.type).toBe('normal-summon');
    expectRejected(parse(s, 0, 'set Celtic Guardian'), 'NORMAL_SUMMON_USED', 'summon.once-per-turn');
  });

  it('Tribute Summons in every phrasing, and ambiguity when several Tributes fit', () => {
    const s = turn5;
    const bug = idAt(s, 0, 'm', 0);
    const guardian = idAt(s, 0, 'm', 1);
    const dm = s.players[0].hand[handIndexOf(s, 0, 'Dark Magician')]!;
    const skull = s.players[0].hand[handIndexOf(s, 0, 'Summoned Skull')]!;
    expect([dm, skull].every((id) => id !== undefined)).toBe(true);
    const dmId = `summon:${dm}:t${bug}-${guardian}`;
    expectOption(parse(s, 0, 'tribute m1 and m2 for Dark Magician'), dmId);
    expectOption(parse(s, 0, 'Tribute Man-Eater Bug and Celtic Guardian to summon Dark Magician'), dmId);
    expectOption(parse(s, 0, 'tribute summon Dark Magician with m2 and m1'), dmId);
    expectOption(parse(s, 0, 'set Dark Magician tributing m1 m2'), `set:${dm}:t${bug}-${guardian}`);
    expectOption(parse(s, 0, 'tribute m1 m2 to set dark magican'), `set:${dm}:t${bug}-${guardian}`);
    expectOption(parse(s, 0, 'tribute Man-Eater Bug to summon Summoned Skull'), `summon:${skull}:t${bug}`);
    expectOption(parse(s, 0, 'tribute summon Summoned Skull with Celtic Guardian'), `summon:${skull}:t${guardian}`);
    expectOption(parse(s, 0, 'summon skull tributing celtic'), `summon:${skull}:t${guardian}`);
    // Dark Magician has only one Tribute choice, so naming it alone is enough.
    expectOption(parse(s, 0, 'summon Dark Magician'), dmId);

    const amb = parse(s, 0, 'summon Summoned Skull');
    if (amb.kind !== 'ambiguous') throw new Error(amb.kind);
    expect(amb.options.map((o) => o.id).sort()).toEqual([`summon:${skull}:t${bug}`, `summon:${skull}:t${guardian}`].sort());

    expectRejected(parse(s, 0, 'tribute Celtic Guardian to summon Dark Magician'), 'WRONG_TRIBUTE_COUNT', 'summon.tribute');
    expectRejected(parse(s, 0, 'tribute om1 to summon Summoned Skull'), 'INVALID_TRIBUTE', 'summon.tribute');
  });

  it('position changes: "defense X", "attack position m1", "change position m2", "m2 to defense"', () => {
    const s = turn5;
    const guardian = idAt(s, 0, 'm', 1);
    expectOption(parse(s, 0, 'defense Celtic Guardian'), `pos:${guardian}`);
    expectOption(parse(s, 0, 'change position m2'), `pos:${guardian}`);
    expectOption(parse(s, 0, 'm2 to defense position'), `pos:${guardian}`);
    expectOption(parse(s, 0, 'switch Celtic Guardian to defence'), `pos:${guardian}`);
    const already = parse(s, 0, 'attack position m2');
    expect(already.kind === 'unknown' && already.message).toContain('already in Attack Position');
    expectRejected(parse(s, 0, 'change position om1'), 'NOT_YOUR_CARD', 'decision.options');
  });
});

describe('parseCommand: battle', () => {
  it('attacks on a face-down monster go by zone; its hidden name is never matched', () => {
    const s = turn3Battle;
    const guardian = idAt(s, 0, 'm', 1);
    const setOx = idAt(s, 1, 'm', 0);
    expect(s.cards[setOx]!.faceUp).toBe(false);
    const id = `attack:${guardian}:${setOx}`;
    expectOption(parse(s, 0, 'attack om1 with m2'), id);
    expectOption(parse(s, 0, 'm2 attacks om1'), id);
    expectOption(parse(s, 0, 'attack with Celtic Guardian'), id);
    expectOption(parse(s, 0, 'Celtic Guardian attacks the face-down monster'), id);
    const hidden = parse(s, 0, 'attack Battle Ox with Celtic Guardian');
    if (hidden.kind !== 'unknown') throw new Error(`hidden name matched: ${hidden.kind}`);
    expect(hidden.message).toContain('"battle ox"');
    expectRejected(parse(s, 0, 'attack directly with m2'), 'DIRECT_ATTACK_BLOCKED', 'battle.direct-attack');
    expectRejected(parse(s, 0, 'attack om1 with m1'), 'NOT_ATTACK_POSITION', 'battle.declare');
    expectOption(parse(s, 0, 'end battle'), 'end-battle');
    expectOption(parse(s, 0, 'end the battle phase'), 'end-battle');
    expectOption(parse(s, 0, 'end'), 'end-battle');
    expectRejected(parse(s, 0, 'end turn'), 'WRONG_DECISION', 'decision.options');
    expectRejected(parse(s, 0, 'summon Man-Eater Bug'), 'WRONG_DECISION', 'decision.options');
  });

  it('attacks by name: "attack X with Y", "Y attacks X"; an attack outside the Battle Phase is refused', () => {
    const t1 = start(copies('Celtic Guardian', 6), [...copies('Battle Ox', 3), ...copies('Mystic Horseman', 3)], 'names');
    const t2 = onTurn(take(t1, 'summon', byType('normal-summon')), 2);
    const summoned = take(t2, 'summon Ox', cardOption(t2, 'normal-summon', 'Battle Ox'));
    const s = take(summoned, 'battle', byType('enter-battle'));
    expectRejected(parse(summoned, 1, 'attack Celtic Guardian with Battle Ox'), 'NOT_IN_BATTLE', 'turn.battle');
    const ox = idAt(s, 1, 'm', 0);
    const guardian = idAt(s, 0, 'm', 0);
    const id = `attack:${ox}:${guardian}`;
    for (const text of ['attack Celtic Guardian with Battle Ox', 'Battle Ox attacks Celtic Guardian', 'attack om1 with m1', 'm1 attacks om1', 'attack celtic gaurdian using battle ox', 'attack your Celtic Guardian with my Battle Ox']) {
      expectOption(parse(s, 1, text), id);
    }
    const picked = parse(s, 1, 'Battle Ox attacks Celtic Guardian');
    if (picked.kind !== 'option') throw new Error(picked.kind);
    const after = engine.apply(s, picked.option.action);
    expect(after.ok && after.state.cards[guardian]!.location).toBe('graveyard');
  });

  it('direct attacks: "attack directly with X", "direct m1", "m1 attacks directly"', () => {
    const t1 = start(copies('Celtic Guardian', 6), [...copies('Battle Ox', 3), ...copies('Mystic Horseman', 3)], 'direct');
    const t2 = take(t1, 'end', byType('end-turn'));
    const s = take(take(t2, 'summon Ox', cardOption(t2, 'normal-summon', 'Battle Ox')), 'battle', byType('enter-battle'));
    const ox = idAt(s, 1, 'm', 0);
    for (const text of ['attack directly with Battle Ox', 'direct m1', 'm1 attacks directly', 'Battle Ox attacks directly', 'attack the opponent directly with m1', 'direct attack']) {
      expectOption(parse(s, 1, text), `attack:${ox}:direct`);
    }
  });

  it('ambiguity between attack targets lists each option once', () => {
    const t1 = start(copies('Celtic Guardian', 8), [...copies('Battle Ox', 3), ...copies('Mystic Horseman', 4)], 'amb');
    let s = onTurn(take(t1, 'summon', byType('normal-summon')), 2);
    s = take(s, 'summon', cardOption(s, 'normal-summon', 'Battle Ox'));
    s = onTurn(take(s, 'end', byType('end-turn')), 3);
    s = take(s, 'summon', cardOption(s, 'normal-summon', 'Celtic Guardian'));
    s = take(s, 'battle', byType('enter-battle'));
    const r = parse(s, 0, 'attack Battle Ox');
    if (r.kind !== 'ambiguous') throw new Error(r.kind);
    expect(r.options).toHaveLength(2);
    expect(new Set(r.options.map((o) => o.action.type === 'attack' && o.action.target))).toEqual(new Set([idAt(s, 1, 'm', 0)]));
  });
});

describe('parseCommand: discards', () => {
  it('"discard X" / "discard h3" when the hand is over the limit', () => {
    let s = take(turn1, 'end', byType('end-turn'));
    s = take(s, 'end', byType('end-turn'));
    s = take(s, 'end', byType('end-turn'));
    expect(s.pending).toMatchObject({ kind: 'discard', player: 0 });
    const hand = s.players[0].hand;
    expect(hand).toHaveLength(7);
    expectOption(parse(s, 0, 'discard h3'), `discard:${hand[2]}`);
    const firstGuardian = hand.find((id) => nameOf(s, id) === 'Celtic Guardian')!;
    expectOption(parse(s, 0, 'discard Celtic Guardian'), `discard:${firstGuardian}`);
    expectRejected(parse(s, 0, 'summon Celtic Guardian'), 'WRONG_DECISION', 'decision.options');
  });
});

// ---------------------------------------------------------------- round trip over random play

function loadDeck(name: string) {
  const parsed = parseYdk(readFileSync(new URL(`../../data/decks/${name}.ydk`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(name);
  return { main: parsed.deck.main, extra: parsed.deck.extra };
}

/** Names of cards the player can see (longest first) and of those only hidden ones carry. */
function namesFor(s: DuelState, player: PlayerId): { hidden: string[]; visible: string[] } {
  const visible = new Set(s.cards.filter((c) => canSee(s, c.id, player)).map((c) => nameOf(s, c.id)));
  const hidden = [...new Set(s.cards.filter((c) => !canSee(s, c.id, player)).map((c) => nameOf(s, c.id)))].filter((n) => !visible.has(n));
  return { hidden, visible: [...visible].sort((a, b) => b.length - a.length) };
}

describe('optionCommand', () => {
  it('parseCommand(optionCommand(o)) gives back o for every legal option across random duels', () => {
    const matches: [string, string, FormatId, string][] = [
      ['normals-yugi', 'normals-kaiba', 'classic', 'rt-1'],
      ['normals-kaiba', 'normals-joey', 'modern', 'rt-2'],
      ['starter-yugi', 'starter-kaiba', 'classic', 'rt-3'],
      ['normals-pegasus', 'normals-yugi', 'classic', 'rt-4'],
    ];
    let checked = 0;
    let steps = 0;
    const kinds = new Set<string>();
    for (const [a, b, format, seed] of matches) {
      const r = engine.newDuel({ format, seed, decks: [loadDeck(a), loadDeck(b)], firstPlayer: 'coin' });
      if (!r.ok) throw new Error(r.problems.join());
      let s = r.state;
      let rng = seed.length * 7919;
      for (let step = 0; step < 120 && !s.result; step++) {
        const player = s.pending!.player;
        const options = engine.legalActions(s);
        for (const o of options) {
          const text = optionCommand(s, player, o, engine);
          const back = parseCommand(s, player, text, engine);
          if (back.kind !== 'option' || back.option.id !== o.id) {
            throw new Error(`"${text}" for ${o.id} (${o.label}) parsed as ${JSON.stringify(back).slice(0, 300)}`);
          }
          // A command never names a card the speaker cannot see.
          const { hidden, visible } = namesFor(s, player);
          const rest = visible.reduce((t, n) => t.split(n).join('~'), text);
          for (const name of hidden) expect(rest).not.toContain(name);
          kinds.add(o.action.type);
          if ('tributes' in o.action && o.action.tributes.length > 0) kinds.add('tribute');
          checked++;
        }
        // Prefer summons and attacks so boards fill up and Tributes appear.
        rng = (rng * 1103515245 + 12345) % 2147483648;
        const busy = options.filter((o) => o.action.type !== 'end-turn' && o.action.type !== 'end-battle');
        const pool = busy.length && rng % 4 !== 0 ? busy : options;
        const pick = pool[rng % pool.length]!;
        const next = engine.apply(s, pick.action);
        if (!next.ok) throw new Error(next.rejection.message);
        s = next.state;
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(300);
    expect(checked).toBeGreaterThan(1000);
    for (const k of ['tribute', 'flip-summon', 'normal-summon', 'set-monster', 'change-position', 'attack', 'enter-battle', 'end-battle', 'end-turn']) expect(kinds).toContain(k);
  }, 180_000); // Many whole duels: seconds on a quiet machine, more when the suite runs beside other work.
});

describe('Special Summons (an engine with a summon procedure)', () => {
  // A test procedure: Summoned Skull may be Special Summoned by sending 1 other card from the hand.
  const discardOne: SummonProcedure = {
    id: 'test-discard',
    describe: 'by sending 1 other card from your hand to the Graveyard',
    from: ['hand'],
    appliesTo: (card) => card.name === 'Summoned Skull',
    choices: (state, player, card) => state.players[player].hand.filter((id) => id !== card).map((id) => [id]),
    pay: (costs, _player, _card, choice) => costs.sendToGraveyard([choice[0]!]),
  };
  const withProcedure = createEngine((n) => {
    const f = db.byPasscode(n);
    return f ? toCardStatic(f) : undefined;
  }, { procedures: [discardOne] });

  it('"special summon X using Y in defense" and every Special Summon option round-trips', () => {
    const r = withProcedure.newDuel({
      format: 'classic', seed: 'ss', firstPlayer: 0,
      decks: [deckOf(['Summoned Skull', 'Summoned Skull', 'Feral Imp', 'Feral Imp', 'Celtic Guardian', 'Mystical Elf']), deckOf(copies('Battle Ox', 6))],
    });
    if (!r.ok) throw new Error('no duel');
    const s = r.state;
    const options = withProcedure.legalActions(s);
    const special = options.filter((o) => o.action.type === 'special-summon');
    expect(special.length).toBe(2 * 5 * 2);
    for (const o of options) {
      const text = optionCommand(s, 0, o, withProcedure);
      const back = parseCommand(s, 0, text, withProcedure);
      expect(back.kind === 'option' && back.option.id).toBe(o.id);
    }
    const skull = s.players[0].hand.find((id) => nameOf(s, id) === 'Summoned Skull')!;
    const imp = s.players[0].hand.find((id) => nameOf(s, id) === 'Feral Imp')!;
    const r1 = parseCommand(s, 0, 'special summon Summoned Skull using Feral Imp in defense', withProcedure);
    expect(r1.kind === 'option' && r1.option.id).toBe(`ss:test-discard:${skull}:${imp}:d`);
    const r2 = parseCommand(s, 0, 'special summon Summoned Skull by sending Mystical Elf', withProcedure);
    if (r2.kind !== 'ambiguous') throw new Error(r2.kind);
    expect(r2.options.map((o) => o.action.type === 'special-summon' && o.action.position)).toEqual(['attack', 'defense']);
    // The plain engine knows no such procedure: the same words are refused with its rule.
    const plain = parse(s, 0, 'special summon Summoned Skull using Feral Imp');
    expectRejected(plain, 'NO_PROCEDURE', 'summon.special');
  });
});
