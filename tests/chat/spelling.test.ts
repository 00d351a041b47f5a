/**
 * The spelling mender: words the reader does not know are mended to the nearest word it
 * knows (its own vocabulary and the visible cards' name words), real English is left
 * alone, and a slip costs less when people make it often (swapped neighbours, a key next
 * to the one meant, a doubled letter).
 */
import { describe, expect, it } from 'vitest';
import { mendSpelling, mendWord, readerVocabulary, slipDistance } from '../../src/chat/understand/spelling.js';

const names = ['summoned', 'skull', 'celtic', 'guardian', 'trap', 'hole', 'blue', 'eyes', 'white', 'dragon', 'dark', 'magician', 'silver', 'fang'];

describe('spelling mender', () => {
  it('weighs common slips below other edits', () => {
    expect(slipDistance('waht', 'what')).toBe(0.5);
    expect(slipDistance('sumon', 'summon')).toBe(0.5);
    expect(slipDistance('feild', 'field')).toBe(0.5);
    expect(slipDistance('fiekd', 'field')).toBeCloseTo(0.7);
    expect(slipDistance('fipld', 'field')).toBe(1);
    expect(slipDistance('waht', 'want')).toBeGreaterThan(slipDistance('waht', 'what'));
  });

  it('mends misspelt card names and ordinary words, word by word', () => {
    expect(mendSpelling('waht does trap hloe do', names)).toBe('what does trap hole do');
    expect(mendSpelling('shwo me the feild agian', names)).toBe('show me the field again');
    expect(mendSpelling('sumoned skul pls', names)).toBe('summoned skull pls');
    expect(mendSpelling('blue eyse whtie dragn', names)).toBe('blue eyes white dragon');
    expect(mendSpelling('end trun', names)).toBe('end turn');
    expect(mendSpelling('teh elf', names)).toBe('the elf');
  });

  it('leaves real English, short words, numbers and accented words as typed', () => {
    expect(mendSpelling('i hate this card', names)).toBe('i hate this card');
    expect(mendSpelling('love it lol', names)).toBe('love it lol');
    expect(mendSpelling('dm on 1700', names)).toBe('dm on 1700');
    expect(mendSpelling('muéstrame el campo', names)).toBe('muéstrame el campo');
    expect(mendWord('skull', new Set(names))).toBeNull();
    // A word must keep its first letter (or swap it with the second): "love" never becomes "move".
    expect(mendWord('lvoe', new Set(['move']))).toBeNull();
    expect(readerVocabulary().has('graveyard')).toBe(true);
  });
});
