import { describe, expect, it } from 'vitest';
import type { DeckList } from '../../src/cards/ydk.js';
import { exportYdke, isYdkeUrl, parseYdke } from '../../src/cards/ydke.js';

const DARK_MAGICIAN = 46986414; // 0x02CCF4AE
const BLUE_EYES = 89631139; // 0x0557A9A3

/** Little-endian uint32 bytes, written out by hand rather than with Buffer helpers. */
function littleEndian(passcode: number): number[] {
  return [passcode & 0xff, (passcode >>> 8) & 0xff, (passcode >>> 16) & 0xff, (passcode >>> 24) & 0xff];
}

function parsedDeck(url: string): DeckList {
  const result = parseYdke(url);
  if (!result.ok) throw new Error(`expected a clean parse, got: ${JSON.stringify(result.problems)}`);
  return result.deck;
}

function problemsOf(url: string) {
  const result = parseYdke(url);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe('ydke:// vector computed by hand', () => {
  it('encodes Dark Magician and Blue-Eyes as little-endian uint32s in base64', () => {
    const bytes = [...littleEndian(DARK_MAGICIAN), ...littleEndian(BLUE_EYES)];
    expect(bytes).toEqual([0xae, 0xf4, 0xcc, 0x02, 0xa3, 0xa9, 0x57, 0x05]);
    const mainSegment = Buffer.from(bytes).toString('base64');
    expect(mainSegment).toBe('rvTMAqOpVwU=');

    const url = exportYdke({ main: [DARK_MAGICIAN, BLUE_EYES], extra: [], side: [] });
    expect(url).toBe(`ydke://${mainSegment}!!!`);
    expect(parsedDeck(url)).toEqual({ main: [DARK_MAGICIAN, BLUE_EYES], extra: [], side: [] });
  });

  it('reads the same deck from each of the three segments', () => {
    expect(parsedDeck('ydke://!rvTMAqOpVwU=!!')).toEqual({ main: [], extra: [DARK_MAGICIAN, BLUE_EYES], side: [] });
    expect(parsedDeck('ydke://!!rvTMAqOpVwU=!')).toEqual({ main: [], extra: [], side: [DARK_MAGICIAN, BLUE_EYES] });
  });
});

describe('parseYdke', () => {
  it('round-trips a deck through exportYdke, keeping order, duplicates and extreme passcodes', () => {
    const deck: DeckList = {
      main: [DARK_MAGICIAN, DARK_MAGICIAN, BLUE_EYES, 483, 0, 0xffffffff],
      extra: [41462083, 45231177],
      side: [12580477],
    };
    const url = exportYdke(deck);
    expect(url.startsWith('ydke://')).toBe(true);
    expect(url.endsWith('!')).toBe(true);
    expect(parsedDeck(url)).toEqual(deck);
    expect(exportYdke(parsedDeck(url))).toBe(url);
  });

  it('accepts the URL without the trailing "!", without padding, with spaces around and an upper-case scheme', () => {
    const expected = { main: [DARK_MAGICIAN, BLUE_EYES], extra: [], side: [] };
    expect(parsedDeck('ydke://rvTMAqOpVwU=!!')).toEqual(expected);
    expect(parsedDeck('ydke://rvTMAqOpVwU!!')).toEqual(expected);
    expect(parsedDeck('  YDKE://rvTMAqOpVwU=!!!\n')).toEqual(expected);
    expect(isYdkeUrl(' ydke://!!!')).toBe(true);
    expect(isYdkeUrl('#main\n46986414')).toBe(false);
  });

  it('refuses text without the ydke:// prefix', () => {
    const problems = problemsOf('https://rvTMAqOpVwU=!!!');
    expect(problems).toEqual([{ code: 'BAD_PREFIX', message: 'A ydke URL starts with "ydke://", not "https:/".' }]);
  });

  it('refuses a URL with the wrong number of segments', () => {
    const tooFew = problemsOf('ydke://rvTMAqOpVwU=!');
    expect(tooFew).toHaveLength(1);
    expect(tooFew[0]?.code).toBe('SEGMENT_COUNT');
    expect(tooFew[0]?.message).toContain('has 2');
    const tooMany = problemsOf('ydke://a!b!c!d!e');
    expect(tooMany[0]?.code).toBe('SEGMENT_COUNT');
    expect(tooMany[0]?.message).toContain('has 5');
    // Four parts are only fine when the fourth is the empty trailing one.
    expect(problemsOf('ydke://!!!AAAAAA==')[0]?.code).toBe('SEGMENT_COUNT');
  });

  it('refuses bad base64: unknown characters, impossible length, misplaced padding', () => {
    const badCharacters = problemsOf('ydke://rvTM-qOp_wU=!!!');
    expect(badCharacters).toEqual([
      { code: 'BAD_BASE64', section: 'main', message: 'The Main Deck part of the ydke URL is not valid base64: "rvTM-qOp_wU=".' },
    ]);
    expect(problemsOf('ydke://!AAAAA!!')).toMatchObject([{ code: 'BAD_BASE64', section: 'extra' }]);
    expect(problemsOf('ydke://!!AA=A!')).toMatchObject([{ code: 'BAD_BASE64', section: 'side' }]);
    expect(problemsOf('ydke://AAAAAA=!!!')).toMatchObject([{ code: 'BAD_BASE64', section: 'main' }]);
  });

  it('refuses a segment whose bytes are not a whole number of passcodes', () => {
    // "AAA=" decodes to 2 bytes.
    const problems = problemsOf('ydke://rvTMAqOpVwU=!AAA=!!');
    expect(problems).toEqual([
      {
        code: 'BAD_LENGTH',
        section: 'extra',
        message: 'The Extra Deck part of the ydke URL decodes to 2 bytes, which is not a multiple of 4 (each passcode takes 4 bytes).',
      },
    ]);
  });

  it('reports a problem for each bad segment at once', () => {
    const problems = problemsOf('ydke://AAA=!@@@@!AAAAAAA=!');
    expect(problems.map((p) => [p.code, p.section])).toEqual([
      ['BAD_LENGTH', 'main'],
      ['BAD_BASE64', 'extra'],
      ['BAD_LENGTH', 'side'],
    ]);
  });
});

describe('exportYdke', () => {
  it('throws on an entry that cannot be a passcode, since no parser produces one', () => {
    expect(() => exportYdke({ main: [1.5], extra: [], side: [] })).toThrow(RangeError);
    expect(() => exportYdke({ main: [], extra: [-1], side: [] })).toThrow(/Extra Deck entry 0/);
    expect(() => exportYdke({ main: [], extra: [], side: [2 ** 32] })).toThrow(/Side Deck entry 0/);
  });
});
