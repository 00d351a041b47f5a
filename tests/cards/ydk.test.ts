import { describe, expect, it } from 'vitest';
import { exportYdk, parseYdk, type DeckList } from '../../src/cards/ydk.js';

/** Unwraps a successful parse, failing the test with the problems otherwise. */
function parsed(text: string) {
  const result = parseYdk(text);
  if (!result.ok) throw new Error(`expected a clean parse, got: ${JSON.stringify(result.problems)}`);
  return result;
}

describe('parseYdk', () => {
  it('reads #main, #extra and !side sections, skipping comments and blank lines', () => {
    const text = [
      '#created by some simulator',
      '#main',
      '46986414',
      '',
      '89631139',
      '#a comment in the middle',
      '#extra',
      '41462083',
      '!side',
      '12580477',
      '55144522',
    ].join('\n');
    const { deck } = parsed(text);
    expect(deck).toEqual({ main: [46986414, 89631139], extra: [41462083], side: [12580477, 55144522] });
  });

  it('accepts CRLF line ends, surrounding whitespace, a byte order mark and leading zeros', () => {
    const text = '\uFEFF#main\r\n  46986414  \r\n\t00000483\r\n#extra\r\n !side \r\n4031928\r\n';
    const { deck } = parsed(text);
    expect(deck.main).toEqual([46986414, 483]);
    expect(deck.extra).toEqual([]);
    expect(deck.side).toEqual([4031928]);
  });

  it('puts passcodes written before any section header in the Main Deck', () => {
    const { deck, lines } = parsed('46986414\n89631139\n#extra\n41462083\n');
    expect(deck.main).toEqual([46986414, 89631139]);
    expect(lines.main).toEqual([1, 2]);
    expect(deck.extra).toEqual([41462083]);
  });

  it('gives the 1-based source line of every entry, section by section', () => {
    const text = '#comment\n#main\n46986414\n\n46986414\n#extra\n41462083\n!side\n\n12580477\n';
    const { deck, lines } = parsed(text);
    expect(lines).toEqual({ main: [3, 5], extra: [7], side: [10] });
    // Same shape as the deck: one line per entry.
    expect(lines.main).toHaveLength(deck.main.length);
    expect(lines.extra).toHaveLength(deck.extra.length);
    expect(lines.side).toHaveLength(deck.side.length);
  });

  it('lets a section header reopen an earlier section', () => {
    const { deck } = parsed('#extra\n41462083\n#main\n46986414\n');
    expect(deck).toEqual({ main: [46986414], extra: [41462083], side: [] });
  });

  it('reads empty text as an empty deck', () => {
    expect(parsed('').deck).toEqual({ main: [], extra: [], side: [] });
  });

  it('reports every line that is not a passcode with its line number and text', () => {
    const result = parseYdk('#main\n46986414\nDark Magician\n12a\n-5\n!extra\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.line, p.text])).toEqual([
      [3, 'Dark Magician'],
      [4, '12a'],
      [5, '-5'],
      [6, '!extra'],
    ]);
    expect(result.problems[0]?.message).toBe('Line 3: "Dark Magician" is not a passcode (a passcode is digits only).');
    expect(result.problems[3]?.message).toContain('Line 6');
  });

  it('reports a number too large for a passcode', () => {
    const result = parseYdk('#main\n99999999999\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { line: 2, text: '99999999999', message: 'Line 2: "99999999999" is too large to be a passcode.' },
    ]);
  });
});

describe('exportYdk', () => {
  const deck: DeckList = { main: [46986414, 46986414, 89631139], extra: [41462083], side: [12580477] };

  it('writes canonical text: comment, #main, #extra, !side, final newline', () => {
    expect(exportYdk(deck, 'my deck')).toBe(
      '#my deck\n#main\n46986414\n46986414\n89631139\n#extra\n41462083\n!side\n12580477\n',
    );
    expect(exportYdk({ main: [], extra: [], side: [] })).toBe('#created by Duel Companion\n#main\n#extra\n!side\n');
  });

  it('round-trips through parseYdk, keeping order and duplicates', () => {
    const back = parsed(exportYdk(deck, 'round trip'));
    expect(back.deck).toEqual(deck);
    // Line 1 is the comment, line 2 "#main".
    expect(back.lines).toEqual({ main: [3, 4, 5], extra: [7], side: [9] });
    expect(exportYdk(back.deck, 'round trip')).toBe(exportYdk(deck, 'round trip'));
  });

  it('keeps comments that look like section headers, and multi-line comments, as comments', () => {
    const text = exportYdk(deck, 'main\nextra');
    expect(text.split('\n').slice(0, 3)).toEqual(['# main', '# extra', '#main']);
    expect(parsed(text).deck).toEqual(deck);
  });
});
