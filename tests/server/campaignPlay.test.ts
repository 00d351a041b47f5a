/**
 * A Shadow Games campaign played over real HTTP (routes/campaignPlay.ts): created for a mage
 * with its token, stepped with the token rules of sessions, bad steps refused with the field
 * named (400), steps the stage does not allow refused as 409, unknown or foreign campaigns
 * 404, never a 500. `accept` starts the duel as a chat session in the `shadow-games` format;
 * `finish` reads the engine's result (a duel not over is a 409; the client never sends one).
 * The mage and the campaign (scene, log, sheet) are the same after a restart of the service.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const tmp = tempDir('duel-campaign-http-');
afterAll(() => tmp.cleanup());

const newMage = { name: 'Nefer', body: 4, mind: 3, power: 2, path: 'guardian', starter: 'warrior' };

async function makeMage(srv: TestServer, body: Record<string, unknown> = newMage): Promise<{ id: string; token: string }> {
  const r = await call(srv.url, 'POST', '/api/mages', { body });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; token: string };
}

describe('a campaign over HTTP', () => {
  it('offers creation choices and builds a mage from a starting set under the Library checks', async () => {
    const srv = await startServer(join(tmp.dir, 'create.sqlite'));
    try {
      const offer = await call(srv.url, 'GET', '/api/mages/creation');
      expect(offer.json).toMatchObject({ points: 9, scoreMin: 1, scoreMax: 5 });
      expect(offer.json.paths.map((p: { id: string }) => p.id)).toEqual(['scholar', 'summoner', 'ritualist', 'guardian']);
      expect(offer.json.starters.map((s: { id: string }) => s.id)).toEqual(['warrior', 'mystic', 'wild']);
      expect(offer.json.settings).toContainEqual({ id: 'egypt', name: 'Ancient Egypt', title: 'The Ring Beneath the Sand' });
      const unknown = await call(srv.url, 'POST', '/api/mages', { body: { ...newMage, starter: 'pirates' } });
      expect(unknown.status).toBe(400);
      expect(unknown.json.error).toMatchObject({ code: 'UNKNOWN_STARTER', message: 'starter: one of the starting sets: warrior, mystic, wild' });
      // Every starting set passes the Library's and the deck's copy limits.
      for (const starter of ['warrior', 'mystic', 'wild']) {
        const made = await call(srv.url, 'POST', '/api/mages', { body: { ...newMage, starter } });
        expect(made.status, made.text).toBe(201);
        expect(made.json.sheet.library.length).toBeGreaterThanOrEqual(20);
        expect(made.json.sheet.deckOfMagic).toEqual(made.json.sheet.library);
      }
      const made = await call(srv.url, 'POST', '/api/mages', { body: newMage });
      expect(made.json.sheet).toMatchObject({ name: 'Nefer', lp: made.json.derived.normalLp, body: 5, mind: 3, power: 2 }); // the Guardian's first rank: Body + 1
      expect(made.json.cards.library.filter((c: { name: string }) => c.name === 'Celtic Guardian')).toHaveLength(1);
      expect(srv.errors).toEqual([]);
    } finally {
      await srv.close();
    }
  });

  it('keeps the token rules, refuses bad steps as JSON, plays a duel of the campaign through a chat session and survives a restart', async () => {
    const dbPath = join(tmp.dir, 'play.sqlite');
    let srv = await startServer(dbPath);
    const { id, token } = await makeMage(srv);
    const other = await makeMage(srv, { ...newMage, name: 'Mahad' });
    let cid = '';
    let duel = { sessionId: '', token: '' };
    try {
      const start = (body: unknown, t = token) => call(srv.url, 'POST', `/api/mages/${id}/campaigns`, { token: t, body });
      expect((await start({ setting: 'atlantis' })).json.error.message).toMatch(/^campaign: setting: /);
      expect((await start({ setting: 'egypt', seed: 'x' })).json.error.message).toMatch(/seed/);
      expect((await start({ setting: 'egypt' }, other.token)).status).toBe(404);
      const created = await start({ setting: 'egypt' });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ setting: 'Ancient Egypt', stage: 'arriving', scene: { index: 0, count: 4 }, log: [] });
      cid = created.json.id;
      // The campaign's seed deals its duels' hidden cards: it is never sent.
      const record = await call(srv.url, 'GET', `/api/campaigns/${cid}`, { token });
      expect(record.json.state.seed).toBeUndefined();
      expect(record.json.state.stage).toBe('arriving');

      const play = (body: unknown, t: string | null = token) => call(srv.url, 'POST', `/api/campaigns/${cid}/play`, { ...(t ? { token: t } : {}), body });
      expect((await play({ action: 'arrive' }, null)).status).toBe(404);
      expect((await play({ action: 'arrive' }, other.token)).status).toBe(404);
      expect((await call(srv.url, 'GET', '/api/campaigns/c_nothing_here_at_a/play', { token })).json.error.code).toBe('NOT_FOUND');
      expect((await call(srv.url, 'GET', '/api/campaigns/not-an-id/play', { token })).status).toBe(404);
      expect((await play({ action: 'dance' })).json.error.message).toMatch(/^step: action: /);
      expect((await play({ action: 'say' })).json.error.message).toMatch(/^step: text: /);
      expect((await play({ action: 'rest', kind: 'nap' })).json.error.message).toMatch(/^step: kind: /);
      expect((await play({ action: 'arrive', extra: 1 })).status).toBe(400);
      expect((await call(srv.url, 'POST', `/api/campaigns/${cid}/play`, { token, raw: '{"action":', headers: { 'Content-Type': 'application/json' } })).json.error.code).toBe('BAD_JSON');

      // Scene 1 has no duel: its XP comes with the player's deed, not with arriving.
      const arrived = await play({ action: 'arrive' });
      expect(arrived.json).toMatchObject({ stage: 'quest', sheet: { xp: 0 }, duel: null });
      expect(arrived.json.said.map((e: { kind: string }) => e.kind)).toEqual(['intro', 'scene', 'gm']);
      const early = await play({ action: 'next' });
      expect(early.status).toBe(409);
      expect(early.json.error).toMatchObject({ code: 'CAMPAIGN_STEP', message: expect.stringMatching(/^The way on is not open yet/) });
      expect((await play({ action: 'accept' })).json.error).toMatchObject({ code: 'CAMPAIGN_STEP', message: 'No duel is on offer right now.' });
      const used = await play({ action: 'use', card: 'Sky Scout', purpose: 'fly over the sand wall' });
      expect(used.json.said.map((e: { kind: string }) => e.kind)).toEqual(['player', 'gm', 'ruling', 'magic', 'xp']);
      expect(used.json.said[2].text).toMatch(/^Game Master's ruling \(Freedom of the Game, not an engine rule\) on Sky Scout: it works/);
      expect(used.json).toMatchObject({ stage: 'scene-done', sheet: { xp: 200, graveyard: ['Sky Scout'] } });
      expect((await play({ action: 'use', card: 'Dark Magician' })).json.error.message).toBe('Nefer has no Dark Magician to use in the Deck of Magic.');

      const offered = await play({ action: 'next' });
      expect(offered.json).toMatchObject({ stage: 'duel-offered', scene: { index: 1, title: "The robbers' shaft" }, opponent: { id: 'sefu', name: 'Sefu the Tomb Robber', starLevel: 4 } });
      expect(offered.json.can).toEqual({ next: false, accept: true, finish: false, rest: true, say: true, use: true });
      expect(offered.json.opponent.normalLp).toBe(1000 * offered.json.opponent.body + 1000);
      const accepted = await play({ action: 'accept' });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.json.stage).toBe('dueling');
      duel = accepted.json.duel;
      expect(duel.sessionId).toMatch(/^s_/);
      expect(accepted.json.duelSession).toBe(duel.sessionId);
      const session = await call(srv.url, 'GET', `/api/sessions/${duel.sessionId}`, { token: duel.token });
      expect(session.json).toMatchObject({ format: 'shadow-games', finished: false, userName: 'Nefer', persona: { name: 'Sefu the Tomb Robber' } });
      // The campaign's token does not open the duel, nor the duel's token the campaign.
      expect((await call(srv.url, 'GET', `/api/sessions/${duel.sessionId}`, { token })).status).toBe(404);
      expect((await call(srv.url, 'GET', `/api/campaigns/${cid}/play`, { token: duel.token })).status).toBe(404);
      expect((await play({ action: 'say', text: 'hello' })).json.error.message).toBe('A duel is being played.');
      expect((await play({ action: 'rest', kind: 'full' })).status).toBe(409);
      const notOver = await play({ action: 'finish' });
      expect(notOver.status).toBe(409);
      expect(notOver.json.error.code).toBe('DUEL_NOT_OVER');
    } finally {
      await srv.close();
    }

    // A restart in the middle of the duel: the campaign, its log and the duel are still there.
    srv = await startServer(dbPath);
    try {
      const again = await call(srv.url, 'GET', `/api/campaigns/${cid}/play`, { token });
      expect(again.json).toMatchObject({ stage: 'dueling', duelSession: duel.sessionId, scene: { index: 1 }, sheet: { name: 'Nefer', xp: 200, graveyard: ['Sky Scout'] } });
      expect(again.json.log.map((e: { kind: string }) => e.kind)).toEqual(['intro', 'scene', 'gm', 'player', 'gm', 'ruling', 'magic', 'xp', 'scene', 'gm', 'duel', 'duel']);
      const conceded = await call(srv.url, 'POST', `/api/sessions/${duel.sessionId}/messages`, { token: duel.token, body: { text: 'I concede' } });
      expect(conceded.json.finished, conceded.text).toBe(true);
      // The outcome comes from the engine's state; a result in the body is refused.
      expect((await call(srv.url, 'POST', `/api/campaigns/${cid}/play`, { token, body: { action: 'finish', winner: 0 } })).status).toBe(400);
      const finished = await call(srv.url, 'POST', `/api/campaigns/${cid}/play`, { token, body: { action: 'finish' } });
      expect(finished.status, finished.text).toBe(200);
      expect(finished.json).toMatchObject({ stage: 'duel-offered', duelSession: null, sheet: { xp: 200 } });
      expect(finished.json.said[0]).toMatchObject({ kind: 'outcome', text: expect.stringMatching(/^Sefu the Tomb Robber wins\. .* The challenge stands: rest and try again\.$/) });
      expect((await call(srv.url, 'POST', `/api/campaigns/${cid}/play`, { token, body: { action: 'finish' } })).json.error.message).toBe('No duel is being played.');
      const spent: string[] = finished.json.sheet.graveyard;
      expect(spent).toContain('Sky Scout');
      const half = await call(srv.url, 'POST', `/api/campaigns/${cid}/play`, { token, body: { action: 'rest', kind: 'half' } });
      expect(half.json.sheet).toMatchObject({ halfRestsToday: 1, halfRestsLeft: 2, halfRestReturns: 5 });
      // Power + Mind = 5 of the newest spent Magic come back.
      expect(half.json.sheet.graveyard).toEqual(spent.slice(0, Math.max(0, spent.length - 5)));
      expect(half.json.said[0].text).toMatch(/^Nefer takes a Half Rest \(1 of 3 today\)/);
      expect(srv.errors).toEqual([]);
    } finally {
      await srv.close();
    }

    srv = await startServer(dbPath);
    try {
      const view = await call(srv.url, 'GET', `/api/campaigns/${cid}/play`, { token });
      expect(view.json).toMatchObject({ stage: 'duel-offered', sheet: { halfRestsToday: 1, xp: 200 } });
      expect(view.json.log.at(-1).kind).toBe('rest');
      const mage = await call(srv.url, 'GET', `/api/mages/${id}`, { token });
      expect(mage.json.sheet.halfRestsToday).toBe(1);
      const log = await call(srv.url, 'GET', `/api/campaigns/${cid}/log`, { token });
      expect(log.json.entries.map((e: { kind: string }) => e.kind)).toEqual(view.json.log.map((e: { kind: string }) => e.kind));
      expect(srv.errors).toEqual([]);
    } finally {
      await srv.close();
    }
  });
});
