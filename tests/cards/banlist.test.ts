import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  banlistLimit,
  limitName,
  parseBanlist,
  parseBanlists,
  FORBIDDEN,
  LIMITED,
  SEMI_LIMITED,
  UNLIMITED,
  type Banlist,
} from '../../src/cards/banlist.js';

function onlyList(text: string): Banlist {
  const result = parseBanlist(text);
  if (!result.ok) throw new Error(`expected a clean parse, got: ${JSON.stringify(result.problems)}`);
  return result.banlist;
}

function problemsOf(text: string) {
  const result = parseBanlists(text);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe('parseBanlist', () => {
  it('reads a list header, entries with counts 0-3, "--" comments and "#" comment lines', () => {
    const list = onlyList(
      [
        '#[2005.04 Example]',
        '!2005.04 Example',
        '#Forbidden',
        '55144522 0 --Pot of Greed',
        '#Limited',
        '12580477 1 --Raigeki',
        '',
        '  83764718   1  ',
        '#Semi-Limited',
        '44095762 2 --Mirror Force',
        '40640057 3',
      ].join('\r\n'),
    );
    expect(list.name).toBe('2005.04 Example');
    expect([...list.limits]).toEqual([
      [55144522, FORBIDDEN],
      [12580477, LIMITED],
      [83764718, LIMITED],
      [44095762, SEMI_LIMITED],
      [40640057, UNLIMITED],
    ]);
  });

  it('refuses a file with no list, or with several lists, naming them', () => {
    const none = parseBanlist('# only comments\n');
    expect(none).toEqual({
      ok: false,
      problems: [{ line: 0, message: 'The file holds no list (a list starts with a "!name" line).' }],
    });
    const two = parseBanlist('!A\n55144522 0\n!B\n55144522 1\n');
    expect(two.ok).toBe(false);
    if (two.ok) return;
    expect(two.problems[0]?.message).toBe('The file holds 2 lists ("A", "B"); use parseBanlists to choose one.');
  });
});

describe('parseBanlists', () => {
  it('reads several lists in file order, each with its own entries', () => {
    const result = parseBanlists('!TCG\n55144522 0\n12580477 1\n!OCG\n55144522 1\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.banlists.map((list) => list.name)).toEqual(['TCG', 'OCG']);
    expect([...(result.banlists[0]?.limits ?? [])]).toEqual([[55144522, 0], [12580477, 1]]);
    // The same passcode in two different lists is not a duplicate.
    expect([...(result.banlists[1]?.limits ?? [])]).toEqual([[55144522, 1]]);
  });

  it('reports every unreadable line with its number and what is wrong', () => {
    const problems = problemsOf(
      [
        '12580477 1', //                 1: before any header
        '!', //                          2: header without a name
        '!Example', //                   3
        'Raigeki 1', //                  4: not a passcode
        '12580477 4', //                 5: count out of range
        '83764718 1 Monster Reborn', //  6: comment without "--"
        '55144522', //                   7: count missing
        '$whitelist', //                 8: EDOPro-only directive
        '4031928 1', //                  9
        '4031928 2 --again', //         10: duplicate
      ].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 2, 4, 5, 6, 7, 8, 10]);
    expect(problems.map((p) => p.message)).toEqual([
      'Line 1: entry "12580477 1" comes before any "!name" list header.',
      'Line 2: a list header needs a name after "!".',
      'Line 4: "Raigeki 1" is not "<passcode> <count> [--comment]".',
      'Line 5: count 4 is not 0, 1, 2 or 3.',
      'Line 6: unexpected "Monster Reborn" after the count (a comment starts with "--").',
      'Line 7: "55144522" is not "<passcode> <count> [--comment]".',
      'Line 8: "$whitelist" is not supported (only "!name" headers and "<passcode> <count>" entries are).',
      'Line 10: passcode 4031928 is already listed on line 9 of list "Example".',
    ]);
  });
});

describe('banlistLimit and limitName', () => {
  it('treats an unlisted passcode as Unlimited and names each count', () => {
    const list = onlyList('!L\n55144522 0\n12580477 1\n44095762 2\n');
    expect(banlistLimit(list, 55144522)).toBe(0);
    expect(banlistLimit(list, 12580477)).toBe(1);
    expect(banlistLimit(list, 44095762)).toBe(2);
    expect(banlistLimit(list, 46986414)).toBe(UNLIMITED);
    expect([0, 1, 2, 3].map(limitName)).toEqual(['Forbidden', 'Limited', 'Semi-Limited', 'Unlimited']);
  });
});

describe('data/decks/example.lflist.conf', () => {
  it('parses as one list limiting five Starter Deck era Spells to 1 copy', () => {
    const path = fileURLToPath(new URL('../../data/decks/example.lflist.conf', import.meta.url));
    const list = onlyList(readFileSync(path, 'utf8'));
    expect(list.name).toBe('Example Starter Era');
    expect(Object.fromEntries(list.limits)).toEqual({
      12580477: LIMITED, // Raigeki
      83764718: LIMITED, // Monster Reborn
      55144522: LIMITED, // Pot of Greed
      4031928: LIMITED, // Change of Heart
      53129443: LIMITED, // Dark Hole
    });
  });
});
