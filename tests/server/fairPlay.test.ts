/**
 * Over real HTTP: a player who has played part of a duel tries every way to learn the
 * bot's hidden cards (the seed in create, GET, replay and exports; the export's JSON and
 * Markdown; an import with the seats swapped or otherwise changed; forks at step 0 and
 * mid-duel; the events and ids) and learns nothing. The server's real state is the
 * witness. Then: the seed commitment is kept at the end, and a seed the user names is
 * marked as such.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import type { DuelState, PlayerId } from '../../src/engine/types.js';
import { learn, NO_KNOWLEDGE } from '../../src/engine/redeal.js';
import { OPAQUE_BASE } from '../../src/engine/viewIds.js';
import { rebuild } from '../../src/store/replay.js';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const { engine } = defaultCards();
const tmp = tempDir('duel-fair-play-');
let srv: TestServer;
const BOT: PlayerId = 1;

beforeAll(async () => {
  srv = await startServer(join(tmp.dir, 'fair.sqlite'));
});

afterAll(async () => {
  await srv.close();
  tmp.cleanup();
});

type Json = any;

async function create(body: Record<string, unknown> = {}): Promise<Json> {
  const r = await call(srv.url, 'POST', '/api/sessions', { body: { deck: 'starter-yugi', botDeck: 'starter-kaiba', ...body } });
  expect(r.status, r.text).toBe(201);
  return r.json;
}

/** Plays the first option that does not end the turn early, `moves` times (the bot answers in between). */
async function play(s: Json, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const cur = (await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token })).json;
    if (cur.finished || cur.options.length === 0) return;
    const pick = cur.options.find((o: Json) => !/end/i.test(o.label)) ?? cur.options[0];
    const r = await call(srv.url, 'POST', `/api/sessions/${s.id}/actions`, { token: s.token, body: { optionId: pick.id } });
    expect(r.status, r.text).toBe(200);
  }
}

/** The real state of a session now, or (a session started from its seed) after `step` steps: the server's witness. */
async function stateOf(id: string, step?: number): Promise<DuelState> {
  if (step === undefined) return srv.manager.withSession(id, (s) => s.state);
  const row = srv.store.session(id)!;
  return rebuild(engine, row.config, row.startHash, srv.store.actions(id), { stopAt: step }).state!;
}

/** A view with the opaque ids of hidden cards blanked (they are keyed by the secret seed). */
const publicView = (view: Json): Json =>
  JSON.parse(JSON.stringify(view), (_k, v) => (v && typeof v === 'object' && v.known === false ? { ...v, id: 'hidden' } : v));

/** What the bot holds hidden: hand, Deck order and face-down cards, by passcode. */
function botSecrets(state: DuelState): { hand: number[]; deck: number[]; setCards: number[] } {
  const p = state.players[BOT];
  const codes = (ids: readonly (number | null)[]) => ids.filter((id): id is number => id !== null).map((id) => state.cards[id]!.passcode);
  const faceDown = [...p.monsters, ...p.spellTraps].filter((id) => id !== null && !state.cards[id]!.faceUp);
  return { hand: codes(p.hand).sort((a, b) => a - b), deck: codes(p.deck), setCards: codes(faceDown) };
}

/**
 * Names of the bot's hidden cards (hand, next draws) that the player has no way to know:
 * no card of that name was ever seen by them (engine/redeal.ts `learn` over the real
 * history) and none is in their own deck.
 */
function secretNames(id: string): string[] {
  const row = srv.store.session(id)!;
  const run = rebuild(engine, row.config, row.startHash, srv.store.actions(id), { keepStates: true });
  let known = NO_KNOWLEDGE;
  run.states!.forEach((st, i) => (known = learn(known, st, run.events[i]!, 0)));
  const state = run.state!;
  const name = (cardId: number) => state.catalog[state.cards[cardId]!.passcode]!.name;
  const open = new Set([...known.seen.map(name), ...state.cards.filter((c) => c.owner !== BOT).map((c) => name(c.id))]);
  const p = state.players[BOT];
  return [...new Set([...p.hand, ...p.deck.slice(0, 5)].map(name))].filter((n) => !open.has(n));
}

describe('fair play: the bot hidden cards cannot be learned', () => {
  it('seed, replay, exports, changed imports, forks, events and ids all fail to reveal them', async () => {
    const s = await create();
    const row = () => srv.store.session(s.id)!;
    const seed = row().seed;
    const salt = srv.store.secrets.get(s.id)!.salt;
    const secretStrings = [seed, salt];
    // Create and GET: no seed, a commitment, not marked as chosen.
    expect(s).toMatchObject({ seed: null, seedSalt: null, seedChosenByUser: false, seedCommitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await play(s, 8);
    // A deal cannot start inside an effect's choice: play on to an open moment, as a player would before exporting.
    const dealable = () => srv.manager.withSession(s.id, (x) => x.standingAt(x.steps.length)!.dealable);
    for (let extra = 0; extra < 10 && !(await dealable()); extra++) await play(s, 1);
    expect(await dealable()).toBe(true);
    const got = await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token });
    expect(got.json).toMatchObject({ seed: null, seedSalt: null, finished: false, seedCommitment: s.seedCommitment });
    const step = got.json.step as number;
    expect(step).toBeGreaterThan(3);
    const names = secretNames(s.id);
    expect(names.length).toBeGreaterThan(0);

    // Replay and exports: no seed, no salt, no hidden names; the export holds the replay's view of actions and events.
    const replay = await call(srv.url, 'GET', `/api/sessions/${s.id}/replay`, { token: s.token });
    expect(replay.json).toMatchObject({ seed: null, seedSalt: null, seedCommitment: s.seedCommitment });
    const exported = await call(srv.url, 'GET', `/api/sessions/${s.id}/export`, { token: s.token });
    const md = await call(srv.url, 'GET', `/api/sessions/${s.id}/export?format=md`, { token: s.token });
    expect(md.text).toContain('hidden until the duel is over');
    expect(md.text).toContain(s.seedCommitment);
    const sealedBytes = Buffer.from(exported.json.sealed, 'base64url').toString('latin1');
    for (const text of [got.text, replay.text, exported.text, md.text, sealedBytes]) {
      for (const secret of secretStrings) expect(text).not.toContain(secret);
    }
    // A whole name only: "Ryu-Kishin" is secret even when the public "Ryu-Kishin Powered" is named.
    const named = (text: string, name: string) => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]| [A-Z])`).test(text);
    for (const text of [replay.text, exported.text, md.text]) for (const name of names) expect(named(text, name), name).toBe(false);
    const data = exported.json;
    expect(data.config.seed).toBeUndefined();
    expect(data.actions.map((a: Json) => a.action)).toEqual(replay.json.steps.slice(1).map((x: Json) => x.action));
    expect(data.events.map((e: Json) => e.events)).toEqual(replay.json.steps.map((x: Json) => x.events));
    // Events and ids: the bot's draws are unnamed; its hand is not listed; its Set cards go by opaque ids.
    const events = replay.json.steps.flatMap((x: Json) => x.events);
    expect(events.filter((e: Json) => e.type === 'draw' && e.player === BOT).every((e: Json) => e.card === -1)).toBe(true);
    expect(got.json.view.opponent.hand).toEqual([]);
    for (const c of [...got.json.view.opponent.monsters, ...got.json.view.opponent.spellTraps]) if (c && !c.known) expect(c.id).toBeGreaterThanOrEqual(OPAQUE_BASE);

    // Imports: the seats swapped, a hidden card changed, the seal or signature forged: all refused.
    const attempts: [string, (d: Json) => void, string][] = [
      ['seats swapped', (d) => (d.session.human = 1), 'BAD_SIGNATURE'],
      ['seats swapped, unsigned', (d) => ((d.session.human = 1), delete d.signature), 'UNSIGNED_EXPORT'],
      ['seats swapped, signature made up', (d) => ((d.session.human = 1), (d.signature = 'ab'.repeat(32))), 'BAD_SIGNATURE'],
      ['seal changed', (d) => (d.sealed = d.sealed.slice(0, 40) + (d.sealed[40] === 'A' ? 'B' : 'A') + d.sealed.slice(41)), 'BAD_SIGNATURE'],
      ['a seed named, unsigned', (d) => ((d.config.seed = 'guess'), delete d.signature, delete d.sealed), 'HASH_MISMATCH'],
      ['held seats changed', (d) => (d.config.heldSeats = [1]), 'BAD_SIGNATURE'],
    ];
    for (const [what, edit, code] of attempts) {
      const d = structuredClone(data);
      edit(d);
      const r = await call(srv.url, 'POST', '/api/sessions/import', { body: d });
      expect(r.status, what).toBe(400);
      expect(r.json.error.code, what).toBe(code);
    }

    // The unchanged export imports, and forks at step 0 and mid-duel are made: each keeps the
    // public state and deals the bot's hidden cards again.
    const copies: { id: string; token: string; from: number }[] = [];
    const imported = await call(srv.url, 'POST', '/api/sessions/import', { body: data });
    expect(imported.status, imported.text).toBe(201);
    copies.push({ ...imported.json, from: step });
    for (const at of [0, 0, 0, step - 1, step - 1, step - 1]) {
      const f = await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: at } });
      expect(f.status, f.text).toBe(201);
      expect(f.json.step).toBe(0);
      expect('seed' in f.json).toBe(false);
      copies.push({ id: f.json.id, token: f.json.token, from: f.json.forkStep });
    }
    let handsDiffer = 0;
    let decksDiffer = 0;
    for (const c of copies) {
      const original = await stateOf(s.id, c.from);
      const copy = await stateOf(c.id);
      const view = await call(srv.url, 'GET', `/api/sessions/${c.id}`, { token: c.token });
      expect(view.json).toMatchObject({ seed: null, seedChosenByUser: false, step: 0 });
      const at = await call(srv.url, 'GET', `/api/sessions/${s.id}/replay?step=${c.from}`, { token: s.token });
      expect(publicView(view.json.view)).toEqual(publicView(at.json.at.view));
      expect(view.json.stateHash).not.toBe(at.json.at.stateHash);
      for (const secret of secretStrings) expect(view.text).not.toContain(secret);
      const [a, b] = [botSecrets(original), botSecrets(copy)];
      expect(b.hand.length).toBe(a.hand.length);
      if (b.hand.join() !== a.hand.join()) handsDiffer++;
      if (b.deck.join() !== a.deck.join()) decksDiffer++;
      // The copy plays on from there.
      await play({ id: c.id, token: c.token }, 1);
    }
    expect(handsDiffer).toBeGreaterThan(0);
    expect(decksDiffer).toBe(copies.length);
    // The original is untouched.
    expect(row().stateHash).toBe(got.json.stateHash);
  });

  it('publishes a commitment at the start and reveals seed and salt at the end, which check out', async () => {
    const s = await create();
    await play(s, 3);
    expect((await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token })).json.seed).toBeNull();
    const r = await call(srv.url, 'POST', `/api/sessions/${s.id}/messages`, { token: s.token, body: { text: 'I surrender' } });
    expect(r.status).toBe(200);
    const end = (await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token })).json;
    expect(end.finished).toBe(true);
    expect(end.seed).toBe(srv.store.session(s.id)!.seed);
    expect(end.seedCommitment).toBe(s.seedCommitment);
    expect(createHash('sha256').update(`${end.seed}:${end.seedSalt}`).digest('hex')).toBe(s.seedCommitment);
    // The finished export is complete: the revealed seed replays every step to the stored hashes.
    const data = (await call(srv.url, 'GET', `/api/sessions/${s.id}/export`, { token: s.token })).json;
    expect(data.secret).toMatchObject({ seed: end.seed, salt: end.seedSalt });
    const check = rebuild(engine, data.config, data.session.startHash, data.actions);
    expect(check.ok).toBe(true);
    expect(check.hashes.at(-1)).toBe(data.session.stateHash);
    const md = (await call(srv.url, 'GET', `/api/sessions/${s.id}/export?format=md`, { token: s.token })).text;
    expect(md).toContain(`| seed | ${end.seed} |`);
    // A fork of a finished duel keeps everything, and says the hidden cards are known.
    const f = await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: 0 } });
    expect(f.json.stateHash).toBe(data.session.startHash);
    expect((await call(srv.url, 'GET', `/api/sessions/${f.json.id}`, { token: f.json.token })).json).toMatchObject({ seedChosenByUser: true, seed: end.seed });
  });

  it('a seed the user names is kept, shown, and marks the duel as one whose hidden cards they know', async () => {
    const s = await create({ seed: 'puzzle-7' });
    expect(s).toMatchObject({ seed: 'puzzle-7', seedChosenByUser: true });
    expect(createHash('sha256').update(`puzzle-7:${s.seedSalt}`).digest('hex')).toBe(s.seedCommitment);
    const got = (await call(srv.url, 'GET', `/api/sessions/${s.id}`, { token: s.token })).json;
    expect(got).toMatchObject({ seed: 'puzzle-7', seedChosenByUser: true, finished: false });
    expect((await call(srv.url, 'GET', `/api/sessions/${s.id}/replay`, { token: s.token })).json).toMatchObject({ seedChosenByUser: true, seed: 'puzzle-7' });
    expect((await call(srv.url, 'GET', `/api/sessions/${s.id}/export?format=md`, { token: s.token })).text).toContain('known to you');
    // The same seed twice gives the same duel; a random one is not marked.
    expect((await create({ seed: 'puzzle-7' })).stateHash).toBe(s.stateHash);
    expect((await create()).seedChosenByUser).toBe(false);
    // A fork of it is dealt again from a fresh seed: no longer known.
    const f = await call(srv.url, 'POST', `/api/sessions/${s.id}/fork`, { token: s.token, body: { step: 0 } });
    expect((await call(srv.url, 'GET', `/api/sessions/${f.json.id}`, { token: f.json.token })).json).toMatchObject({ seedChosenByUser: false, seed: null });
  });
});
