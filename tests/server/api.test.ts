/**
 * The HTTP API over real HTTP: the real app on 127.0.0.1 (port 0) with a temporary
 * database file. Every endpoint, every error code, missing and wrong tokens, oversized
 * and malformed bodies, the commit-before-done rule and serialized replies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { exportYdke } from '../../src/cards/ydke.js';
import { runChatLoop } from '../../src/cli/chat.js';
import { RemoteSession } from '../../src/cli/remoteSession.js';
import { createOpenAIModel } from '../../src/llm/openaiModel.js';
import { startFakeOpenAI } from '../support/fakeOpenAI.js';
import { DECK_DIR, resolveDeck } from '../../src/server/inputs.js';
import { createCardDb } from '../../src/cards/cardDb.js';
import { rebuild } from '../../src/store/replay.js';
import { call, characterPng, parseSse, startServer, tempDir, type TestServer } from './helpers.js';

const { db, engine } = defaultCards();
const tmp = tempDir();
let srv: TestServer;

const V1_CARD = { name: 'Mara', description: 'A calm duelist from the harbour.', personality: 'dry', first_mes: 'Hello, {{user}}. Shuffle up.' };

async function create(body: Record<string, unknown> = {}) {
  const r = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'api-1', ...body } });
  expect(r.status, r.text).toBe(201);
  return r.json as { id: string; token: string; stateHash: string; step: number; options: { id: string; command: string; label: string }[]; [k: string]: any };
}

beforeAll(async () => {
  srv = await startServer(join(tmp.dir, 'api.sqlite'));
});

afterAll(async () => {
  await srv.close();
  tmp.cleanup();
});

describe('health, page and unknown routes', () => {
  it('reports status and the model banner', async () => {
    const r = await call(srv.url, 'GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: 'ok', model: 'offline model (no API key or base URL set)', engineVersion: expect.any(String) });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const r = await call(srv.url, 'GET', '/api/nothing-here');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe('POST /api/sessions', () => {
  it('creates a session: id, a token shown once, the opening messages, the view and options', async () => {
    const s = await create();
    expect(s.id).toMatch(/^s_[A-Za-z0-9_-]{16}$/);
    expect(s.token.length).toBeGreaterThanOrEqual(40);
    expect(s).toMatchObject({ format: 'classic', seed: 'api-1', human: 0, chainMode: 'auto', step: 0, finished: false, persona: { name: 'Kip' } });
    expect(s.messages[0]).toMatchObject({ role: 'greeting' });
    expect(s.view.you.hand.length).toBeGreaterThan(0);
    expect(s.options.length).toBeGreaterThan(0);
    // Only the token's hash is stored.
    const row = srv.store.session(s.id)!;
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(s.token);
    // The opening is committed with the session.
    expect(srv.store.messages(s.id).length).toBe(2);
    expect(srv.store.events(s.id)[0]!.step).toBe(0);
  });

  it('takes a deck as a name, .ydk text or a ydke:// URL, and a bot that goes first', async () => {
    const ydk = readFileSync(join(DECK_DIR, 'normals-joey.ydk'), 'utf8');
    const byText = await create({ deck: ydk, first: 'bot', format: 'modern', chainMode: 'manual' });
    expect(byText).toMatchObject({ format: 'modern', chainMode: 'manual' });
    expect(byText.step).toBeGreaterThan(0); // the bot's first turn was played and saved
    expect(srv.store.actions(byText.id).length).toBe(byText.step);
    const main = ydk.split('\n').filter((l) => /^\d+$/.test(l.trim())).map(Number);
    const byUrl = await create({ deck: exportYdke({ main, extra: [], side: [] }), botDeck: 'normals-pegasus' });
    expect(byUrl.view.you.deckCount + byUrl.view.you.hand.length).toBe(40);
  });

  it('takes a persona: a character card object, then its saved id, or a PNG card', async () => {
    const s = await create({ persona: V1_CARD, userName: 'Ana' });
    expect(s.persona.name).toBe('Mara');
    expect(s.persona.id).toMatch(/^p_/);
    expect(s.messages[0].text).toContain('Hello, Ana.');
    // The saved id works for its owner: the request carries the token of a session made with it.
    const again = (await call(srv.url, 'POST', '/api/sessions', { token: s.token, body: { seed: 'api-1', persona: s.persona.id } })).json;
    expect(again.persona).toEqual(s.persona);
    const png = await create({ persona: { png: characterPng({ ...V1_CARD, name: 'Pip' }).toString('base64') } });
    expect(png.persona.name).toBe('Pip');
  });

  it('refuses bad input with 400 and the reason', async () => {
    const cases: [unknown, string][] = [
      [{ deck: 'no-such-deck' }, 'UNKNOWN_DECK'],
      [{ deck: '#main\n123\nnot-a-passcode\n' }, 'INVALID_DECK'],
      [{ deck: 'ydke://!!!' }, 'INVALID_DECK'],
      [{ deck: '#main\n46986414\n' }, 'INVALID_DECK'], // 1 card: too small
      [{ format: 'speed' }, 'BAD_REQUEST'],
      [{ surprise: true }, 'BAD_REQUEST'],
      [{ seed: '' }, 'BAD_REQUEST'],
      [{ persona: 'p_unknown' }, 'UNKNOWN_PERSONA'],
      [{ persona: { description: 'no name' } }, 'BAD_PERSONA'],
      [{ persona: { png: 'bm90IGEgcG5n' } }, 'BAD_PERSONA'],
      [{ persona: { png: '***' } }, 'BAD_PERSONA'],
    ];
    for (const [body, code] of cases) {
      const r = await call(srv.url, 'POST', '/api/sessions', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code, JSON.stringify(body)).toBe(code);
      expect(typeof r.json.error.message).toBe('string');
    }
  });

  it('refuses a deck holding cards the engine cannot play yet, naming them', () => {
    // A made-up unfinished card, so the test does not depend on which real cards are done.
    const undone = { passcode: 99990043, name: 'Unfinished Test Knight', frame: 'effect' as const, subtypes: ['Warrior', 'Effect'], attribute: 'EARTH' as const, race: 'Warrior', level: 4, atk: 1600, def: 1000, text: 'A test card whose effect is not implemented.', scripted: false };
    const testDb = createCardDb([...db.all(), undone]);
    const ydk = readFileSync(join(DECK_DIR, 'normals-yugi.ydk'), 'utf8');
    const main = ydk.split('\n').filter((l) => /^\d+$/.test(l.trim()));
    main[0] = String(undone.passcode);
    let caught: unknown;
    try {
      resolveDeck(`#main\n${main.join('\n')}\n`, 'classic', testDb, 'deck');
    } catch (e) {
      caught = e;
    }
    const err = caught as { status: number; code: string; message: string; details: unknown[] };
    expect(err.status).toBe(400);
    expect(err.code).toBe('UNSCRIPTED_CARDS');
    expect(err.message).toContain(undone.name);
    expect(err.details).toContainEqual(expect.objectContaining({ passcode: undone.passcode, name: undone.name }));
  });

  it('refuses malformed and oversized bodies', async () => {
    const bad = await call(srv.url, 'POST', '/api/sessions', { raw: '{"deck": ', headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('BAD_JSON');
    const noType = await call(srv.url, 'POST', '/api/sessions', { raw: 'deck=normals-yugi', headers: { 'Content-Type': 'text/plain' } });
    expect(noType.status).toBe(400);
    expect(noType.json.error.code).toBe('BAD_REQUEST');
    const notObject = await call(srv.url, 'POST', '/api/sessions', { raw: '[1,2]', headers: { 'Content-Type': 'application/json' } });
    expect(notObject.status).toBe(400);
    // A PNG larger than the persona importer takes: 413 from the importer.
    const bigPng = characterPng(V1_CARD, 5.5 * 1024 * 1024).toString('base64');
    const tooBigCard = await call(srv.url, 'POST', '/api/sessions', { body: { persona: { png: bigPng } } });
    expect(tooBigCard.status).toBe(413);
    expect(tooBigCard.json.error.code).toBe('PERSONA_TOO_LARGE');
    // A body past the route's limit (8 MB): 413 from the body parser.
    const huge = await call(srv.url, 'POST', '/api/sessions', { body: { persona: { png: 'A'.repeat(9 * 1024 * 1024) } } });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('BODY_TOO_LARGE');
  });
});

describe('tokens', () => {
  it('requires the session token on every session call: no token, a wrong one and an unknown id get the same 404', async () => {
    const s = await create();
    const other = await create({ seed: 'api-other' });
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/sessions/${s.id}`],
      ['DELETE', `/api/sessions/${s.id}`],
      ['POST', `/api/sessions/${s.id}/messages`, { text: 'board' }],
      ['POST', `/api/sessions/${s.id}/actions`, { optionId: s.options[0]!.id }],
      ['GET', `/api/sessions/${s.id}/replay`],
      ['GET', `/api/sessions/${s.id}/export`],
      ['POST', `/api/sessions/${s.id}/fork`, { step: 0 }],
    ];
    for (const [method, path, body] of routes) {
      // Existence cannot be probed: the unknown id (with a real token) is the reference answer.
      const unknown = await call(srv.url, method, path.replace(s.id, 's_AAAAAAAAAAAAAAAA'), { body, token: s.token });
      expect(unknown.status, `${method} ${path}`).toBe(404);
      expect(unknown.json.error.code).toBe('NOT_FOUND');
      const none = await call(srv.url, method, path, { body });
      const wrong = await call(srv.url, method, path, { body, token: other.token });
      const garbage = await call(srv.url, method, path, { body, token: 'x'.repeat(43) });
      for (const r of [none, wrong, garbage]) {
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(r.text).toBe(unknown.text);
      }
    }
    const malformedId = await call(srv.url, 'GET', '/api/sessions/..%2f..%2fetc', { token: s.token });
    expect(malformedId.status).toBe(404);
    // The token also works as X-Session-Token, but never in the URL (it would end up in logs and history).
    expect((await call(srv.url, 'GET', `/api/sessions/${s.id}`, { headers: { 'X-Session-Token': s.token } })).status).toBe(200);
    const inUrl = await call(srv.url, 'GET', `/api/sessions/${s.id}?token=${s.token}`);
    expect(inUrl.status).toBe(404);
    expect(inUrl.text).toBe((await call(srv.url, 'GET', '/api/sessions/s_AAAAAAAAAAAAAAAA', { token: s.token })).text);
    expect((await call(srv.url, 'GET', `/api/sessions?tokens=${s.token}`)).status).toBe(401);
  });

  it('lists only the sessions whose tokens are presented', async () => {
    const a = await create({ seed: 'list-a' });
    const b = await create({ seed: 'list-b' });
    const none = await call(srv.url, 'GET', '/api/sessions');
    expect(none.status).toBe(401);
    const one = await call(srv.url, 'GET', '/api/sessions', { token: a.token });
    expect(one.status).toBe(200);
    expect(one.json.sessions.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const two = await call(srv.url, 'GET', '/api/sessions', { token: `${a.token},${b.token}` });
    expect(new Set(two.json.sessions.map((x: { id: string }) => x.id))).toEqual(new Set([a.id, b.id]));
    expect(two.json.sessions[0]).toMatchObject({ format: 'classic', personaName: 'Kip', finished: false });
    const wrong = await call(srv.url, 'GET', '/api/sessions', { token: 'y'.repeat(43) });
    expect(wrong.json.sessions).toEqual([]);
  });
});

describe('messages and actions', () => {
  it('streams a reply as server-sent events; done comes last, after the commit', async () => {
    const s = await create({ seed: 'sse-1' });
    const summon = s.options.find((o) => o.id.startsWith('summon'))!;
    const r = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, accept: 'text/event-stream', body: { text: `${summon.command}, then end turn` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(r.text);
    const names = new Set(events.map((e) => e.event));
    // The summon and the bot's turn: events, the board, the options, and the bot's narration.
    for (const n of ['event', 'view', 'options', 'text', 'done']) expect(names).toContain(n);
    const done = events[events.length - 1]!;
    expect(done.event).toBe('done');
    expect(done.data.step).toBeGreaterThan(0);
    expect(events.filter((e) => e.event === 'done').length).toBe(1);
    // What done acknowledges is in the database.
    const row = srv.store.session(s.id)!;
    expect(row.stateHash).toBe(done.data.stateHash);
    expect(row.actionCount).toBe(done.data.step);
    const stored = srv.store.messages(s.id);
    expect(stored.some((m) => m.role === 'user' && m.text === `${summon.command}, then end turn`)).toBe(true);
    // Every stored hash is the engine's hash after that step.
    const check = rebuild(engine, row.config, row.startHash, srv.store.actions(s.id));
    expect(check.ok).toBe(true);
    // GET shows the same standing.
    const got = await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    expect(got.json).toMatchObject({ stateHash: done.data.stateHash, step: done.data.step });
    expect(got.json.history.some((h: { text: string }) => h.text === `${summon.command}, then end turn`)).toBe(true);
  });

  it('answers with JSON when asked, and clicks options by id', async () => {
    const s = await create({ seed: 'json-1' });
    const r = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: s.options[0]!.id, expectedHash: s.stateHash } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.json).toMatchObject({ step: expect.any(Number), stateHash: expect.any(String), finished: false });
    expect(r.json.view).not.toBeNull();
    expect(r.json.options.length).toBeGreaterThan(0);
    const talk = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'hello there' } });
    expect(talk.json.messages[0]).toMatchObject({ role: 'reply', text: expect.any(String) });
    expect(talk.json.stateHash).toBe(r.json.stateHash);
  });

  it('binds every command to the decision it was written against: an overtaken click is a 409 MOVED_ON, an overtaken message is answered "the duel has moved on"', async () => {
    const s = await create({ seed: 'decision-1' });
    expect(s.decision).toEqual(expect.any(String));
    const first = s.options.find((o: { command: string }) => o.command.startsWith('summon '))!;
    // The click written against the current decision plays.
    const played = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: first.id, decision: s.decision } });
    expect(played.status).toBe(200);
    expect(played.json.decision).not.toBe(s.decision);
    const steps = played.json.step;
    // The same decision again (a double click, a second tab): refused with what happened, nothing applied.
    const endTurn = played.json.options.find((o: { command: string }) => o.command === 'end turn');
    expect(endTurn).toBeDefined();
    const late = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: endTurn.id, decision: s.decision } });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('MOVED_ON');
    expect(late.json.error.message).toMatch(/^The duel has moved on since that option was shown, so it was not played\. Since then: You Normal Summoned /);
    expect(late.json.error.details.decision).toBe(played.json.decision);
    // A typed message against the old decision: said in the chat, not applied to the next decision.
    const typed = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'end turn', decision: s.decision } });
    expect(typed.status).toBe(200);
    expect(typed.json.messages[0].text).toMatch(/^The duel has moved on since you wrote "end turn", so it was not played\. Since then:\n {2}- You Normal Summoned /);
    expect(typed.json.step).toBe(steps);
    // Written against the decision now, it plays.
    const now = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'end turn', decision: played.json.decision } });
    expect(now.json.step).toBeGreaterThan(steps);
    const got = await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    expect(got.json.decision).toBe(now.json.decision);
  });

  it('refuses stale, unknown and late moves with 409, bad bodies with 400 and 413', async () => {
    const s = await create({ seed: 'conflict-1' });
    const stale = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: s.options[0]!.id, expectedHash: '0000000000000000' } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('STALE_STATE');
    expect(stale.json.error.details.stateHash).toBe(s.stateHash);
    const staleMessage = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'board', expectedHash: 'ffffffffffffffff' } });
    expect(staleMessage.status).toBe(409);
    const unknown = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: 'summon:99999' } });
    expect(unknown.status).toBe(409);
    expect(unknown.json.error.code).toBe('NO_SUCH_OPTION');
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'hi', extra: 1 }, { text: 5 }]) {
      const r = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBe('BAD_REQUEST');
    }
    const badJson = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, raw: '{text:', headers: { 'Content-Type': 'application/json' } });
    expect(badJson.status).toBe(400);
    expect(badJson.json.error.code).toBe('BAD_JSON');
    const big = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'x'.repeat(300 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe('BODY_TOO_LARGE');
    // Concede, then no more moves.
    const conceded = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'I concede' } });
    expect(conceded.json.finished).toBe(true);
    expect(srv.store.session(s.id)!.finished).toBe(true);
    const late = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: s.options[0]!.id } });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('DUEL_OVER');
    // Looking at the board still works after the end.
    const board = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'board' } });
    expect(board.status).toBe(200);
  });

  it('keeps a move whose client left in the middle of the reply', async () => {
    const s = await create({ seed: 'leave-1' });
    const before = srv.store.session(s.id)!.actionCount;
    const controller = new AbortController();
    const res = await fetch(`${srv.url}/api/sessions/${s.id}/messages`, {
      method: 'POST',
      signal: controller.signal,
      headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ text: s.options[0]!.command }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // the first bytes, then the client goes away
    controller.abort();
    // The next call waits for the reply to finish; the move was saved all the same.
    const got = await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    expect(got.json.step).toBeGreaterThan(before);
    expect(srv.store.session(s.id)!.actionCount).toBe(got.json.step);
    expect(srv.store.messages(s.id).some((m) => m.role === 'user' && m.text === s.options[0]!.command)).toBe(true);
  });

  it('serializes concurrent messages to one session', async () => {
    const s = await create({ seed: 'concurrent-1' });
    const texts = ['board', 'hand', 'graveyard', 'hello', 'help', s.options[0]!.command];
    const replies = await Promise.all(
      texts.map((text) => call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, accept: 'text/event-stream', body: { text } })),
    );
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(parseSse(r.text).at(-1)!.event).toBe('done');
    }
    const stored = srv.store.messages(s.id);
    expect(stored.filter((m) => m.role === 'user').map((m) => m.text).sort()).toEqual([...texts].sort());
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i));
    const row = srv.store.session(s.id)!;
    expect(rebuild(engine, row.config, row.startHash, srv.store.actions(s.id)).ok).toBe(true);
  });
});

describe('replay, export, import, fork, delete', () => {
  let s: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    s = await create({ seed: 'replay-1' });
    for (let i = 0; i < 4; i++) {
      const cur = await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
      if (cur.json.finished) break;
      await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: cur.json.options[0].id } });
    }
  });

  it('replays every step with its action, hashes, events and messages; ?step=N gives the view there', async () => {
    const r = await call(srv.url, 'GET', `/api/sessions/${s.id}/replay`, { token: s.token });
    expect(r.status).toBe(200);
    const row = srv.store.session(s.id)!;
    expect(r.json).toMatchObject({ verified: true, mismatch: null, totalSteps: row.actionCount });
    expect(r.json.steps.length).toBe(row.actionCount + 1);
    for (const step of r.json.steps) expect(step.hashOk).toBe(true);
    expect(r.json.steps[0].lines[0]).toMatch(/The duel begins/);
    expect(r.json.steps.flatMap((x: { messages: unknown[] }) => x.messages).length).toBe(srv.store.messages(s.id).length);
    const at = await call(srv.url, 'GET', `/api/sessions/${s.id}/replay?step=1`, { token: s.token });
    expect(at.json.at).toMatchObject({ step: 1, stateHash: r.json.steps[1].storedHash });
    expect(at.json.at.view.viewer).toBe(0);
    const past = await call(srv.url, 'GET', `/api/sessions/${s.id}/replay?step=100000`, { token: s.token });
    expect(past.status).toBe(400);
    const notNumber = await call(srv.url, 'GET', `/api/sessions/${s.id}/replay?step=abc`, { token: s.token });
    expect(notNumber.status).toBe(400);
  });

  it('reports a stored hash that does not match, rather than hiding it', async () => {
    const t = await create({ seed: 'tamper-1' });
    await call(srv.url, 'POST', `/api/sessions/${t.id}/actions`, { token: t.token, body: { optionId: t.options[0]!.id } });
    srv.store.db.prepare('UPDATE actions SET state_hash = ? WHERE session_id = ? AND step = 1').run('0123456789abcdef', t.id);
    const r = await call(srv.url, 'GET', `/api/sessions/${t.id}/replay`, { token: t.token });
    expect(r.json.verified).toBe(false);
    expect(r.json.mismatch).toMatchObject({ step: 1, expected: '0123456789abcdef' });
    expect(r.json.steps[1].hashOk).toBe(false);
    const md = await call(srv.url, 'GET', `/api/sessions/${t.id}/export?format=md`, { token: t.token });
    expect(md.text).toContain('hash mismatch at step 1');
  });

  it('exports JSON and Markdown; a signed export imports (an unfinished one dealt again), a finished one also unsigned with the same hashes', async () => {
    const json = await call(srv.url, 'GET', `/api/sessions/${s.id}/export?format=json`, { token: s.token });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toContain(`${s.id}.json`);
    const data = json.json;
    // Unfinished: no seed, a sealed part and a signature.
    expect(data).toMatchObject({ kind: 'duel-companion-session', version: 1, seedChosenByUser: true, persona: { name: 'Kip' } });
    expect(data.config.seed).toBeUndefined();
    expect(data.sealed).toEqual(expect.any(String));
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(data.actions.length).toBe(srv.store.session(s.id)!.actionCount);
    const md = await call(srv.url, 'GET', `/api/sessions/${s.id}/export?format=md`, { token: s.token });
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(md.text).toMatch(/^# Duel Companion session /);
    expect(md.text).toContain('every state hash verified');
    expect(md.text).toContain('**Kip:**');
    expect((await call(srv.url, 'GET', `/api/sessions/${s.id}/export?format=pdf`, { token: s.token })).status).toBe(400);

    const imported = await call(srv.url, 'POST', '/api/sessions/import', { body: data });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.json.id).not.toBe(s.id);
    const copy = await call(srv.url, 'GET', `/api/sessions/${imported.json.id}`, { token: imported.json.token });
    expect(copy.json).toMatchObject({ step: 0, origin: 'imported', seed: null, seedChosenByUser: false });
    // Every message, with the event lines of the steps before the copy in between as notes.
    const texts = copy.json.history.map((m: { text: string }) => m.text);
    expect(texts.filter((t: string) => data.messages.some((m: { text: string }) => m.text === t))).toEqual(data.messages.map((m: { text: string }) => m.text));
    expect(texts.some((t: string) => /The duel begins/.test(t))).toBe(true);
    // The copy plays on.
    const move = await call(srv.url, 'POST', `/api/sessions/${imported.json.id}/actions`, { token: imported.json.token, body: { optionId: copy.json.options[0].id } });
    expect(move.status).toBe(200);

    // Changed, inconsistent, unsigned and malformed exports are refused.
    expect(data.actions.length).toBeGreaterThan(1);
    const changed = (edit: (d: any) => void) => {
      const d = structuredClone(data);
      edit(d);
      return call(srv.url, 'POST', '/api/sessions/import', { body: d });
    };
    for (const edit of [(d: any) => (d.actions[0].stateHash = '0123456789abcdef'), (d: any) => (d.actions[0].action = { type: 'surrender', player: 0 }), (d: any) => (d.config.seed = 'another-seed'), (d: any) => (d.session.userName = 'Someone')]) {
      const r = await changed(edit);
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe('BAD_SIGNATURE');
    }
    expect((await changed((d) => (d.actions.at(-1).stateHash = '0123456789abcdef'))).json.error.code).toBe('BAD_EXPORT');
    expect((await changed((d) => (d.session.actionCount = 999))).json.error.code).toBe('BAD_EXPORT');
    expect((await changed((d) => delete d.signature)).json.error.code).toBe('UNSIGNED_EXPORT');
    expect((await call(srv.url, 'POST', '/api/sessions/import', { body: { kind: 'something-else' } })).json.error.code).toBe('BAD_REQUEST');
    expect((await call(srv.url, 'POST', '/api/sessions/import', { raw: 'nope', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);

    // A finished duel: complete, and it imports with the same hashes, signed or not.
    const f = await create({ seed: 'finished-export' });
    await call(srv.url, 'POST', `/api/sessions/${f.id}/messages`, { token: f.token, body: { text: 'I surrender' } });
    const done = (await call(srv.url, 'GET', `/api/sessions/${f.id}/export`, { token: f.token })).json;
    expect(done).toMatchObject({ config: { seed: 'finished-export' }, session: { finished: true }, secret: { seed: 'finished-export' } });
    const { signature: _sig, ...unsigned } = done;
    for (const body of [done, unsigned]) {
      const r = await call(srv.url, 'POST', '/api/sessions/import', { body });
      expect(r.status, r.text).toBe(201);
      expect(r.json).toMatchObject({ stateHash: done.session.stateHash, step: done.actions.length, finished: true });
    }
    const forged = structuredClone(unsigned);
    forged.actions[0].action = { type: 'surrender', player: 1 };
    expect((await call(srv.url, 'POST', '/api/sessions/import', { body: forged })).json.error.code).toBe('HASH_MISMATCH');
    const wrongSeed = structuredClone(unsigned);
    wrongSeed.config.seed = 'another-seed';
    const w = await call(srv.url, 'POST', '/api/sessions/import', { body: wrongSeed });
    expect(w.status).toBe(400);
    expect(w.json.error.code).toBe('HASH_MISMATCH');
  });

  it('forks a session at a step into a new one that plays on from there', async () => {
    const before = srv.store.session(s.id)!;
    const replay = (await call(srv.url, 'GET', `/api/sessions/${s.id}/replay`, { token: s.token })).json;
    const r = await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: 0 } });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ parentId: s.id, forkStep: expect.any(Number), step: 0 });
    // Dealt again from a new seed: another state, the same view of it (hidden cards aside).
    expect(r.json.stateHash).not.toBe(replay.steps[r.json.forkStep].storedHash);
    expect(r.json.options.length).toBeGreaterThan(0);
    // Play a different option from the original at that point.
    const other = r.json.options[r.json.options.length - 1].id;
    const moved = await call(srv.url, 'POST', `/api/sessions/${r.json.id}/actions`, { token: r.json.token, body: { optionId: other } });
    expect(moved.status).toBe(200);
    const forkRow = srv.store.session(r.json.id)!;
    expect(forkRow).toMatchObject({ origin: 'forked', parentId: s.id });
    expect(srv.store.secrets.get(r.json.id)!.base).not.toBeNull();
    expect(forkRow.seed).not.toBe(before.seed);
    expect(srv.store.messages(r.json.id).some((m) => m.text.includes(`A new branch of session ${s.id}`))).toBe(true);
    // The original is untouched.
    expect(srv.store.session(s.id)!.stateHash).toBe(before.stateHash);
    // Out of range, malformed.
    expect((await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: 100000 } })).json.error.code).toBe('BAD_STEP');
    expect((await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: -1 } })).status).toBe(400);
    expect((await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: 'one' } })).status).toBe(400);
  });

  it('deletes a session with everything it holds', async () => {
    const d = await create({ seed: 'delete-1' });
    const r = await call(srv.url, 'DELETE', `/api/sessions/${d.id}`, { token: d.token });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ deleted: d.id });
    expect((await call(srv.url, 'GET', `/api/sessions/${d.id}`, { token: d.token })).status).toBe(404);
    expect(srv.store.messages(d.id)).toEqual([]);
    expect(srv.store.db.prepare('SELECT COUNT(*) AS n FROM events WHERE session_id = ?').get(d.id)).toEqual({ n: 0 });
    expect((await call(srv.url, 'DELETE', `/api/sessions/${d.id}`, { token: d.token })).status).toBe(404);
  });
});

describe('rules questions', () => {
  it('answers with or without a duel; a session needs its token', async () => {
    const plain = await call(srv.url, 'POST', '/api/rules/ask', { body: { question: 'What does Trap Hole do?' } });
    expect(plain.status).toBe(200);
    expect(plain.json).toMatchObject({ text: expect.any(String), citations: expect.any(Array) });
    const s = await create({ seed: 'rules-1' });
    const duel = await call(srv.url, 'POST', '/api/rules/ask', { token: s.token, body: { question: 'can I attack?', sessionId: s.id } });
    expect(duel.status).toBe(200);
    expect(duel.json.kind).toBe('duel');
    expect((await call(srv.url, 'POST', '/api/rules/ask', { body: { question: 'can I attack?', sessionId: s.id } })).status).toBe(404);
    expect((await call(srv.url, 'POST', '/api/rules/ask', { token: 'z'.repeat(43), body: { question: 'can I attack?', sessionId: s.id } })).status).toBe(404);
    expect((await call(srv.url, 'POST', '/api/rules/ask', { token: s.token, body: { question: 'x', sessionId: 's_AAAAAAAAAAAAAAAA' } })).status).toBe(404);
    expect((await call(srv.url, 'POST', '/api/rules/ask', { body: { question: '' } })).status).toBe(400);
    expect((await call(srv.url, 'POST', '/api/rules/ask', { body: {} })).status).toBe(400);
  });
});

describe('logs, rate limit, internal errors, restart', () => {
  it('logs one line per request without tokens', async () => {
    const s = await create({ seed: 'log-1' });
    srv.logs.length = 0;
    await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    await new Promise((r) => setTimeout(r, 20));
    const line = srv.logs.find((l) => l.path === `/api/sessions/${s.id}`)!;
    expect(line).toMatchObject({ method: 'GET', status: 200, session: s.id, ms: expect.any(Number), time: expect.any(String) });
    expect(JSON.stringify(srv.logs)).not.toContain(s.token);
  });

  it('limits each client with a token bucket: 429 with Retry-After', async () => {
    const limited = await startServer(join(tmp.dir, 'limited.sqlite'), { rateLimit: { perSecond: 1, burst: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await call(limited.url, 'GET', '/api/health')).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses[4]).toBe(429);
      const r = await call(limited.url, 'GET', '/api/health');
      expect(r.json.error.code).toBe('RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  it('answers a bug with 500 INTERNAL and reports it', async () => {
    const broken = await startServer(join(tmp.dir, 'broken.sqlite'));
    try {
      broken.store.listByTokenHashes = () => {
        throw new Error('boom');
      };
      const r = await call(broken.url, 'GET', '/api/sessions', { token: 'q'.repeat(43) });
      expect(r.status).toBe(500);
      expect(r.json).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
      expect(r.text).not.toContain('boom');
      expect(broken.errors.length).toBe(1);
    } finally {
      await broken.close();
    }
  });

  it('resumes saved sessions after a restart, where they stood', async () => {
    const path = join(tmp.dir, 'restart.sqlite');
    const first = await startServer(path);
    const s = (await call(first.url, 'POST', '/api/sessions', { body: { seed: 'restart-1' } })).json;
    const moved = await call(first.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: s.options[0].id } });
    await first.close();
    const second = await startServer(path);
    try {
      const got = await call(second.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
      expect(got.json).toMatchObject({ stateHash: moved.json.stateHash, step: moved.json.step });
      const next = await call(second.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: got.json.options[0].id, expectedHash: moved.json.stateHash } });
      expect(next.status).toBe(200);
      // A session whose stored hashes do not rebuild is refused, not replayed wrongly.
      second.store.db.prepare('UPDATE sessions SET state_hash = ? WHERE id = ?').run('0123456789abcdef', s.id);
    } finally {
      await second.close();
    }
    const third = await startServer(path);
    try {
      const r = await call(third.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
      expect(r.status).toBe(409);
      expect(r.json.error.code).toBe('SESSION_BROKEN');
    } finally {
      await third.close();
    }
  });
});

describe('model calls and the terminal client', () => {
  it('stores every model call of a reply with role, model, tokens, latency and outcome', async () => {
    const fake = await startFakeOpenAI();
    const model = createOpenAIModel(
      {
        mode: 'online',
        apiKey: 'sk-test-server-0123456789',
        apiKeyIsDummy: false,
        baseURL: fake.url,
        models: { moves: 'm-moves', interpret: 'm-interpret', narration: 'm-narration', rules: 'm-rules' },
        timeoutMs: 2000,
        jsonMode: 'auto',
      },
      { retryBackoffMs: 10, maxRetryAfterMs: 20 },
    );
    const online = await startServer(join(tmp.dir, 'online.sqlite'), { model, modelBanner: 'fake model' });
    try {
      const s = (await call(online.url, 'POST', '/api/sessions', { body: { seed: 'online-1', first: 'bot' } })).json;
      const r = await call(online.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'nice to meet you, what a lovely day' } });
      expect(r.status).toBe(200);
      const calls = online.store.modelCalls(s.id);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls[0]).toMatchObject({ seq: 0, role: expect.any(String), model: expect.stringMatching(/^m-/), outcome: expect.any(String) });
      expect(calls.every((c) => c.latencyMs >= 0 && c.promptTokens >= 0 && c.completionTokens >= 0)).toBe(true);
      expect(new Set(calls.map((c) => c.role)).size).toBeGreaterThan(0);
      expect((await call(online.url, 'GET', '/api/health')).json.model).toBe('fake model');
    } finally {
      await online.close();
      await fake.close();
    }
  });

  it('npm run chat -- --url: creates a session over HTTP and streams the replies', async () => {
    const remote = await RemoteSession.create(srv.url, { seed: 'remote-1', deck: 'normals-yugi', botDeck: 'normals-kaiba' });
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const summon = (await call(srv.url, 'GET', `/api/sessions/${remote.id}`, { token: remote.token })).json.options[0].command as string;
    const outcome = await runChatLoop({ session: remote, input: Readable.from(['hello\n', `${summon}\n`, 'quit\n']), output });
    expect(outcome).toEqual({ quit: true });
    expect(text).toContain('(playing against Kip');
    expect(text).toContain('> hello\nKip: ');
    expect(text).toContain(`> ${summon}\n`);
    expect(text).not.toContain('NOT_SAVED');
    expect(remote.lastCommit?.step).toBeGreaterThan(0);
    const saved = srv.store.messages(remote.id).filter((m) => m.role === 'user').map((m) => m.text);
    expect(saved).toEqual(['hello', summon]);
    // A saved session is picked up again with its token; a wrong token is refused.
    const again = await RemoteSession.resume(srv.url, remote.id, remote.token);
    expect(again.view().turn).toBe(remote.view().turn);
    await expect(RemoteSession.resume(srv.url, remote.id, 'w'.repeat(43))).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
