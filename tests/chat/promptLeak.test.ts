/**
 * Every request body sent to the (fake) model server during whole duels, checked for the
 * user's secrets: no card from the user's hand, Deck or face-down cards appears in any
 * request made while that card was hidden from the bot. The user's decks and the bot's
 * share no card name, so any user card name in a request can only come from the user's
 * side; each name is allowed only from the moment a card of that name became public.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DuelSession } from '../../src/chat/session.js';
import { canSee } from '../../src/engine/text/describe.js';
import { DEFAULT_PERSONA_PATH } from '../../src/llm/persona.js';
import { call, startServer, tempDir } from '../server/helpers.js';
import { startFakeOpenAI, type ChatRequestBody, type FakeOpenAIServer } from '../support/fakeOpenAI.js';
import { collect, config, deckNames, disjoint, disjointDecks, humanMove, namedIn, onlineModel, roleOf, session } from './helpers.js';

const servers: FakeOpenAIServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const [HUMAN_DECK, BOT_DECK] = disjointDecks();
const HUMAN_NAMES = [...deckNames(HUMAN_DECK)];
const BOT_NAMES = [...deckNames(BOT_DECK)];

interface Seen {
  body: ChatRequestBody;
  /** User card names public to the bot when the request was made. */
  publicNames: Set<string>;
  /** User card names with no copy visible to the bot at that time (their secrets). */
  hidden: string[];
}

/** User card names visible to the bot right now. */
function publicUserNames(s: DuelSession): Set<string> {
  const st = s.state;
  return new Set(st.cards.filter((c) => c.owner === 0 && canSee(st, c.id, 1)).map((c) => st.catalog[c.passcode]!.name));
}

/** A name from the user's hand that the bot cannot know yet. */
function secretInHand(s: DuelSession): string | undefined {
  const known = publicUserNames(s);
  return s.view().you.hand.map((c) => c.name!).find((n) => !known.has(n));
}

async function playRecorded(seed: string): Promise<{ seen: Seen[]; s: DuelSession; firstPublic: Map<string, number> }> {
  const seen: Seen[] = [];
  const firstPublic = new Map<string, number>();
  let s!: DuelSession;
  const fake = await startFakeOpenAI({
    responder: (body, index) => {
      // The responder runs when the request arrives: the session is waiting for this answer.
      const publicNames = publicUserNames(s);
      for (const n of publicNames) if (!firstPublic.has(n)) firstPublic.set(n, index);
      seen[index] = { body, publicNames, hidden: HUMAN_NAMES.filter((n) => !publicNames.has(n)) };
      return roleOf(body.model) === 'narration' ? { stream: ['Nice ', 'one.'] } : { auto: true };
    },
  });
  servers.push(fake);
  s = session({ config: config(seed, seed.endsWith('b') ? 1 : 0, [HUMAN_DECK, BOT_DECK]) }, { model: onlineModel(fake.url) });
  await collect(s.open());
  for (let i = 0; i < 600 && !s.state.result; i++) {
    if (i % 5 === 0) {
      const secret = secretInHand(s);
      if (secret) {
        // The user's own words name a hidden card: banter, a loose command, a rules question.
        await collect(s.send(`I'm saving my ${secret} for later, just you wait`));
        await collect(s.send(`please put ${secret} on the field for me`));
        await collect(s.send(`what happens to the tributes when I summon ${secret} with two of them?`));
      }
      await collect(s.send('can a face-down monster attack?'));
    }
    await humanMove(s, i % 2 === 0);
  }
  return { seen, s, firstPublic };
}

describe('prompt leak', () => {
  it('no request of whole duels holds a user card from hand, Deck or face-down before it was public', async () => {
    // The test is only sound if no name of one deck can be read into the other's...
    expect(disjoint(HUMAN_DECK, BOT_DECK)).toBe(true);
    // ...nor into the prompt files and the persona (then a user card name in a request is a leak).
    const fixed = [
      ...readdirSync(new URL('../../prompts/', import.meta.url)).map((f) => readFileSync(new URL(`../../prompts/${f}`, import.meta.url), 'utf8')),
      readFileSync(DEFAULT_PERSONA_PATH, 'utf8'),
    ].join('\n');
    expect(namedIn(fixed, HUMAN_NAMES, [])).toEqual([]);

    let total = 0;
    let redactedUserWords = 0;
    const roles = new Set<string>();
    for (const seed of ['leak-1', 'leak-2b', 'leak-3']) {
      const { seen, s, firstPublic } = await playRecorded(seed);
      expect(s.state.result).not.toBeNull();
      expect(seen.length).toBe(s.modelCalls.length);
      seen.forEach(({ body, hidden }, index) => {
        roles.add(roleOf(body.model) ?? '?');
        const text = JSON.stringify(body.messages);
        // Names of the bot's cards are blanked first ("Normal Summoned Skull Red Bird" does not name "Summoned Skull").
        const named = namedIn(text, HUMAN_NAMES, BOT_NAMES);
        expect(namedIn(text, hidden, BOT_NAMES), `request ${index} (${body.model})`).toEqual([]);
        for (const name of named) expect(firstPublic.get(name), `${name} in request ${index}`).toBeLessThanOrEqual(index);
        if (text.includes('[…]') || /\bh\d\b/.test(text)) redactedUserWords++;
      });
      total += seen.length;
    }
    // Every kind of prompt was exercised, and the user's own words about hidden cards were filtered.
    expect([...roles].sort()).toEqual(['interpret', 'moves', 'narration', 'rules']);
    expect(total).toBeGreaterThan(80);
    expect(redactedUserWords).toBeGreaterThan(0);
  }, 180_000); // three whole duels over HTTP: seconds on a quiet machine, minutes on a 2-core one shared by many runs
});

const ydk = (deck: { main: readonly number[]; extra: readonly number[] }): string => `#main\n${deck.main.join('\n')}\n#extra\n${deck.extra.join('\n')}\n`;

describe('prompt leak: POST /api/rules/ask about a session', () => {
  it("goes through the session's guarded model: a hidden card the player names is filtered out, and the call is recorded", async () => {
    const fake = await startFakeOpenAI({ responder: (body) => (roleOf(body.model) === 'narration' ? { stream: ['Go ', 'on.'] } : { auto: true }) });
    servers.push(fake);
    const tmp = tempDir('duel-rules-leak-');
    const srv = await startServer(join(tmp.dir, 'rules.sqlite'), { model: onlineModel(fake.url), modelBanner: 'fake model' });
    try {
      const created = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'rules-leak', deck: ydk(HUMAN_DECK), botDeck: ydk(BOT_DECK), first: 'you' } });
      expect(created.status, created.text).toBe(201);
      const { id, token } = created.json as { id: string; token: string };
      // At the start nothing of the player's is public: every card in their hand is hidden from the bot.
      const hand = (created.json.view.you.hand as { name: string }[]).map((c) => c.name);
      const secret = hand.find((n) => HUMAN_NAMES.includes(n))!;
      expect(secret).toBeDefined();
      await new Promise((r) => setTimeout(r, 50)); // the opening narration, if any, runs beside the reply
      const callsBefore = srv.store.modelCalls(id).length;
      const requestsBefore = fake.requests.length;

      const asked = await call(srv.url, 'POST', '/api/rules/ask', {
        token,
        body: { question: `what happens to the tributes when I summon ${secret} with two of them?`, sessionId: id },
      });
      expect(asked.status, asked.text).toBe(200);
      const sent = fake.requests.slice(requestsBefore).filter((b) => roleOf(b.model) === 'rules');
      expect(sent.length).toBeGreaterThan(0);
      for (const body of sent) {
        const text = JSON.stringify(body.messages);
        expect(namedIn(text, hand, BOT_NAMES)).toEqual([]);
        expect(text).toContain('tributes');
      }
      // Recorded with the session's other model calls, in the database.
      const recorded = srv.store.modelCalls(id).slice(callsBefore);
      expect(recorded.filter((c) => c.role === 'rules').length).toBe(sent.length);
      expect(recorded.every((c) => c.model === 'm-rules' || c.role !== 'rules')).toBe(true);
    } finally {
      await srv.close();
      tmp.cleanup();
    }
  });
});
