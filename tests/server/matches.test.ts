/**
 * Levels and Matches through the API (issue 22): the level chosen at creation, changed in
 * chat and kept across a restart; a best-of-three Match played over sessions, the loser's
 * choice of who goes first, the Side Deck rule on the API, and the Match surviving a
 * restart of the service on the same database file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { botChoice } from '../../src/bot/types.js';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const tmp = tempDir('duel-matches-');
afterAll(() => tmp.cleanup());
const heuristic = createHeuristicBot();

async function say(srv: TestServer, id: string, token: string, text: string) {
  const r = await call(srv.url, 'POST', `/api/sessions/${id}/messages`, { token, body: { text }, headers: { Accept: 'application/json' } });
  expect(r.status, r.text).toBe(200);
  return r.json;
}

/** Plays the player's side with the heuristic through the API (each option clicked by id) until the Duel ends. */
async function playOut(srv: TestServer, id: string, token: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const optionId = await srv.manager.withSession(id, (s) => {
      if (s.state.result) return null;
      const shown = s.legalOptions();
      if (shown.length === 0) return null;
      const real = srv.manager.engine.legalActions(s.state);
      const pick = botChoice(heuristic, srv.manager.engine, s.state, s.human);
      return shown[real.findIndex((o) => o.id === pick.id)]!.id;
    });
    if (optionId === null) return;
    const r = await call(srv.url, 'POST', `/api/sessions/${id}/actions`, { token, body: { optionId }, headers: { Accept: 'application/json' } });
    expect(r.status, r.text).toBe(200);
  }
  throw new Error('the duel did not end');
}

describe('levels and matches over the API', () => {
  const dbPath = `${tmp.dir}/duels.sqlite`;

  it('keeps the level chosen at creation and changed in chat, across a restart', async () => {
    let srv = await startServer(dbPath);
    const r = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'level-1', level: 'easy' } });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ level: 'easy', match: { bestOf: 1, duel: 1, score: { you: 0, bot: 0 }, winner: null } });
    const bad = await call(srv.url, 'POST', '/api/sessions', { body: { level: 'godlike' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('level');
    const reply = await say(srv, r.json.id, r.json.token, 'ok, play your best');
    expect(reply.level).toBe('strong');
    expect(reply.messages.map((m: { text: string }) => m.text).join(' ')).toContain('Opponent level: strong');
    // Other words are not read as a level.
    expect((await say(srv, r.json.id, r.json.token, 'what can I do?')).level).toBe('strong');
    await srv.close();
    srv = await startServer(dbPath);
    const again = await call(srv.url, 'GET', `/api/sessions/${r.json.id}`, { token: r.json.token });
    expect(again.json.level).toBe('strong');
    const exported = await call(srv.url, 'GET', `/api/sessions/${r.json.id}/export`, { token: r.json.token });
    expect(exported.json).toMatchObject({ botLevel: 'strong', match: { bestOf: 1, duel: 1 } });
    await srv.close();
  });

  it('plays a best of three over sessions: loser chooses, Side Deck swaps checked, and the Match survives a restart', async () => {
    let srv = await startServer(dbPath);
    const side = ['Mystical Elf', 'Mystical Elf', 'Dark Hole'];
    const created = await call(srv.url, 'POST', '/api/sessions', {
      body: { seed: 'match-1', deck: 'starter-yugi', botDeck: 'starter-kaiba', bestOf: 3, level: 'easy', side, botSide: ['Summoned Skull'] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.match).toMatchObject({ bestOf: 3, duel: 1, line: 'Duel 1 of 3 · Duelist 0, opponent 0', sides: { you: 3, bot: 1 } });
    const one = created.json;
    // The next Duel cannot start while this one runs.
    expect((await call(srv.url, 'POST', `/api/sessions/${one.id}/match/next`, { token: one.token, body: {} })).json.error.code).toBe('DUEL_NOT_OVER');
    await say(srv, one.id, one.token, 'I surrender');
    const after1 = (await call(srv.url, 'GET', `/api/sessions/${one.id}/match`, { token: one.token })).json;
    expect(after1).toMatchObject({ score: { you: 0, bot: 1 }, winner: null, chooser: 'you' });

    // The player lost, so the player chooses; the swap must keep the Side Deck's size, and name the card otherwise.
    const next = (body: unknown) => call(srv.url, 'POST', `/api/sessions/${one.id}/match/next`, { token: one.token, body });
    expect((await next({})).json.error.code).toBe('FIRST_REQUIRED');
    const uneven = await next({ first: 'you', side: { in: ['Mystical Elf'], out: [] } });
    expect(uneven.json.error).toMatchObject({ code: 'SIDE_REFUSED' });
    expect(uneven.json.error.message).toContain('exactly 3 cards');
    const notInSide = await next({ first: 'you', side: { in: ['Blue-Eyes White Dragon'], out: ['Dark Magician'] } });
    expect(notInSide.json.error.message).toContain('Blue-Eyes White Dragon is not in your Side Deck');
    const two = await next({ first: 'bot', seed: 'match-2', side: { in: ['Mystical Elf'], out: ['Feral Imp'] } });
    expect(two.status, two.text).toBe(201);
    expect(two.json.match).toMatchObject({ duel: 2, duels: 2, line: 'Duel 2 of 3 · Duelist 0, opponent 1', sides: { you: 3, bot: 1 } });
    expect(two.json.messages.map((m: { text: string }) => m.text).join(' ')).toContain('1-0 to me');
    // The player let the bot start: its turn 1 is over when the Duel is handed over, the player's turn 2 begins.
    expect(two.json.view).toMatchObject({ turn: 2, turnPlayer: 0 });

    await playOut(srv, two.json.id, two.json.token);
    const after2 = (await call(srv.url, 'GET', `/api/sessions/${two.json.id}/match`, { token: two.json.token })).json;
    const result = (await call(srv.url, 'GET', `/api/sessions/${two.json.id}`, { token: two.json.token })).json.result;
    const won2 = result.winner === null ? 'draw' : result.winner === 0 ? 'you' : 'bot';
    expect(after2.sessions[1]).toMatchObject({ sessionId: two.json.id, outcome: won2 });
    expect(after2.score).toEqual({ you: won2 === 'you' ? 1 : 0, bot: won2 === 'bot' ? 2 : 1 });

    // A restart: the Match reads back the same, from either of its sessions.
    await srv.close();
    srv = await startServer(dbPath);
    const read = (await call(srv.url, 'GET', `/api/sessions/${one.id}/match`, { token: one.token })).json;
    expect(read).toMatchObject({ id: after2.id, score: after2.score, duels: 2, winner: after2.winner });
    const page = (await call(srv.url, 'GET', `/api/sessions/${two.json.id}`, { token: two.json.token })).json;
    expect(page.match.line).toBe(after2.line);
    await srv.close();
  });
});
