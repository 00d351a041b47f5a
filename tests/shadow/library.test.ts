import { describe, expect, it } from 'vitest';
import { buildDeck, forget, memorise } from '../../src/shadow/library.js';
import { mage } from './mageFixture.js';
import { testLookup } from './magicFixture.js';

const fail = (r: { ok: boolean; problems?: string[] }): string[] => (r.ok ? [] : r.problems!);

describe('memorise and forget', () => {
  it('memorises usable Magic and tags Divine Magic', () => {
    const r = memorise(mage(), [101, 101, 101, 102, 105, 107], testLookup);
    if (!r.ok) throw new Error(r.problems.join('; '));
    expect(r.mage.library).toEqual([101, 101, 101, 102, 105, 107]);
    expect(r.mage.divine).toEqual([105]);
  });

  it('refuses unknown, unusable and foreign-frame cards, naming each', () => {
    expect(fail(memorise(mage(), [999, 106, 109, 101], testLookup))).toEqual([
      'no card has passcode 999',
      'Unfinished Trap is not usable yet: the engine does not play its effects (waits for a test rule)',
      'Synchro Thing is a synchro monster, which the Shadow Games do not have',
    ]);
  });

  it('holds copies to the rarity limits and the Library to 10 x Mind + 40', () => {
    expect(fail(memorise(mage(), [101, 101, 101, 101, 102, 102, 102, 103, 103, 104, 104], testLookup))).toEqual([
      'Common Goblin is 1-star Magic: at most 3 in the Library, not 4',
      'Uncommon Knight is 2-star Magic: at most 2 in the Library, not 3',
      'Rare Wizard is 3-star Magic: at most 1 in the Library, not 2',
      'Ultra Dragon is 4-star Magic: at most 1 in the Library, not 2',
    ]);
    const full = mage({ mind: 0, library: Array.from({ length: 40 }, () => 110) });
    expect(fail(memorise(full, [101], testLookup))).toEqual(['the Library of Knowledge holds at most 40 (10 x Mind + 40); this would make 41: forget some first']);
    expect(memorise(mage({ mind: 0, library: Array.from({ length: 39 }, () => 110) }), [101], testLookup).ok).toBe(true);
    const scholar = mage({ mind: 0, paths: ['scholar'], library: Array.from({ length: 50 }, () => 110) });
    expect(fail(memorise(scholar, [101], testLookup))[0]).toMatch(/at most 50 \(10 x Mind \+ 40 \+ path room\)/);
  });

  it('caps the stars a player learns alone when asked, leaving the campaign free', () => {
    expect(fail(memorise(mage(), [101, 102, 103, 105], testLookup, { maxStars: 2 }))).toEqual([
      'Rare Wizard is 3-star Magic: a mage learns Magic of more than 2 stars only in the campaign (found, won or taught)',
      'Sun God is 5-star Magic (Divine): a mage learns Magic of more than 2 stars only in the campaign (found, won or taught)',
    ]);
    expect(memorise(mage(), [103, 105], testLookup).ok).toBe(true);
  });

  it('forgets copies, but not Magic the built deck needs', () => {
    const m = mage({ library: [101, 101, 105], deckOfMagic: [101], divine: [105] });
    const r = forget(m, [101, 105], testLookup);
    if (!r.ok) throw new Error(r.problems.join('; '));
    expect(r.mage.library).toEqual([101]);
    expect(r.mage.divine).toEqual([]);
    expect(fail(forget(m, [101, 101], testLookup))).toEqual(['Common Goblin is in the Deck of Magic 1 time(s): build the deck without it first']);
    expect(fail(forget(m, [103], testLookup))).toEqual(["Rare Wizard is not (or not that many times) in Ishizu's Library"]);
    expect(fail(memorise(m, [], testLookup))).toEqual(['name at least one card to memorise']);
  });
});

describe('buildDeck', () => {
  const library = [101, 101, 101, 102, 102, 103, 104, 107, 108, 110, 110, 110];

  it('builds from the Library with Fusion and Ritual in Extra Magic', () => {
    const r = buildDeck(mage({ library }), { main: [101, 101, 102, 103, 104, 110], extra: [107, 108] }, testLookup);
    if (!r.ok) throw new Error(r.problems.join('; '));
    expect(r.mage.deckOfMagic).toEqual([101, 101, 102, 103, 104, 110]);
    expect(r.mage.extraMagic).toEqual([107, 108]);
  });

  it('refuses Magic not memorised, wrong piles, and too many', () => {
    expect(fail(buildDeck(mage({ library }), { main: [107, 102, 102, 102], extra: [101] }, testLookup))).toEqual([
      'Twin Fusion is a Fusion or Ritual Monster: it goes in Extra Magic',
      'Common Goblin is not a Fusion or Ritual Monster: it goes in the Deck of Magic',
      'Uncommon Knight is 2-star Magic: at most 2 in the Deck of Magic, not 3',
      'Uncommon Knight: 3 wanted but 2 memorised in the Library',
    ]);
    const big = Array.from({ length: 41 }, () => 110);
    expect(fail(buildDeck(mage({ library }), { main: big, extra: [] }, testLookup))[0]).toBe('the Deck of Magic holds at most 40, not 41');
    const small = mage({ body: 1, mind: 1, library: [...library, 107, 108] });
    expect(fail(buildDeck(small, { main: [], extra: [107, 108, 107] }, testLookup))[0]).toBe('Extra Magic holds at most Body + Mind = 2, not 3');
  });

  it('waits for a Full Rest when Magic is spent', () => {
    const spent = mage({ library, deckOfMagic: [101], graveyard: [101] });
    expect(fail(buildDeck(spent, { main: [101], extra: [] }, testLookup))).toEqual([
      "1 of Ishizu's Magic is spent (Graveyard or the Beyond): the Deck of Magic is rebuilt after a Full Rest",
    ]);
  });
});
