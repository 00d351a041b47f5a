import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBanlist, type Banlist } from '../../src/cards/banlist.js';
import {
  loadDeckText,
  validateDeck,
  type CardLookup,
  type DeckProblem,
  type DeckProblemCode,
} from '../../src/cards/deckValidation.js';
import type { CardFacts, Frame } from '../../src/cards/types.js';
import { exportYdk, parseYdk, type DeckList } from '../../src/cards/ydk.js';
import { exportYdke } from '../../src/cards/ydke.js';
import { CLASSIC, MODERN, type DeckRules } from '../../src/engine/format.js';
import { RULE_TOPICS } from '../../src/engine/ruleIds.js';

// ---------------------------------------------------------------------------- card fixtures
// Names and stats from the reference card list; `text` is left empty, it plays no part here.

function monster(
  passcode: number, name: string, frame: Frame, subtypes: string[],
  attribute: CardFacts['attribute'], race: string, level: number, atk: number, def: number | undefined,
): CardFacts {
  return { passcode, name, frame, subtypes, attribute, race, level, atk, def, text: '', scripted: false };
}

function spell(passcode: number, name: string, icon = 'Normal'): CardFacts {
  return { passcode, name, frame: 'spell', subtypes: [icon], text: '', scripted: false };
}

function trap(passcode: number, name: string, icon = 'Normal'): CardFacts {
  return { passcode, name, frame: 'trap', subtypes: [icon], text: '', scripted: false };
}

const MYSTICAL_ELF = monster(15025844, 'Mystical Elf', 'normal', ['Normal'], 'LIGHT', 'Spellcaster', 4, 800, 2000);
const FERAL_IMP = monster(41392891, 'Feral Imp', 'normal', ['Normal'], 'DARK', 'Fiend', 4, 1300, 1400);
const WINGED_DRAGON = monster(87796900, 'Winged Dragon, Guardian of the Fortress #1', 'normal', ['Normal'], 'WIND', 'Dragon', 4, 1400, 1200);
const SUMMONED_SKULL = monster(70781052, 'Summoned Skull', 'normal', ['Normal'], 'DARK', 'Fiend', 6, 2500, 1200);
const BEAVER_WARRIOR = monster(32452818, 'Beaver Warrior', 'normal', ['Normal'], 'EARTH', 'Beast-Warrior', 4, 1200, 1500);
const GAIA = monster(6368038, 'Gaia The Fierce Knight', 'normal', ['Normal'], 'EARTH', 'Warrior', 7, 2300, 2100);
const CURSE_OF_DRAGON = monster(28279543, 'Curse of Dragon', 'normal', ['Normal'], 'DARK', 'Dragon', 5, 2000, 1500);
const CELTIC_GUARDIAN = monster(91152256, 'Celtic Guardian', 'normal', ['Normal'], 'EARTH', 'Warrior', 4, 1400, 1200);
const MAMMOTH_GRAVEYARD = monster(40374923, 'Mammoth Graveyard', 'normal', ['Normal'], 'EARTH', 'Dinosaur', 3, 1200, 800);
const GREAT_WHITE = monster(13429800, 'Great White', 'normal', ['Normal'], 'WATER', 'Fish', 4, 1600, 800);
const SILVER_FANG = monster(90357090, 'Silver Fang', 'normal', ['Normal'], 'EARTH', 'Beast', 3, 1200, 800);
const GIANT_SOLDIER = monster(13039848, 'Giant Soldier of Stone', 'normal', ['Normal'], 'EARTH', 'Rock', 3, 1300, 2000);
const KURIBOH = monster(40640057, 'Kuriboh', 'effect', ['Effect'], 'DARK', 'Fiend', 1, 300, 200);
const DARK_MAGICIAN = monster(46986414, 'Dark Magician', 'normal', ['Normal'], 'DARK', 'Spellcaster', 7, 2500, 2100);
/** Alternate artwork with its own passcode: same name, so copies count together. */
const DARK_MAGICIAN_ALT = monster(36996508, 'Dark Magician', 'normal', ['Normal'], 'DARK', 'Spellcaster', 7, 2500, 2100);

const TRAP_HOLE = trap(4206964, 'Trap Hole');
const MIRROR_FORCE = trap(44095762, 'Mirror Force');
const SWORD_OF_DARK_DESTRUCTION = spell(37120512, 'Sword of Dark Destruction', 'Equip');
const RAIGEKI = spell(12580477, 'Raigeki');
const POT_OF_GREED = spell(55144522, 'Pot of Greed');
const MONSTER_REBORN = spell(83764718, 'Monster Reborn');
const DARK_HOLE = spell(53129443, 'Dark Hole');
const CHANGE_OF_HEART = spell(4031928, 'Change of Heart');

const THOUSAND_DRAGON = monster(41462083, 'Thousand Dragon', 'fusion', ['Fusion'], 'WIND', 'Dragon', 7, 2400, 2000);
const FLAME_SWORDSMAN = monster(45231177, 'Flame Swordsman', 'fusion', ['Fusion'], 'FIRE', 'Warrior', 5, 1800, 1600);
const GAIA_DRAGON_CHAMPION = monster(66889139, 'Gaia the Dragon Champion', 'fusion', ['Fusion'], 'WIND', 'Dragon', 7, 2600, 2100);
const BLACK_SKULL_DRAGON = monster(11901678, 'Black Skull Dragon', 'fusion', ['Fusion'], 'DARK', 'Dragon', 9, 3200, 2500);
const CHARUBIN = monster(37421579, 'Charubin the Fire Knight', 'fusion', ['Fusion'], 'FIRE', 'Pyro', 3, 1100, 800);
const STARDUST_DRAGON = monster(44508094, 'Stardust Dragon', 'synchro', ['Synchro', 'Effect'], 'WIND', 'Dragon', 8, 2500, 2000);
const UTOPIA = monster(84013237, 'Number 39: Utopia', 'xyz', ['Xyz', 'Effect'], 'LIGHT', 'Warrior', 4, 2500, 2000);
const DECODE_TALKER = monster(1861629, 'Decode Talker', 'link', ['Link', 'Effect'], 'DARK', 'Cyberse', 3, 2300, undefined);

/** 21 distinct names that may go in a Main Deck: 3 copies each fill up to 63 cards. */
const MAIN_POOL: readonly CardFacts[] = [
  MYSTICAL_ELF, FERAL_IMP, WINGED_DRAGON, SUMMONED_SKULL, BEAVER_WARRIOR, GAIA, CURSE_OF_DRAGON,
  CELTIC_GUARDIAN, MAMMOTH_GRAVEYARD, GREAT_WHITE, SILVER_FANG, GIANT_SOLDIER, TRAP_HOLE,
  SWORD_OF_DARK_DESTRUCTION, MIRROR_FORCE, RAIGEKI, POT_OF_GREED, MONSTER_REBORN, DARK_HOLE,
  CHANGE_OF_HEART, KURIBOH,
];
const FUSIONS = [THOUSAND_DRAGON, FLAME_SWORDSMAN, GAIA_DRAGON_CHAMPION, BLACK_SKULL_DRAGON, CHARUBIN];

const ALL_CARDS: readonly CardFacts[] = [
  ...MAIN_POOL, DARK_MAGICIAN, DARK_MAGICIAN_ALT, ...FUSIONS, STARDUST_DRAGON, UTOPIA, DECODE_TALKER,
];

const CARDS: CardLookup = (() => {
  const byPasscode = new Map(ALL_CARDS.map((card) => [card.passcode, card]));
  return { byPasscode: (passcode) => byPasscode.get(passcode) };
})();

const UNKNOWN = 12345678;
const ANOTHER_UNKNOWN = 99999999;

// ---------------------------------------------------------------------------- deck builders

/** `count` passcodes taken 3 at a time from `pool`, so no name passes 3 copies. */
function threeOfEach(pool: readonly CardFacts[], count: number): number[] {
  const passcodes: number[] = [];
  for (const card of pool) {
    for (let copy = 0; copy < 3 && passcodes.length < count; copy++) passcodes.push(card.passcode);
  }
  if (passcodes.length < count) throw new Error(`pool too small for ${count} cards`);
  return passcodes;
}

function deckOf(parts: Partial<DeckList>): DeckList {
  return { main: parts.main ?? threeOfEach(MAIN_POOL, 40), extra: parts.extra ?? [], side: parts.side ?? [] };
}

function banlistOf(name: string, entries: Array<[CardFacts, number]>): Banlist {
  return { name, limits: new Map(entries.map(([card, count]) => [card.passcode, count])) };
}

function codes(problems: DeckProblem[]): DeckProblemCode[] {
  return problems.map((p) => p.code);
}

function only(problems: DeckProblem[], code: DeckProblemCode): DeckProblem[] {
  return problems.filter((p) => p.code === code);
}

const FORMATS: Array<[string, DeckRules]> = [
  ['classic', CLASSIC.deck],
  ['modern', MODERN.deck],
];

// ---------------------------------------------------------------------------- rules shared by both formats

describe.each(FORMATS)('validateDeck, rules shared by both formats (%s)', (_format, rules) => {
  it('accepts a 40-card Main Deck with Fusion and Synchro Monsters in the Extra Deck and a Side Deck', () => {
    const deck = deckOf({
      extra: [THOUSAND_DRAGON.passcode, THOUSAND_DRAGON.passcode, FLAME_SWORDSMAN.passcode, STARDUST_DRAGON.passcode],
      side: [DARK_MAGICIAN.passcode, RAIGEKI.passcode],
    });
    expect(deck.main).toHaveLength(40);
    expect(validateDeck(deck, CARDS, rules)).toEqual({ ok: true, problems: [] });
  });

  it('refuses a Main Deck under 40 cards', () => {
    const result = validateDeck(deckOf({ main: threeOfEach(MAIN_POOL, 39) }), CARDS, rules);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { code: 'MAIN_TOO_SMALL', rule: 'deck.construction', message: 'The Main Deck has 39 cards; it needs at least 40.', passcodes: [], lines: [] },
    ]);
    expect(codes(validateDeck(deckOf({ main: [] }), CARDS, rules).problems)).toEqual(['MAIN_TOO_SMALL']);
  });

  it('accepts 60 Main Deck cards and refuses 61', () => {
    expect(validateDeck(deckOf({ main: threeOfEach(MAIN_POOL, 60) }), CARDS, rules).ok).toBe(true);
    const result = validateDeck(deckOf({ main: threeOfEach(MAIN_POOL, 61) }), CARDS, rules);
    expect(result.problems).toEqual([
      { code: 'MAIN_TOO_LARGE', rule: 'deck.construction', message: 'The Main Deck has 61 cards; it may hold at most 60.', passcodes: [], lines: [] },
    ]);
  });

  it('accepts 15 Extra Deck cards and refuses 16', () => {
    const fifteen = threeOfEach(FUSIONS, 15);
    expect(validateDeck(deckOf({ extra: fifteen }), CARDS, rules).ok).toBe(true);
    const result = validateDeck(deckOf({ extra: [...fifteen, STARDUST_DRAGON.passcode] }), CARDS, rules);
    expect(result.problems).toEqual([
      { code: 'EXTRA_TOO_LARGE', rule: 'deck.extra', message: 'The Extra Deck has 16 cards; it may hold at most 15.', passcodes: [], lines: [] },
    ]);
  });

  it('accepts 15 Side Deck cards and refuses 16', () => {
    // The Main Deck uses the first 14 names of the pool; the side uses the next 7.
    const main = threeOfEach(MAIN_POOL.slice(0, 14), 40);
    const sidePool = MAIN_POOL.slice(14);
    const fifteen = threeOfEach(sidePool, 15);
    expect(validateDeck(deckOf({ main, side: fifteen }), CARDS, rules).ok).toBe(true);
    const result = validateDeck(deckOf({ main, side: threeOfEach(sidePool, 16) }), CARDS, rules);
    expect(result.problems).toEqual([
      { code: 'SIDE_TOO_LARGE', rule: 'deck.side', message: 'The Side Deck has 16 cards; it may hold at most 15.', passcodes: [], lines: [] },
    ]);
  });

  it('counts copies by name across Main, Extra and Side, alternate arts together', () => {
    const main = [...threeOfEach(MAIN_POOL, 38), DARK_MAGICIAN.passcode, DARK_MAGICIAN_ALT.passcode];
    // Three in all is fine ...
    expect(validateDeck(deckOf({ main, side: [DARK_MAGICIAN.passcode] }), CARDS, rules).ok).toBe(true);
    // ... a fourth, even of the other artwork and even in the Side Deck, is not.
    const result = validateDeck(deckOf({ main, side: [DARK_MAGICIAN.passcode, DARK_MAGICIAN_ALT.passcode] }), CARDS, rules);
    expect(result.problems).toEqual([
      {
        code: 'TOO_MANY_COPIES',
        rule: 'deck.construction',
        message: 'Dark Magician (46986414, 36996508): 4 copies (2 in the Main Deck, 2 in the Side Deck); '
          + 'at most 3 copies of a card name are allowed across the Main, Extra and Side Decks.',
        passcodes: [46986414, 36996508],
        cardName: 'Dark Magician',
        lines: [],
      },
    ]);
    // A single passcode four times in the Main Deck is the plain case.
    const fourImps = [...threeOfEach(MAIN_POOL.slice(1), 39), FERAL_IMP.passcode];
    const imps = only(validateDeck(deckOf({ main: fourImps }), CARDS, rules).problems, 'TOO_MANY_COPIES');
    expect(imps.map((p) => p.message)).toEqual([
      'Feral Imp (41392891): 4 copies (4 in the Main Deck); at most 3 copies of a card name are allowed across the Main, Extra and Side Decks.',
    ]);
  });

  it('refuses Extra Deck monsters in the Main Deck, one problem per card', () => {
    const main = [...threeOfEach(MAIN_POOL, 37), THOUSAND_DRAGON.passcode, THOUSAND_DRAGON.passcode, STARDUST_DRAGON.passcode];
    const result = validateDeck(deckOf({ main }), CARDS, rules);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        code: 'EXTRA_MONSTER_IN_MAIN',
        rule: 'deck.extra',
        message: 'Thousand Dragon (41462083) is a Fusion Monster: it starts the duel in the Extra Deck, not the Main Deck (2 in the Main Deck).',
        passcodes: [41462083],
        cardName: 'Thousand Dragon',
        lines: [],
      },
      {
        code: 'EXTRA_MONSTER_IN_MAIN',
        rule: 'deck.extra',
        message: 'Stardust Dragon (44508094) is a Synchro Monster: it starts the duel in the Extra Deck, not the Main Deck (1 in the Main Deck).',
        passcodes: [44508094],
        cardName: 'Stardust Dragon',
        lines: [],
      },
    ]);
  });

  it('lets any Extra Deck monster sit in the Side Deck', () => {
    const side = [THOUSAND_DRAGON.passcode, STARDUST_DRAGON.passcode, UTOPIA.passcode, DECODE_TALKER.passcode];
    expect(validateDeck(deckOf({ side }), CARDS, rules)).toEqual({ ok: true, problems: [] });
  });

  it('refuses Spells, Traps and Main Deck monsters in the Extra Deck', () => {
    const extra = [RAIGEKI.passcode, MIRROR_FORCE.passcode, DARK_MAGICIAN.passcode, KURIBOH.passcode, THOUSAND_DRAGON.passcode];
    const main = threeOfEach(MAIN_POOL.filter((c) => c !== RAIGEKI && c !== MIRROR_FORCE && c !== KURIBOH), 40);
    const result = validateDeck(deckOf({ main, extra }), CARDS, rules);
    expect(codes(result.problems)).toEqual(['NOT_ALLOWED_IN_EXTRA', 'NOT_ALLOWED_IN_EXTRA', 'NOT_ALLOWED_IN_EXTRA', 'NOT_ALLOWED_IN_EXTRA']);
    expect(result.problems.every((p) => p.rule === 'deck.extra')).toBe(true);
    const allowed = rules.extraDeckFrames.length === 2 ? 'Fusion and Synchro Monsters' : 'Fusion, Synchro, Xyz and Link Monsters';
    expect(result.problems.map((p) => p.message)).toEqual([
      `Raigeki (12580477) is a Spell Card, which belongs in the Main Deck; under these rules the Extra Deck holds only ${allowed} (1 in the Extra Deck).`,
      `Mirror Force (44095762) is a Trap Card, which belongs in the Main Deck; under these rules the Extra Deck holds only ${allowed} (1 in the Extra Deck).`,
      `Dark Magician (46986414) is a Normal Monster, which belongs in the Main Deck; under these rules the Extra Deck holds only ${allowed} (1 in the Extra Deck).`,
      `Kuriboh (40640057) is an Effect Monster, which belongs in the Main Deck; under these rules the Extra Deck holds only ${allowed} (1 in the Extra Deck).`,
    ]);
    expect(result.problems.map((p) => p.cardName)).toEqual(['Raigeki', 'Mirror Force', 'Dark Magician', 'Kuriboh']);
  });

  it('reports unknown passcodes once each, by passcode, and goes on checking the rest', () => {
    const main = [...threeOfEach(MAIN_POOL, 37), UNKNOWN, UNKNOWN, THOUSAND_DRAGON.passcode];
    const deck = deckOf({ main, extra: [ANOTHER_UNKNOWN, RAIGEKI.passcode], side: [UNKNOWN, UNKNOWN] });
    const result = validateDeck(deck, CARDS, rules);
    expect(result.ok).toBe(false);
    expect(only(result.problems, 'UNKNOWN_PASSCODE')).toEqual([
      {
        code: 'UNKNOWN_PASSCODE',
        rule: 'deck.construction',
        message: 'Passcode 12345678 is not a card we know (2 in the Main Deck, 2 in the Side Deck).',
        passcodes: [UNKNOWN],
        lines: [],
      },
      {
        code: 'UNKNOWN_PASSCODE',
        rule: 'deck.construction',
        message: 'Passcode 99999999 is not a card we know (1 in the Extra Deck).',
        passcodes: [ANOTHER_UNKNOWN],
        lines: [],
      },
    ]);
    // Everything else is still checked; an unknown passcode still counts toward sizes and copies.
    expect(codes(result.problems)).toEqual([
      'UNKNOWN_PASSCODE', 'UNKNOWN_PASSCODE', 'EXTRA_MONSTER_IN_MAIN', 'NOT_ALLOWED_IN_EXTRA', 'TOO_MANY_COPIES',
    ]);
    expect(only(result.problems, 'TOO_MANY_COPIES')[0]?.message).toContain('Unknown passcode 12345678: 4 copies');
  });

  it('refuses a Forbidden card anywhere in the deck, naming the list', () => {
    const banlist = banlistOf('Test list', [[POT_OF_GREED, 0]]);
    const main = threeOfEach(MAIN_POOL.filter((c) => c !== POT_OF_GREED), 40);
    expect(validateDeck(deckOf({ main }), CARDS, rules, banlist).ok).toBe(true);
    const result = validateDeck(deckOf({ main, side: [POT_OF_GREED.passcode] }), CARDS, rules, banlist);
    expect(result.problems).toEqual([
      {
        code: 'FORBIDDEN',
        rule: 'deck.banlist',
        message: 'Pot of Greed (55144522) is Forbidden on the list "Test list", but the deck has 1 copy (1 in the Side Deck).',
        passcodes: [55144522],
        cardName: 'Pot of Greed',
        lines: [],
      },
    ]);
  });

  it('refuses more copies than a Limited or Semi-Limited count, and ignores counts of 3', () => {
    const banlist = banlistOf('Test list', [[RAIGEKI, 1], [MIRROR_FORCE, 2], [CHANGE_OF_HEART, 1], [KURIBOH, 3]]);
    // 3 Mirror Force and 2 Raigeki break their counts; Change of Heart (1) and Kuriboh (3) stay within theirs.
    const main = [
      ...threeOfEach(MAIN_POOL.slice(0, 11), 31),
      ...Array<number>(3).fill(MIRROR_FORCE.passcode),
      ...Array<number>(2).fill(RAIGEKI.passcode),
      CHANGE_OF_HEART.passcode,
      ...Array<number>(3).fill(KURIBOH.passcode),
    ];
    expect(main).toHaveLength(40);
    const result = validateDeck(deckOf({ main }), CARDS, rules, banlist);
    expect(result.problems).toEqual([
      {
        code: 'OVER_LIMIT',
        rule: 'deck.banlist',
        message: 'Mirror Force (44095762) is Semi-Limited on the list "Test list" (at most 2 copies), but the deck has 3 (3 in the Main Deck).',
        passcodes: [44095762],
        cardName: 'Mirror Force',
        lines: [],
      },
      {
        code: 'OVER_LIMIT',
        rule: 'deck.banlist',
        message: 'Raigeki (12580477) is Limited on the list "Test list" (at most 1 copy), but the deck has 2 (2 in the Main Deck).',
        passcodes: [12580477],
        cardName: 'Raigeki',
        lines: [],
      },
    ]);
  });

  it('applies a list entry for one artwork to every copy of the name', () => {
    const banlist = banlistOf('Test list', [[DARK_MAGICIAN, 1]]);
    const main = [...threeOfEach(MAIN_POOL, 39), DARK_MAGICIAN_ALT.passcode];
    expect(validateDeck(deckOf({ main }), CARDS, rules, banlist).ok).toBe(true);
    const result = validateDeck(deckOf({ main, side: [DARK_MAGICIAN.passcode] }), CARDS, rules, banlist);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ code: 'OVER_LIMIT', passcodes: [36996508, 46986414], cardName: 'Dark Magician' });
    expect(result.problems[0]?.message).toBe(
      'Dark Magician (36996508, 46986414) is Limited on the list "Test list" (at most 1 copy), but the deck has 2 (1 in the Main Deck, 1 in the Side Deck).',
    );
  });

  it('names the .ydk lines of every card a problem is about', () => {
    const text = [
      '#line-number test', //  1
      '#main', //              2
      '46986414', //           3  Dark Magician
      '46986414', //           4  Dark Magician
      '41462083', //           5  Thousand Dragon: belongs in the Extra Deck
      '12345678', //           6  unknown
      '#extra', //             7
      '12580477', //           8  Raigeki: not an Extra Deck card
      '!side', //              9
      '36996508', //          10  Dark Magician (other artwork)
      '46986414', //          11  Dark Magician: the fourth
      '55144522', //          12  Pot of Greed: Forbidden
    ].join('\n');
    const parsed = parseYdk(text);
    if (!parsed.ok) throw new Error('fixture should parse');
    const banlist = banlistOf('Test list', [[POT_OF_GREED, 0]]);
    const result = validateDeck(parsed.deck, CARDS, rules, banlist, parsed.lines);

    expect(result.problems.map((p) => [p.code, p.lines])).toEqual([
      ['MAIN_TOO_SMALL', []],
      ['UNKNOWN_PASSCODE', [6]],
      ['EXTRA_MONSTER_IN_MAIN', [5]],
      ['NOT_ALLOWED_IN_EXTRA', [8]],
      ['TOO_MANY_COPIES', [3, 4, 10, 11]],
      ['FORBIDDEN', [12]],
    ]);
    expect(result.problems.map((p) => p.message)).toEqual([
      'The Main Deck has 4 cards; it needs at least 40.',
      'Passcode 12345678 is not a card we know (1 in the Main Deck, line 6).',
      'Thousand Dragon (41462083) is a Fusion Monster: it starts the duel in the Extra Deck, not the Main Deck (1 in the Main Deck, line 5).',
      expect.stringMatching(/^Raigeki \(12580477\) is a Spell Card, .* \(1 in the Extra Deck, line 8\)\.$/),
      'Dark Magician (46986414, 36996508): 4 copies (2 in the Main Deck, 2 in the Side Deck, lines 3-4, 10-11); '
        + 'at most 3 copies of a card name are allowed across the Main, Extra and Side Decks.',
      'Pot of Greed (55144522) is Forbidden on the list "Test list", but the deck has 1 copy (1 in the Side Deck, line 12).',
    ]);
  });

  it('cites only rule ids that exist in the rules reference', () => {
    const everything = deckOf({
      main: [...threeOfEach(MAIN_POOL, 61), FERAL_IMP.passcode, UNKNOWN, THOUSAND_DRAGON.passcode],
      extra: [...threeOfEach(FUSIONS, 15), RAIGEKI.passcode],
      side: threeOfEach(MAIN_POOL, 16),
    });
    const result = validateDeck(everything, CARDS, rules, banlistOf('Test list', [[POT_OF_GREED, 0], [DARK_HOLE, 1]]));
    expect(new Set(codes(result.problems))).toEqual(new Set([
      'MAIN_TOO_LARGE', 'EXTRA_TOO_LARGE', 'SIDE_TOO_LARGE', 'UNKNOWN_PASSCODE', 'EXTRA_MONSTER_IN_MAIN',
      'NOT_ALLOWED_IN_EXTRA', 'TOO_MANY_COPIES', 'FORBIDDEN', 'OVER_LIMIT',
    ]));
    for (const problem of result.problems) {
      expect(problem.rule).not.toBeNull();
      expect(Object.keys(RULE_TOPICS)).toContain(problem.rule);
    }
  });
});

// ---------------------------------------------------------------------------- where the formats differ

describe('validateDeck, Extra Deck kinds by format', () => {
  const extra = [THOUSAND_DRAGON.passcode, STARDUST_DRAGON.passcode, UTOPIA.passcode, DECODE_TALKER.passcode];

  it('accepts Fusion, Synchro, Xyz and Link Monsters in the modern Extra Deck', () => {
    expect(validateDeck(deckOf({ extra }), CARDS, MODERN.deck)).toEqual({ ok: true, problems: [] });
  });

  it('accepts Fusion and Synchro Monsters but refuses Xyz and Link Monsters in the classic Extra Deck', () => {
    expect(validateDeck(deckOf({ extra: extra.slice(0, 2) }), CARDS, CLASSIC.deck).ok).toBe(true);
    const result = validateDeck(deckOf({ extra }), CARDS, CLASSIC.deck);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      {
        code: 'NOT_ALLOWED_IN_EXTRA',
        rule: 'deck.extra',
        message: 'Number 39: Utopia (84013237) is an Xyz Monster, and under these rules the Extra Deck holds only Fusion and Synchro Monsters (1 in the Extra Deck).',
        passcodes: [84013237],
        cardName: 'Number 39: Utopia',
        lines: [],
      },
      {
        code: 'NOT_ALLOWED_IN_EXTRA',
        rule: 'deck.extra',
        message: 'Decode Talker (1861629) is a Link Monster, and under these rules the Extra Deck holds only Fusion and Synchro Monsters (1 in the Extra Deck).',
        passcodes: [1861629],
        cardName: 'Decode Talker',
        lines: [],
      },
    ]);
  });
});

// ---------------------------------------------------------------------------- loadDeckText

describe('loadDeckText', () => {
  const exampleList = ((): Banlist => {
    const path = fileURLToPath(new URL('../../data/decks/example.lflist.conf', import.meta.url));
    const parsed = parseBanlist(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error('example list should parse');
    return parsed.banlist;
  })();
  // The pool's first 14 names give 40 cards, among them 3 Trap Hole and 1 Sword of Dark Destruction.
  const legal = deckOf({ main: threeOfEach(MAIN_POOL, 40), extra: [THOUSAND_DRAGON.passcode] });
  const twoRaigeki = deckOf({ main: [...threeOfEach(MAIN_POOL, 38), RAIGEKI.passcode, RAIGEKI.passcode] });

  it('reads .ydk text, returns the deck with its lines, and validates it', () => {
    const loaded = loadDeckText(exportYdk(legal), CARDS, CLASSIC.deck, exampleList);
    expect(loaded).toMatchObject({ ok: true, notation: 'ydk', deck: legal, problems: [] });
    expect(loaded.lines?.main).toHaveLength(40);
    expect(loaded.lines?.main[0]).toBe(3); // comment, "#main", then the first card

    const refused = loadDeckText(exportYdk(twoRaigeki), CARDS, MODERN.deck, exampleList);
    expect(refused.ok).toBe(false);
    expect(codes(refused.problems)).toEqual(['OVER_LIMIT']);
    expect(refused.problems[0]?.lines).toEqual([41, 42]);
    expect(refused.problems[0]?.message).toBe(
      'Raigeki (12580477) is Limited on the list "Example Starter Era" (at most 1 copy), but the deck has 2 (2 in the Main Deck, lines 41-42).',
    );
  });

  it('reads a ydke:// URL the same way, without line numbers', () => {
    const loaded = loadDeckText(exportYdke(legal), CARDS, MODERN.deck);
    expect(loaded).toEqual({ ok: true, notation: 'ydke', deck: legal, lines: undefined, problems: [] });

    const refused = loadDeckText(`  ${exportYdke(twoRaigeki)}\n`, CARDS, CLASSIC.deck, exampleList);
    expect(refused.ok).toBe(false);
    expect(refused.problems).toHaveLength(1);
    expect(refused.problems[0]).toMatchObject({ code: 'OVER_LIMIT', rule: 'deck.banlist', lines: [] });
    expect(refused.problems[0]?.message).toContain('Raigeki (12580477)');
    expect(refused.problems[0]?.message).toContain('(2 in the Main Deck)');
  });

  it('returns unreadable .ydk lines as INVALID_YDK problems and no deck', () => {
    const loaded = loadDeckText('#main\n46986414\nBlue-Eyes White Dragon\n', CARDS, MODERN.deck);
    expect(loaded).toEqual({
      ok: false,
      notation: 'ydk',
      deck: undefined,
      lines: undefined,
      problems: [
        {
          code: 'INVALID_YDK',
          rule: null,
          message: 'Line 3: "Blue-Eyes White Dragon" is not a passcode (a passcode is digits only).',
          passcodes: [],
          lines: [3],
        },
      ],
    });
  });

  it('returns an unreadable ydke:// URL as INVALID_YDKE problems and no deck', () => {
    const loaded = loadDeckText('ydke://AAA=!!!', CARDS, CLASSIC.deck);
    expect(loaded.ok).toBe(false);
    expect(loaded.notation).toBe('ydke');
    expect(loaded.deck).toBeUndefined();
    expect(loaded.problems).toEqual([
      {
        code: 'INVALID_YDKE',
        rule: null,
        message: 'The Main Deck part of the ydke URL decodes to 2 bytes, which is not a multiple of 4 (each passcode takes 4 bytes).',
        passcodes: [],
        lines: [],
      },
    ]);
  });
});
