import { describe, expect, it } from 'vitest';
import { BUILT_IN_DECKS, deckHomeFormat, findBuiltInDeck, phraseWords } from '../../src/cards/deckNames.js';
import { deckChoices } from '../../src/web/mount.js';
import { builtInDeckChoices, resolveDeck } from '../../src/cards/deckResolve.js';

describe('decks by name', () => {
  it('maps what players say to the built-in deck they mean', () => {
    const cases: Record<string, string> = {
      'I play Blue-Eyes': 'starter-kaiba',
      "Yugi's deck": 'starter-yugi',
      'Zombie Madness': 'structure-zombie-madness',
      "Kaiba's Starter Deck": 'starter-kaiba',
      'my Dark Magician deck': 'starter-yugi',
      'dragons roar': 'structure-dragons-roar',
      "Dragon's Roar": 'structure-dragons-roar',
      'zombi madnes': 'structure-zombie-madness', // typos in longer words are forgiven
      'Joey Wheeler': 'starter-joey',
      'red-eyes please': 'starter-joey',
      'the toon deck': 'starter-pegasus',
      'Fury from the Deep': 'structure-fury-from-the-deep',
      'a fire deck': 'structure-blaze-of-destruction',
      'starter-pegasus': 'starter-pegasus',
      'STRUCTURE-ZOMBIE-MADNESS': 'structure-zombie-madness',
    };
    for (const [phrase, id] of Object.entries(cases)) {
      const result = findBuiltInDeck(phrase);
      expect(result.match?.id, phrase).toBe(id);
      expect(result.ranked[0]!.deck.id, phrase).toBe(id);
      expect(result.ranked).toHaveLength(BUILT_IN_DECKS.length);
    }
  });

  it('gives no match but a ranked list for names it does not know or that fit several decks', () => {
    const exodia = findBuiltInDeck('Exodia the Forbidden One');
    expect(exodia.match).toBeNull();
    expect(exodia.ranked.map((r) => r.deck.id).sort()).toEqual(BUILT_IN_DECKS.map((d) => d.id).sort());
    for (let i = 1; i < exodia.ranked.length; i++) expect(exodia.ranked[i - 1]!.score).toBeGreaterThanOrEqual(exodia.ranked[i]!.score);

    // "starter" alone names the kind, not one deck.
    expect(findBuiltInDeck('a starter deck').match).toBeNull();
    // A misspelt title is not a match, but its deck comes first among the suggestions.
    const typo = findBuiltInDeck('Blaze of Destrucshun');
    expect(typo.match?.id ?? typo.ranked[0]!.deck.id).toBe('structure-blaze-of-destruction');
    expect(findBuiltInDeck('').match).toBeNull();
  });

  it('reads possessives and punctuation as words', () => {
    expect(phraseWords("Yugi’s Blue-Eyes, deck!")).toEqual(['yugi', 'blue', 'eyes', 'deck']);
  });

  it('resolveDeck turns a name into a checked deck, and an unknown name into suggestions', () => {
    const zombies = resolveDeck('I want to play Zombie Madness', { format: 'classic' });
    expect(zombies.builtIn?.id).toBe('structure-zombie-madness');
    expect(zombies.source).toBe('name');
    expect(zombies.deck?.main).toHaveLength(40);
    // Every card of Zombie Madness is scripted now (Despair from the Dark, Vampire Genesis, Vampire Lord, Double Coston).
    expect(zombies.ok).toBe(true);
    expect(zombies.report).toMatchObject({ known: 40, scripted: 40, vanilla: 0, playable: true });
    // Fury from the Deep plays as printed too now (Creeping Doom Manta, Mermaid Knight): no vanilla option needed.
    const fury = resolveDeck('Fury from the Deep', { format: 'classic' });
    expect(fury.builtIn?.id).toBe('structure-fury-from-the-deep');
    expect(fury.ok).toBe(true);
    expect(fury.report).toMatchObject({ known: 40, scripted: 40, vanilla: 0, playable: true });
    expect(fury.message.join('\n')).not.toContain('vanilla option');

    const yugi = resolveDeck("Yugi's deck", { format: 'classic' });
    expect(yugi).toMatchObject({ ok: true, deckId: 'starter-yugi', source: 'name' });
    expect(yugi.report).toMatchObject({ known: 50, scripted: 50, vanilla: 0, unknown: 0, playable: true });

    const unknown = resolveDeck('my Exodia deck', { format: 'classic' });
    expect(unknown.ok).toBe(false);
    expect(unknown.deck).toBeUndefined();
    expect(unknown.suggestions).toHaveLength(3);
    expect(unknown.message[0]).toMatch(/^No built-in deck is called "my Exodia deck"\. The closest: .*\(starter-/);
  });

  it('lists the eight built-in decks with how each plays, for a New duel dialog', () => {
    const choices = builtInDeckChoices('classic');
    expect(choices.map((c) => c.id)).toEqual(BUILT_IN_DECKS.map((d) => d.id));
    for (const c of choices.filter((c) => c.kind === 'starter')) expect(c).toMatchObject({ playable: true, vanilla: 0, label: `${c.title}: playable` });
    const structure = choices.filter((c) => c.kind === 'structure');
    // Every Structure Deck plays as printed now (Fox Fire, Interdimensional Matter Transporter, Creeping Doom Manta, Mermaid Knight).
    expect(structure).toHaveLength(4);
    for (const c of structure) expect(c).toMatchObject({ playable: true, vanilla: 0, label: `${c.title}: playable` });
    expect(builtInDeckChoices('classic')).toBe(choices); // computed once per format
  });

  it('reads the format a deck was made for from its name, for the CLI and the New duel dialog', () => {
    expect(deckHomeFormat('goat-warriors')).toBe('goat');
    expect(deckHomeFormat('GOAT Warriors')).toBe('goat');
    expect(deckHomeFormat('data/decks/modern-link-strike.ydk')).toBe('modern');
    expect(deckHomeFormat('starter-yugi')).toBeNull();
    // The dialog gets it from the service with each deck.
    const choices = deckChoices();
    expect(choices.find((d) => d.name === 'goat-warriors')?.format).toBe('goat');
    expect(choices.find((d) => d.name === 'modern-xyz-symphony')?.format).toBe('modern');
    expect(choices.find((d) => d.name === 'starter-kaiba')).not.toHaveProperty('format');
  });
});
