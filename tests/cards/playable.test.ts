import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { cardPlayability, describeUnscripted, unscriptedCards } from '../../src/cards/playable.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { createEngine } from '../../src/engine/index.js';
import type { CardFacts } from '../../src/cards/types.js';

const deck = (name: string) => {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('deck fixture broken');
  return { main: r.deck.main, extra: r.deck.extra };
};

// A made-up card with an effect nobody has scripted, so these tests do not depend on
// which real cards are still unfinished.
const UNDONE: CardFacts = {
  passcode: 99990042, name: 'Unfinished Test Wizard', frame: 'effect', subtypes: ['Spellcaster', 'Effect'],
  attribute: 'DARK', race: 'Spellcaster', level: 4, atk: 1500, def: 1000, text: 'A test card whose effect is not implemented.', scripted: false,
};

describe('playable decks', () => {
  it('a deck with cards whose effects are not done is refused with the list of those cards', () => {
    const { db } = defaultCards();
    const lookup = { byPasscode: (n: number) => (n === UNDONE.passcode ? UNDONE : db.byPasscode(n)) };
    const base = deck('normals-yugi');
    const mixed = { main: [...base.main.slice(0, 37), UNDONE.passcode, UNDONE.passcode, base.main[37]!], extra: [] };
    expect(unscriptedCards(mixed, lookup)).toEqual([{ passcode: UNDONE.passcode, name: UNDONE.name, copies: 2 }]);
    expect(describeUnscripted(unscriptedCards(mixed, lookup))).toContain('Unfinished Test Wizard x2');
    for (const name of ['normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus']) {
      expect(unscriptedCards(deck(name), db)).toEqual([]);
    }
    // Whatever is left unscripted in the real Starter Decks is exactly what is not marked.
    for (const name of ['starter-yugi', 'starter-kaiba', 'starter-joey', 'starter-pegasus']) {
      const d = deck(name);
      const expected = [...new Set([...d.main, ...d.extra])].filter((p) => !db.byPasscode(p)!.scripted);
      expect(unscriptedCards(d, db).map((c) => c.passcode).sort()).toEqual(expected.sort());
    }
  });

  it('on request such a deck plays its unimplemented cards as vanilla stats, and views mark them "no effect"', () => {
    const { db } = defaultCards();
    const engine = createEngine((n) => (n === UNDONE.passcode ? toCardStatic(UNDONE) : db.byPasscode(n) && toCardStatic(db.byPasscode(n)!)));
    const base = deck('normals-yugi');
    const main = [UNDONE.passcode, UNDONE.passcode, UNDONE.passcode, ...base.main.slice(3)];
    const duel = engine.newDuel({ format: 'classic', seed: 'vanilla', decks: [{ main, extra: [] }, deck('normals-kaiba')] });
    if (!duel.ok) throw new Error(duel.problems.join());
    expect(duel.state.catalog[UNDONE.passcode]!.noEffects).toBe(true);
    const normals = Object.values(duel.state.catalog).filter((c) => c.frame === 'normal');
    expect(normals.every((c) => !c.noEffects)).toBe(true);
    const hand = engine.view(duel.state, 0).you.hand;
    for (const c of hand) expect(c.noEffects === true).toBe(c.passcode === UNDONE.passcode);
  });

  it('says how each card plays: scripted, a Normal Monster from its facts, or not playable yet', () => {
    const { db } = defaultCards();
    expect(cardPlayability(db.byName('Sangan')!).playability).toBe('scripted');
    expect(cardPlayability(db.byName('Frostosaurus')!)).toEqual({ playability: 'normal', label: 'playable (a Normal Monster: no effect)' });
    expect(cardPlayability(db.byName('Called by the Grave')!).label).toMatch(/^not playable yet/);
    expect(cardPlayability(UNDONE).playability).toBe('vanilla-only');
  });
});
