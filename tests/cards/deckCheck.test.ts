import { describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { resolveDeck } from '../../src/cards/deckResolve.js';
import { checkDeck, problemLines, PROBLEM_CAP } from '../../src/cards/deckReport.js';
import { parseBanlist } from '../../src/cards/banlist.js';
import { factsTable } from '../../src/cards/factsFile.js';
import type { CardFacts } from '../../src/cards/types.js';
import { fuzzDuels } from '../../src/engine/testing/fuzz.js';
import type { DeckList } from '../../src/engine/types.js';

const { db, engine } = defaultCards();

/** Normal Monsters of Level 4 or lower that are in no data file of ours but the facts. */
const FACTS_ONLY_NORMALS = [
  487395, 549481, 756652, 1761063, 1929294, 2118022, 2311603, 2468169, 2483611, 2830619, 2863439, 2906250,
  32864, 732302,
];

function ydk(main: number[], extra: number[] = [], side: number[] = []): string {
  return ['#created by a test', '#main', ...main.map(String), '#extra', ...extra.map(String), '!side', ...side.map(String)].join('\n');
}

function normalsDeck(): number[] {
  return FACTS_ONLY_NORMALS.flatMap((p) => [p, p, p]).slice(0, 40);
}

describe('deck checks', () => {
  it('every error names the card: not playable yet, with its lines; unknown ids by id and line', () => {
    const main = [24224830, 24224830, 24224830, 1234, ...normalsDeck().slice(0, 36)];
    const result = resolveDeck(ydk(main), { format: 'classic' });
    expect(result.ok).toBe(false);
    const messages = result.report!.problems.map((p) => p.message);
    // Line 1 is the comment, line 2 "#main": Called by the Grave sits on lines 3-5.
    expect(messages).toContain('Called by the Grave (24224830) is not playable yet: 3 in the Main Deck, lines 3-5.');
    expect(messages).toContain('Passcode 1234 is not a card we know (1 in the Main Deck, line 6).');
    // A card whose data says what it waits for: the message says why.
    const blade = resolveDeck(ydk([99414168, ...normalsDeck().slice(0, 39)]), { format: 'goat' });
    expect(blade.report!.problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/^Elemental Mistress Doriado \(99414168\) is not playable yet: 1 in the Main Deck, line 3\. Why: .+\.$/));
    expect(result.report!.problems.find((p) => p.code === 'NOT_PLAYABLE')).toMatchObject({ cardName: 'Called by the Grave', passcodes: [24224830], lines: [3, 4, 5] });
    expect(result.report).toMatchObject({ known: 39, scripted: 36, vanilla: 3, unknown: 1, playable: false, playableWithVanilla: false });
    // Vanilla does not make an unknown id playable.
    expect(resolveDeck(ydk(main), { format: 'classic', vanilla: true }).ok).toBe(false);
  });

  it('caps the problems of a huge deck and says how many more there are', () => {
    const unscripted = factsOnly((c) => c.frame === 'effect' && (c.level ?? 9) <= 4).slice(0, 80);
    const report = checkDeck({ main: unscripted, extra: [], side: [] }, db, { format: 'classic' });
    expect(report.problems).toHaveLength(PROBLEM_CAP);
    expect(report.moreProblems).toBe(81 - PROBLEM_CAP); // 80 cards not playable + the Main Deck too large
    expect(problemLines(report).at(-1)).toBe(`... and ${81 - PROBLEM_CAP} more problems not listed.`);
    expect(report.playableWithVanilla).toBe(false);
  });

  it('aliases (GOAT variant, pre-errata, alternate art) count as the same card for deck rules and play as it', () => {
    const sangan = 26202165;
    const goatSangan = 504700178;
    const preErrataSangan = 511002631;
    const main = [sangan, sangan, goatSangan, preErrataSangan, ...normalsDeck().slice(0, 36)];
    const result = resolveDeck(ydk(main), { format: 'classic' });
    const tooMany = result.report!.problems.find((p) => p.code === 'TOO_MANY_COPIES');
    expect(tooMany?.message).toBe(
      `Sangan (${sangan}, ${goatSangan}, ${preErrataSangan}): 4 copies (4 in the Main Deck, lines 3-6); at most 3 copies of a card name are allowed across the Main, Extra and Side Decks.`,
    );
    expect(result.ok).toBe(false);

    const three = resolveDeck(ydk([sangan, goatSangan, preErrataSangan, ...normalsDeck().slice(0, 37)]), { format: 'classic' });
    expect(three.ok).toBe(true);
    // The engine gets the card the aliases stand for, so its script runs.
    expect(three.deck!.main.slice(0, 3)).toEqual([sangan, sangan, sangan]);
    expect(three.report).toMatchObject({ known: 40, scripted: 40, vanilla: 0 });

    // A list that limits the card limits its aliases too.
    const list = parseBanlist('!Test\n26202165 1\n');
    if (!list.ok) throw new Error('fixture');
    const limited = resolveDeck(ydk([goatSangan, preErrataSangan, ...normalsDeck().slice(0, 38)]), { format: 'classic', banlist: list.banlist });
    expect(limited.report!.problems.map((p) => p.code)).toEqual(['OVER_LIMIT']);
    expect(limited.report!.problems[0]!.message).toMatch(/^Sangan \(504700178, 511002631\) is Limited on the list "Test"/);
  });

  it('Normal Monsters play from their facts alone; vanilla plays the rest as stats, marked', () => {
    const normals = resolveDeck(ydk(normalsDeck()), { format: 'classic' });
    expect(normals.report).toMatchObject({ known: 40, scripted: 40, vanilla: 0, unknown: 0, playable: true, playableWithVanilla: true });
    expect(normals.ok).toBe(true);
    for (const p of FACTS_ONLY_NORMALS) expect(db.all().some((c) => c.passcode === p)).toBe(false);

    const decks: DeckList[] = [normals.deck!];
    for (const name of ["Dragon's Roar", 'Blaze of Destruction', 'Fury from the Deep', 'Zombie Madness']) {
      const structure = resolveDeck(name, { format: 'classic', vanilla: true });
      expect(structure.ok, name).toBe(true);
      // Every Structure Deck plays as printed now: the vanilla option changes nothing in them.
      expect(structure.report!.vanilla, name).toBe(0);
      decks.push(structure.deck!);
    }
    // A pasted Dragon's Roar with 3 copies of a card not scripted yet (Dark Scorpion Burglars) plays them as stats.
    const burglars = 40933924;
    const pasted = resolveDeck(ydk([...decks[1]!.main.slice(3), burglars, burglars, burglars]), { format: 'classic', vanilla: true });
    expect(pasted.ok).toBe(true);
    expect(pasted.report!.vanilla).toBe(3);
    decks.push(pasted.deck!);
    const duel = engine.newDuel({ format: 'classic', seed: 'facts', decks: [decks[0]!, pasted.deck!] });
    if (!duel.ok) throw new Error(duel.problems.join('; '));
    for (const p of FACTS_ONLY_NORMALS) expect(duel.state.catalog[p]?.noEffects).toBeUndefined();
    expect(duel.state.catalog[burglars]).toMatchObject({ name: 'Dark Scorpion Burglars', noEffects: true });
    // Whole duels with these decks keep every engine invariant and replay hash for hash.
    const stats = fuzzDuels({ engine, decks, duels: 6, seed: 'facts-and-vanilla', formats: ['classic', 'modern'] });
    expect(stats.failures).toEqual([]);
    expect(stats.duels).toBe(6);
  }, 180_000);
});

/** Passcodes of cards known by their facts only that pass `keep`, in file order. */
function factsOnly(keep: (card: CardFacts) => boolean): number[] {
  return [...factsTable().names()].map(([p]) => db.byPasscode(p)!).filter((c) => c.factsOnly && keep(c)).map((c) => c.passcode);
}
