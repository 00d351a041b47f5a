/**
 * Decks over the API as players name them, and the vanilla option: built-in decks by
 * name ("Blue-Eyes", "Zombie Madness"), the closest decks for a name that fits none, a
 * deck with unscripted cards refused naming them until `vanilla` is sent, then played.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { resolveDeck } from '../../src/cards/deckResolve.js';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const tmp = tempDir();
let srv: TestServer;

beforeAll(async () => {
  srv = await startServer(`${tmp.dir}/decks.sqlite`);
});

afterAll(async () => {
  await srv.close();
  tmp.cleanup();
});

/**
 * The Dragon's Roar list as .ydk text (the deck of a player who pasted it), with its first 3 cards
 * replaced by 3 copies of a card not scripted yet (Dark Scorpion Burglars): every Structure Deck
 * plays as printed now, so the vanilla option needs a list of the player's own.
 */
function dragonsRoarYdk(): string {
  const deck = resolveDeck('structure-dragons-roar', { format: 'classic' }).deck!;
  const main = [...deck.main.slice(3), 40933924, 40933924, 40933924];
  return `#main\n${main.join('\n')}\n#extra\n${deck.extra.join('\n')}\n`;
}

describe('decks by name over the API', () => {
  it('picks the built-in deck a phrase names, and the deck list says which one it was', async () => {
    const cases: [string, string][] = [
      ["Kaiba's Starter Deck", 'starter-kaiba'],
      ['Yugi’s deck', 'starter-yugi'],
      ['I play Blue-Eyes', 'starter-kaiba'],
      ['starter-joey', 'starter-joey'],
    ];
    for (const [phrase, id] of cases) {
      const r = await call(srv.url, 'POST', '/api/sessions', { body: { deck: phrase, botDeck: 'Pegasus', seed: `name-${id}` } });
      expect(r.status, `${phrase}: ${r.text}`).toBe(201);
      const listed = await call(srv.url, 'GET', '/api/sessions', { token: r.json.token });
      expect(listed.json.sessions[0]).toMatchObject({ id: r.json.id, deckName: id, botDeckName: 'starter-pegasus' });
    }
  });

  it('answers a name that fits no deck with the closest built-in decks', async () => {
    const r = await call(srv.url, 'POST', '/api/sessions', { body: { deck: 'Dragons Rorr deck please', botDeck: 'Seto Kaiba' } });
    // One typo still names Dragon's Roar, which plays as printed: the duel starts with it.
    expect(r.status, r.text).toBe(201);
    const listed = await call(srv.url, 'GET', '/api/sessions', { token: r.json.token });
    expect(listed.json.sessions[0]).toMatchObject({ id: r.json.id, deckName: 'structure-dragons-roar' });
    const unknown = await call(srv.url, 'POST', '/api/sessions', { body: { deck: 'Lightsworn Judgment' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe('UNKNOWN_DECK');
    expect(unknown.json.error.message).toContain('Lightsworn Judgment');
    expect(unknown.json.error.details.suggestions.length).toBeGreaterThan(0);
    expect(unknown.json.error.details.suggestions[0]).toEqual({ id: expect.stringMatching(/^(starter|structure)-/), title: expect.stringMatching(/Deck: /) });
    expect(unknown.json.error.message).toContain(unknown.json.error.details.suggestions[0].title);
  });
});

describe('deck errors over the API name the cards', () => {
  const sangan = 26202165;
  const goatSangan = 504700178;
  const preErrataSangan = 511002631;
  /** 36 Normal Monsters from a built-in deck, then whatever the test adds. */
  const normals = (): number[] => resolveDeck('normals-yugi', { format: 'classic' }).deck!.main.slice(0, 36);
  const ydk = (main: number[]): string => `#main\n${main.join('\n')}\n`;

  it('aliases count as the same card for deck rules, and play as it', async () => {
    const four = await call(srv.url, 'POST', '/api/sessions', { body: { deck: ydk([sangan, sangan, goatSangan, preErrataSangan, ...normals()]) } });
    expect(four.status).toBe(400);
    expect(four.json.error.code).toBe('INVALID_DECK');
    expect(four.json.error.message).toContain(`Sangan (${sangan}, ${goatSangan}, ${preErrataSangan}): 4 copies (4 in the Main Deck, lines 2-5)`);
    expect(four.json.error.details).toContainEqual(expect.objectContaining({ code: 'TOO_MANY_COPIES', card: 'Sangan' }));
    const three = await call(srv.url, 'POST', '/api/sessions', { body: { deck: ydk([sangan, goatSangan, preErrataSangan, ...normals(), normals()[0]!]), seed: 'alias-1' } });
    expect(three.status, three.text).toBe(201);
  });

  it('an unplayable card is named with its lines, an unknown id by id and line', async () => {
    const r = await call(srv.url, 'POST', '/api/sessions', { body: { deck: ydk([24224830, 1234, ...normals(), normals()[0]!, normals()[1]!]) } });
    expect(r.status).toBe(400);
    // The unknown id makes it unplayable even as vanilla: every problem is listed.
    expect(r.json.error.code).toBe('INVALID_DECK');
    expect(r.json.error.message).toContain('Passcode 1234 is not a card we know (1 in the Main Deck, line 3).');
    expect(r.json.error.message).toContain('Called by the Grave (24224830) is not playable yet: 1 in the Main Deck, line 2.');
    const again = await call(srv.url, 'POST', '/api/sessions', { body: { deck: ydk([24224830, 1234, ...normals(), normals()[0]!, normals()[1]!]), vanilla: true } });
    expect(again.json.error.code).toBe('INVALID_DECK');
  });
});

describe('the vanilla option over the API', () => {
  it('refuses a pasted deck with unscripted cards naming them, then plays it as vanilla when asked', async () => {
    const body = { deck: dragonsRoarYdk(), botDeck: 'starter-kaiba', seed: 'vanilla-1' };
    const refused = await call(srv.url, 'POST', '/api/sessions', { body });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('UNSCRIPTED_CARDS');
    const cards = refused.json.error.details as { passcode: number; name: string; copies: number }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards.slice(0, 5)) expect(refused.json.error.message).toContain(`${c.name} (${c.passcode})`);
    expect(refused.json.error.message).toContain('vanilla option ("vanilla": true)');

    const created = await call(srv.url, 'POST', '/api/sessions', { body: { ...body, vanilla: true } });
    expect(created.status, created.text).toBe(201);
    expect(created.json.vanillaCards.deck.map((c: { name: string }) => c.name)).toEqual(cards.map((c) => c.name));
    expect(created.json.vanillaCards.botDeck).toEqual([]);
    // Unscripted cards in the hand are marked; the duel plays a few moves.
    const { db } = defaultCards();
    const hand = created.json.view.you.hand as { passcode: number; noEffects?: boolean }[];
    for (const card of hand) expect(card.noEffects === true, String(card.passcode)).toBe(!db.byPasscode(card.passcode)!.scripted);
    let state = created.json;
    for (let i = 0; i < 3 && !state.finished; i++) {
      const option = state.options.find((o: { label: string }) => /summon|set/i.test(o.label)) ?? state.options[0];
      const r = await call(srv.url, 'POST', `/api/sessions/${created.json.id}/actions`, { token: created.json.token, body: { optionId: option.id }, headers: { Accept: 'application/json' } });
      expect(r.status, r.text).toBe(200);
      const read = await call(srv.url, 'GET', `/api/sessions/${created.json.id}`, { token: created.json.token });
      state = read.json;
    }
    expect(state.step).toBeGreaterThanOrEqual(3);
  });

  it('a built-in Structure Deck by name needs no option, and the export of a vanilla duel imports', async () => {
    const plain = await call(srv.url, 'POST', '/api/sessions', { body: { deck: "Dragon's Roar", seed: 'structure-plain' } });
    expect(plain.status, plain.text).toBe(201);
    const refused = await call(srv.url, 'POST', '/api/sessions', { body: { deck: dragonsRoarYdk() } });
    expect(refused.json.error.code).toBe('UNSCRIPTED_CARDS');
    expect(refused.json.error.message).toMatch(/^deck: \d+ cards? (is|are) not playable yet/);
    const created = await call(srv.url, 'POST', '/api/sessions', { body: { deck: dragonsRoarYdk(), botDeck: 'Fury from the Deep', vanilla: true, seed: 'vanilla-2' } });
    expect(created.status, created.text).toBe(201);
    const exported = await call(srv.url, 'GET', `/api/sessions/${created.json.id}/export`, { token: created.json.token });
    const imported = await call(srv.url, 'POST', '/api/sessions/import', { body: exported.json });
    expect(imported.status, imported.text).toBe(201);
    // An unfinished duel imports dealt again (fair play): what the player saw stays, hidden order is new.
    expect(imported.json.finished).toBe(false);
    expect(imported.json.options.length).toBeGreaterThan(0);
    const names = (v: { you: { hand: { name?: string }[]; lp: number } }) => [v.you.lp, v.you.hand.map((c) => c.name)];
    expect(names(imported.json.view)).toEqual(names(created.json.view));
  });
});
