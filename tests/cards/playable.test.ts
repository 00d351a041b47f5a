import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { defaultCards } from '../../src/cards/catalog.js';
import { describeUnscripted, unscriptedCards } from '../../src/cards/playable.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { loadDeck } from '../../src/cli/play.js';

const deck = (name: string) => {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('deck fixture broken');
  return { main: r.deck.main, extra: r.deck.extra };
};

describe('playable decks', () => {
  it('a deck with cards whose effects are not done is refused with the list of those cards', () => {
    const { db } = defaultCards();
    const yugi = unscriptedCards(deck('starter-yugi'), db);
    const expected = db.all().filter((c) => !c.scripted && deck('starter-yugi').main.includes(c.passcode));
    expect(yugi.map((c) => c.name).sort()).toEqual(expected.map((c) => c.name).sort());
    expect(yugi.every((c) => !db.byPasscode(c.passcode)!.scripted)).toBe(true);
    expect(describeUnscripted(yugi)).toContain('Dark Hole');
    const joey = unscriptedCards(deck('starter-joey'), db);
    expect(joey.map((c) => c.name)).toEqual(expect.arrayContaining(['Flame Swordsman', 'Thousand Dragon']));
    for (const name of ['normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus']) {
      expect(unscriptedCards(deck(name), db)).toEqual([]);
    }
    const refused = loadDeck('starter-kaiba', 'classic');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems[0]).toMatch(/cannot be played yet.*Ookazi/);
    expect(loadDeck('normals-kaiba', 'modern').ok).toBe(true);
  });

  it('on request such a deck plays its unimplemented cards as vanilla stats, and views mark them "no effect"', () => {
    const { engine } = defaultCards();
    const vanilla = loadDeck('starter-kaiba', 'classic', true);
    expect(vanilla.ok).toBe(true);
    if (!vanilla.ok) return;
    const duel = engine.newDuel({ format: 'classic', seed: 'vanilla', decks: [vanilla.deck, deck('normals-yugi')] });
    if (!duel.ok) throw new Error(duel.problems.join());
    const all = [...duel.state.players[0].hand, ...duel.state.players[0].deck];
    const noEffect = all.filter((id) => duel.state.catalog[duel.state.cards[id]!.passcode]!.noEffects);
    const normal = all.filter((id) => duel.state.catalog[duel.state.cards[id]!.passcode]!.frame === 'normal');
    expect(noEffect.length).toBeGreaterThan(0);
    expect(normal.every((id) => !duel.state.catalog[duel.state.cards[id]!.passcode]!.noEffects)).toBe(true);
    const hand = engine.view(duel.state, 0).you.hand;
    for (const c of hand) expect(c.noEffects === true).toBe(duel.state.catalog[c.passcode!]!.noEffects === true);
  });
});
