/**
 * The Side Deck rule between the Duels of a Match (rulebooks 004, 000): any cards swap
 * between the Side Deck and the Main/Extra Deck, the Side Deck keeps exactly its size,
 * the deck rules are checked after the swap, and a refusal names the card. Then the bot's
 * siding rule, and the Match bookkeeping (the loser chooses, a draw counts for neither).
 */
import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { loadDeckSet } from '../../src/cards/deckFiles.js';
import { cannotContinue, matchWinner, nextChooser, score, scoreLine, withOutcome, type MatchDeck, type MatchState } from '../../src/match/match.js';
import { applySideSwap, botSideSwap } from '../../src/match/side.js';

const { db } = defaultCards();
const pc = (name: string): number => db.byName(name)!.passcode;
const yugi = loadDeckSet('starter').map((d) => d.deck)[0]!;
const deck: MatchDeck = { main: [...yugi.main], extra: [...yugi.extra], side: [pc('Summoned Skull'), pc('Summoned Skull'), pc('Dark Hole')] };
const count = (list: readonly number[], name: string): number => list.filter((p) => p === pc(name)).length;

describe('siding between Duels', () => {
  it('swaps one for one, in either direction, by name or passcode, keeping the Side Deck size', () => {
    const inCard = 'Summoned Skull';
    const outCard = db.byPasscode(deck.main.find((p) => db.byPasscode(p)?.frame === 'normal')!)!.name;
    const r = applySideSwap(deck, { in: [inCard, pc('Dark Hole')], out: [outCard, deck.main.find((p) => p !== pc(outCard))!] }, db, 'classic');
    expect(r.ok, JSON.stringify(r)).toBe(true);
    if (!r.ok) return;
    expect(r.deck.side).toHaveLength(3);
    expect(r.deck.main).toHaveLength(deck.main.length);
    expect(count(r.deck.main, inCard)).toBe(count(deck.main, inCard) + 1);
    expect(count(r.deck.side, outCard)).toBe(1);
    expect(r.swapped).toBe(2);
    // Nothing swapped is a swap too (the same deck).
    expect(applySideSwap(deck, { in: [], out: [] }, db, 'classic')).toMatchObject({ ok: true, deck, swapped: 0 });
  });

  it('refuses a swap that changes the Side Deck size, or names a card that is not where it should be', () => {
    const uneven = applySideSwap(deck, { in: ['Summoned Skull'], out: [] }, db, 'classic');
    expect(uneven).toMatchObject({ ok: false });
    expect(!uneven.ok && uneven.problems[0]).toContain('must keep exactly 3 cards: you bring in 1 and take out 0');
    const notInSide = applySideSwap(deck, { in: ['Mirror Force'], out: [deck.main[0]!] }, db, 'classic');
    expect(!notInSide.ok && notInSide.problems.join(' ')).toContain('Mirror Force is not in your Side Deck');
    const notInDeck = applySideSwap(deck, { in: ['Dark Hole'], out: ['Mirror Force'] }, db, 'classic');
    expect(!notInDeck.ok && notInDeck.problems.join(' ')).toContain('Mirror Force is not in your Main or Extra Deck');
    const unknown = applySideSwap(deck, { in: ['No Such Card At All'], out: [deck.main[0]!] }, db, 'classic');
    expect(!unknown.ok && unknown.problems.join(' ')).toContain('No card is known as "No Such Card At All"');
  });

  it('checks the deck rules after the swap: the Main Deck cannot drop under 40, the copies are counted across all three', () => {
    const forty: MatchDeck = { main: deck.main.slice(0, 40), extra: [...deck.extra], side: [pc('Dark Hole')] };
    // A Fusion Monster brought in from the Side goes to the Extra Deck, so the Main Deck falls to 39.
    const fusionSide: MatchDeck = { ...forty, side: [pc('Gaia the Dragon Champion')] };
    const r = applySideSwap(fusionSide, { in: ['Gaia the Dragon Champion'], out: [forty.main[0]!] }, db, 'classic');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.join(' ')).toMatch(/After the swap: .*40/);
  });
});

describe("the bot's siding rule", () => {
  it('swaps its monsters weaker than the strongest it saw for stronger Side Deck monsters of the same bracket, at most three', () => {
    const side: MatchDeck = { ...deck, side: [pc('Giant Soldier of Stone'), pc('Celtic Guardian'), pc('Summoned Skull')] };
    const swap = botSideSwap(side, [pc('Summoned Skull')], db, 'classic');
    expect(swap.in.length).toBe(swap.out.length);
    expect(swap.in.length).toBeGreaterThan(0);
    expect(swap.in.length).toBeLessThanOrEqual(3);
    for (const [i, p] of swap.in.entries()) {
      const inCard = db.byPasscode(p as number)!;
      const outCard = db.byPasscode(swap.out[i] as number)!;
      expect(inCard.atk!).toBeGreaterThan(outCard.atk!);
      expect(outCard.atk!).toBeLessThan(2500);
    }
    expect(applySideSwap(side, swap, db, 'classic').ok).toBe(true);
    // Nothing seen, or only weak monsters seen: no swap.
    expect(botSideSwap(side, [], db, 'classic')).toEqual({ in: [], out: [] });
  });
});

describe('the Match', () => {
  const base: MatchState = {
    id: 'm',
    bestOf: 3,
    format: 'classic',
    decks: { you: deck, bot: deck },
    startDecks: { you: deck, bot: deck },
    duels: [{ sessionId: 's1', first: 'you', chosenBy: null, outcome: null, sided: { you: 0, bot: 0 } }],
  };
  const next = (m: MatchState, id: string): MatchState => ({ ...m, duels: [...m.duels, { sessionId: id, first: 'you', chosenBy: nextChooser(m), outcome: null, sided: { you: 0, bot: 0 } }] });

  it('the loser chooses, a draw counts for neither (a coin decides next), two wins take a best of three', () => {
    expect(cannotContinue(base)).toContain('still being played');
    let m = withOutcome(base, 'bot');
    expect(nextChooser(m)).toBe('you');
    m = withOutcome(next(m, 's2'), 'draw');
    expect(score(m)).toEqual({ you: 0, bot: 1 });
    expect(nextChooser(m)).toBeNull();
    expect(matchWinner(m)).toBeNull();
    m = withOutcome(next(m, 's3'), 'you');
    expect(scoreLine(m)).toBe('Duel 3 of 3 · you 1, bot 1');
    expect(nextChooser(m)).toBe('bot');
    m = withOutcome(next(m, 's4'), 'you');
    expect(matchWinner(m)).toBe('you');
    expect(cannotContinue(m)).toContain('The Match is over');
    // A best of one is decided by its one Duel.
    expect(matchWinner(withOutcome({ ...base, bestOf: 1 }, 'bot'))).toBe('bot');
  });
});
