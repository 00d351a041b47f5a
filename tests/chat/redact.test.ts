/**
 * The last filter before any model: the human's hidden card names leave every message,
 * except that a name the bot's own deck also holds stays in text the session wrote from
 * the bot's view (its decklist in the move prompt's cached prefix); in the user's own
 * words it goes like any other.
 */
import { describe, expect, it } from 'vitest';
import { hiddenCards, redactFor } from '../../src/chat/redact.js';
import { canSee } from '../../src/engine/text/describe.js';
import { config, deckNames, deck, engine } from './helpers.js';

describe('redaction of the human\'s hidden cards', () => {
  it('keeps a name shared with the bot\'s own deck in session text, not in the user\'s words; other hidden names go everywhere', () => {
    const created = engine.newDuel(config('redact-1', 0));
    if (!created.ok) throw new Error('duel');
    const s = created.state;
    const shared = [...deckNames(deck('normals-yugi'))].filter((n) => deckNames(deck('normals-kaiba')).has(n));
    expect(shared).toContain('Mystic Clown');
    // At the start nothing of either side is on the field: every human card is hidden from the bot.
    const humanOnly = s.cards.find((c) => c.owner === 0 && !shared.includes(s.catalog[c.passcode]!.name))!;
    const own = s.catalog[humanOnly.passcode]!.name;
    expect(s.cards.filter((c) => c.owner === 0).every((c) => !canSee(s, c.id, 1))).toBe(true);
    expect(hiddenCards(s, 0).botOwn.has('mystic clown')).toBe(true);

    const written = `Cards in your deck:\n- Mystic Clown (Level 4)\n- ${own}`;
    const out = redactFor(s, 0, written, false);
    expect(out).toContain('- Mystic Clown (Level 4)');
    expect(out).not.toContain(own);
    const said = redactFor(s, 0, `my Mystic Clown and my ${own} are waiting`, true);
    expect(said).not.toMatch(/Mystic Clown/i);
    expect(said).not.toContain(own);
  });
});
