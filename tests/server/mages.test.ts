/**
 * The Shadow Games' mages and campaign records over HTTP: create with errors naming the
 * field, the token rules of sessions, Library, Deck of Magic, rests and growth, campaign
 * records written by the campaign logic's repository, and everything still there after a
 * restart. Every bad input is a JSON 4xx, never a 500.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAGE_QUOTAS } from '../../src/server/routes/mages.js';
import { MageStore } from '../../src/store/mageStore.js';
import { call, startServer, tempDir } from './helpers.js';

const tmp = tempDir('duel-mages-http-');
afterAll(() => tmp.cleanup());

const GOBLIN = 'Baby Dragon'; // 1 star, Normal Monster
const FISH = 23771716; // 7 Colored Fish: 2 stars
const CHARUBIN = 'Charubin the Fire Knight'; // Fusion, 3 stars
const BLUE_EYES = 89631139; // 4 stars: found in the campaign, not learnt alone
const UNSCRIPTED = 25345186; // After the Struggle: not usable yet
const newMage = { name: 'Ishizu', body: 3, mind: 4, power: 2, path: 'ritualist' };

describe('mages over HTTP', () => {
  it('creates a mage, refusing bad input with the field named and never a 500', async () => {
    const srv = await startServer(join(tmp.dir, 'create.sqlite'));
    try {
      const bad = async (body: unknown, raw?: string) => {
        const r = await call(srv.url, 'POST', '/api/mages', raw !== undefined ? { raw, headers: { 'Content-Type': 'application/json' } } : { body });
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        return r.json.error as { code: string; message: string };
      };
      expect((await bad({ ...newMage, body: 5, mind: 5 })).message).toMatch(/^mage: body: Body \+ Mind \+ Power must add up to 9/);
      expect((await bad({ ...newMage, path: 'jester' })).message).toMatch(/path: one of the paths: scholar, summoner, ritualist, guardian/);
      expect((await bad({ ...newMage, name: '' })).message).toMatch(/name: a name that is not blank/);
      expect((await bad({ ...newMage, mana: 3 })).message).toMatch(/mana/);
      expect((await bad(undefined, '{"name":')).code).toBe('BAD_JSON');
      expect((await bad([1, 2])).code).toBe('BAD_REQUEST');
      expect(await bad({ ...newMage, library: ['Blue Eyes White Dargon'] })).toMatchObject({ code: 'UNKNOWN_CARD', message: expect.stringMatching(/^library\.0: no card is named "Blue Eyes White Dargon" \(did you mean/) });
      expect(await bad({ ...newMage, library: [BLUE_EYES] })).toMatchObject({ code: 'LIBRARY_REFUSED', message: expect.stringMatching(/Blue-Eyes White Dragon is 4-star Magic: a mage learns Magic of more than 3 stars only in the campaign/) });
      expect((await bad({ ...newMage, library: [UNSCRIPTED] })).message).toMatch(/After the Struggle is not usable yet/);
      expect((await bad({ ...newMage, library: [GOBLIN], deck: { main: [GOBLIN, GOBLIN] } })).message).toBe('deck: Baby Dragon: 2 wanted but 1 memorised in the Library');
      expect(srv.errors).toEqual([]);
      const count = (srv.store.db.prepare('SELECT COUNT(*) AS n FROM shadow_mages').get() as { n: number }).n;
      expect(count).toBe(0);

      const made = await call(srv.url, 'POST', '/api/mages', { body: { ...newMage, library: [GOBLIN, GOBLIN, FISH, CHARUBIN], deck: { main: [GOBLIN, FISH], extra: [CHARUBIN] } } });
      expect(made.status).toBe(201);
      expect(made.json.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(made.json.sheet).toMatchObject({ name: 'Ishizu', level: 1, starLevel: 4, lp: 4000, paths: ['ritualist'], deckOfMagic: [88819587, FISH], extraMagic: [37421579] });
      expect(made.json.derived).toMatchObject({ normalLp: 4000, lpCap: 9000, lpRegen: 800, libraryLimit: 80, maxMonsters: 3, maxContinuous: 2, extraMagicLimit: 9, halfRestsLeft: 3, nextLevelXp: 2000 });
      expect(made.json.cards.library.map((c: { name: string; stars: number }) => `${c.name}:${c.stars}`)).toEqual(['Baby Dragon:1', 'Baby Dragon:1', '7 Colored Fish:2', 'Charubin the Fire Knight:3']);
    } finally {
      await srv.close();
    }
  });

  it('keeps tokens as sessions do, changes the sheet by the rules, and keeps it all across a restart', async () => {
    const dbPath = join(tmp.dir, 'play.sqlite');
    let srv = await startServer(dbPath);
    const made = (await call(srv.url, 'POST', '/api/mages', { body: { ...newMage, library: [GOBLIN, GOBLIN, GOBLIN, FISH] } })).json;
    const { id, token } = made as { id: string; token: string };
    const other = (await call(srv.url, 'POST', '/api/mages', { body: { ...newMage, name: 'Mahad' } })).json;
    try {
      expect((await call(srv.url, 'GET', `/api/mages/${id}`)).status).toBe(404);
      expect((await call(srv.url, 'GET', `/api/mages/${id}`, { token: other.token })).status).toBe(404);
      expect((await call(srv.url, 'GET', '/api/mages/m_nothing_here_at_all', { token })).json.error.code).toBe('NOT_FOUND');
      expect((await call(srv.url, 'GET', '/api/mages')).status).toBe(401);
      const both = await call(srv.url, 'GET', '/api/mages', { headers: { Authorization: `Bearer ${token},${other.token}` } });
      expect(both.json.mages.map((m: { sheet: { name: string } }) => m.sheet.name).sort()).toEqual(['Ishizu', 'Mahad']);

      const post = (path: string, body: unknown, method = 'POST') => call(srv.url, method, `/api/mages/${id}${path}`, { token, body });
      const deck = await post('/deck', { main: [GOBLIN, GOBLIN, GOBLIN, FISH] }, 'PUT');
      expect(deck.status).toBe(200);
      expect(deck.json.version).toBe(2);
      expect((await post('/deck', { main: [GOBLIN], expectedVersion: 1 }, 'PUT')).json.error.code).toBe('MAGE_CHANGED');
      expect((await post('/library', { forget: [GOBLIN] })).json.error.message).toMatch(/^forget: Baby Dragon is in the Deck of Magic 3 time\(s\)/);
      expect((await post('/library', {})).json.error.message).toMatch(/memorise: name cards to memorise or to forget/);
      const learnt = await post('/library', { memorise: ['Dark Hole'] });
      expect(learnt.json.cards.library.at(-1)).toMatchObject({ name: 'Dark Hole', stars: 3 });

      // The campaign logic (src/shadow/campaign) spends Magic and LP through the repository.
      const repo = new MageStore(srv.store.db);
      const now = repo.getMage(id)!;
      repo.createCampaign('c_aaaaaaaaaaaaaaaa', id, 'egypt', { scene: 'tomb' });
      repo.commit({
        mage: { id, mage: { ...now.mage, lp: 500, graveyard: [88819587, 88819587, FISH] }, version: now.version },
        log: { campaignId: 'c_aaaaaaaaaaaaaaaa', entries: [{ kind: 'duel', text: 'Lost to a tomb robber.' }] },
      });
      expect((await post('/deck', { main: [GOBLIN] }, 'PUT')).json.error.message).toMatch(/3 of Ishizu's Magic is spent/);
      expect((await post('/rest', { kind: 'half', back: [GOBLIN, GOBLIN, FISH, FISH] })).json.error.message).toBe("back: Passcode 23771716 is not (or not that many times) in Ishizu's Graveyard.");
      const half = await post('/rest', { kind: 'half', back: [GOBLIN] });
      expect(half.json.sheet).toMatchObject({ lp: 1300, graveyard: [88819587, FISH], halfRestsToday: 1 });
      expect(half.json.rest).toEqual({ lpRecovered: 800, returned: [88819587] });
      expect(half.json.available.main).toEqual([88819587, 88819587]);
      expect((await post('/rest', { kind: 'nap' })).json.error.message).toMatch(/kind: "full" or "half"/);
      expect((await post('/grow', { raise: 'body' })).json.error.message).toMatch(/no score point to spend/);
      expect((await post('/grow', { raise: 'body', path: 'scholar' })).status).toBe(400);
    } finally {
      await srv.close();
    }

    srv = await startServer(dbPath);
    try {
      const back = await call(srv.url, 'GET', `/api/mages/${id}`, { token });
      expect(back.json.sheet).toMatchObject({ lp: 1300, halfRestsToday: 1, graveyard: [88819587, FISH] });
      const full = await call(srv.url, 'POST', `/api/mages/${id}/rest`, { token, body: { kind: 'full' } });
      expect(full.json.sheet).toMatchObject({ lp: 4000, graveyard: [], beyond: [], halfRestsToday: 0 });
      const list = await call(srv.url, 'GET', `/api/mages/${id}/campaigns`, { token });
      expect(list.json.campaigns).toMatchObject([{ id: 'c_aaaaaaaaaaaaaaaa', setting: 'egypt', state: { scene: 'tomb' } }]);
      const log = await call(srv.url, 'GET', '/api/campaigns/c_aaaaaaaaaaaaaaaa/log', { token });
      expect(log.json.entries).toMatchObject([{ seq: 1, kind: 'duel', text: 'Lost to a tomb robber.' }]);
      expect((await call(srv.url, 'GET', '/api/campaigns/c_aaaaaaaaaaaaaaaa', { token: other.token })).status).toBe(404);
      expect((await call(srv.url, 'GET', '/api/campaigns/c_aaaaaaaaaaaaaaaa/log?after=x', { token })).json.error.message).toMatch(/after: a log sequence number/);
      expect((await call(srv.url, 'DELETE', `/api/mages/${id}`, { token })).json).toEqual({ deleted: id });
      expect((await call(srv.url, 'GET', '/api/campaigns/c_aaaaaaaaaaaaaaaa', { token })).status).toBe(404);
      expect(srv.errors).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  it('caps the mages one client may keep with a 429 naming the limit', async () => {
    const srv = await startServer(join(tmp.dir, 'quota.sqlite'));
    const saved = { ...MAGE_QUOTAS };
    MAGE_QUOTAS.perClient = 1;
    try {
      expect((await call(srv.url, 'POST', '/api/mages', { body: newMage })).status).toBe(201);
      const refused = await call(srv.url, 'POST', '/api/mages', { body: newMage });
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatchObject({ code: 'MAGE_QUOTA', message: expect.stringMatching(/You have 1 mages, the most one client may keep \(1\)/) });
    } finally {
      Object.assign(MAGE_QUOTAS, saved);
      await srv.close();
    }
  });
});
