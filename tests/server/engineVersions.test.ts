/**
 * Saved duels survive an engine change. tests/fixtures/engines/saved-sessions.sqlite holds
 * three duels saved by engine 0.2.0 (commit d10805c's own code, see regenerate.sh there)
 * and three saved by 0.3.0. The service opens every one: each replays from its stored
 * event log and says which engine recorded it; those today's engine re-verifies hash for
 * hash are marked verified and play on; the others open read-only with the reason.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../src/engine/context.js';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const FIXTURE = new URL('../fixtures/engines/', import.meta.url);
interface Saved { id: string; token: string; recordedBy: string; deck: string; steps: number }
/** The engine before the card layer's migration (effect vocabulary, one file per card): the fixture's newer sessions. */
const BEFORE_MIGRATION = '0.3.0';
const manifest = JSON.parse(readFileSync(new URL('manifest.json', FIXTURE), 'utf8')) as Saved[];

const tmp = tempDir('duel-engines-');
const dbPath = join(tmp.dir, 'saved.sqlite');
let srv: TestServer;

beforeAll(async () => {
  copyFileSync(new URL('saved-sessions.sqlite', FIXTURE), dbPath);
  // One stored event row is changed (step 3 of a 0.3.0 duel emptied): the replay must show the stored log, not a re-run.
  const raw = new Database(dbPath);
  raw.prepare("UPDATE events SET events_json = '[]' WHERE session_id = ? AND step = 3").run(manifest.find((s) => s.recordedBy === BEFORE_MIGRATION)!.id);
  raw.close();
  srv = await startServer(dbPath);
});

afterAll(async () => {
  await srv.close();
  tmp.cleanup();
});

const tokens = manifest.map((s) => s.token).join(',');
const get = (path: string, token: string) => call(srv.url, 'GET', path, { token });

describe('a database saved by engines 0.2.0 and 0.3.0, opened by today\'s', () => {
  it('the fixture holds both engines, and every session opens: none broken', async () => {
    expect(new Set(manifest.map((s) => s.recordedBy))).toEqual(new Set(['0.2.0', BEFORE_MIGRATION]));
    expect(['0.2.0', BEFORE_MIGRATION]).not.toContain(ENGINE_VERSION);
    const list = await call(srv.url, 'GET', '/api/sessions', { token: tokens });
    expect(list.status).toBe(200);
    const byId = new Map((list.json.sessions as { id: string; engineVersion: string; verified: boolean; replayOnly: boolean; note: string | null }[]).map((s) => [s.id, s]));
    expect(byId.size).toBe(manifest.length);
    for (const saved of manifest) {
      const s = byId.get(saved.id)!;
      expect(s.engineVersion).toBe(saved.recordedBy);
      expect(s.replayOnly).toBe(!s.verified);
      expect(s.note).toMatch(new RegExp(`^Recorded by engine ${saved.recordedBy.replace(/\./g, '\\.')}; `));
      expect(s.note).toContain(s.verified ? 're-verified it hash for hash' : 'reaches a different state at step');
      // Normal Monster duels have no effects, so no floating-effect shape to change: every engine re-verifies them.
      if (saved.deck.startsWith('normals')) expect(s.verified, saved.id).toBe(true);
    }
    // Effects changed shape along the way: some Starter Deck duels of each older engine open only as replays.
    const readOnly = manifest.filter((saved) => byId.get(saved.id)!.replayOnly);
    expect(readOnly.length).toBeGreaterThanOrEqual(1);
    expect(readOnly.length).toBeLessThan(manifest.length);
  });

  it('every session replays from its stored events and says which engine recorded it', async () => {
    for (const saved of manifest) {
      const r = await get(`/api/sessions/${saved.id}/replay`, saved.token);
      expect(r.status, r.text).toBe(200);
      expect(r.json.recordedEngineVersion).toBe(saved.recordedBy);
      expect(r.json.engineVersion).toBe(ENGINE_VERSION);
      expect(r.json.steps.length).toBe(saved.steps + 1);
      expect(r.json.steps[0].lines.join(' ')).toMatch(/draw/i);
      const withLines = r.json.steps.filter((s: { lines: string[] }) => s.lines.length > 0).length;
      expect(withLines, saved.id).toBeGreaterThan(saved.steps * 0.6);
      for (const step of r.json.steps.slice(1)) expect(step.engineVersion).toBe(saved.recordedBy);
    }
    // The emptied stored row shows as empty: the replay reads the stored log.
    const edited = manifest.find((s) => s.recordedBy === BEFORE_MIGRATION)!;
    const r = await get(`/api/sessions/${edited.id}/replay`, edited.token);
    expect(r.json.steps[3]).toMatchObject({ events: [], lines: [], hashOk: true });
    expect(r.json.steps[2].lines.length).toBeGreaterThan(0);
  });

  it('verified sessions are marked and playable, old or new', async () => {
    const list = await call(srv.url, 'GET', '/api/sessions', { token: tokens });
    const verified = manifest.filter((saved) => list.json.sessions.find((s: { id: string }) => s.id === saved.id).verified);
    let played = 0;
    const playedOn: typeof manifest = [];
    for (const saved of verified) {
      const s = await get(`/api/sessions/${saved.id}`, saved.token);
      expect(s.status, s.text).toBe(200);
      expect(s.json).toMatchObject({ engineVersion: saved.recordedBy, verified: true, replayOnly: false });
      expect(s.json.note).toContain('re-verified it hash for hash');
      const replay = await get(`/api/sessions/${saved.id}/replay`, saved.token);
      expect(replay.json.verified).toBe(true);
      if (s.json.finished) continue;
      const before = s.json.step;
      const move = await call(srv.url, 'POST', `/api/sessions/${saved.id}/actions`, { token: saved.token, body: { optionId: s.json.options[0].id } });
      expect(move.status, move.text).toBe(200);
      expect(move.json.step).toBeGreaterThan(before);
      played++;
      playedOn.push(saved);
    }
    expect(played).toBeGreaterThanOrEqual(1);
    // An old duel played on is saved and opens again, still verified (the service is restarted on the same file).
    const oldPlayed = playedOn[0]!;
    await srv.close();
    srv = await startServer(dbPath);
    const again = await get(`/api/sessions/${oldPlayed.id}/replay`, oldPlayed.token);
    expect(again.json).toMatchObject({ verified: true, recordedEngineVersion: oldPlayed.recordedBy });
    expect(again.json.totalSteps).toBeGreaterThan(oldPlayed.steps);
  });

  it('the others open read-only as replays, saying which engine recorded them and where this one differs', async () => {
    const list = await call(srv.url, 'GET', '/api/sessions', { token: tokens });
    const readOnly = manifest.filter((saved) => list.json.sessions.find((s: { id: string }) => s.id === saved.id).replayOnly);
    expect(readOnly.length).toBeGreaterThanOrEqual(1);
    for (const saved of readOnly) {
      const s = await get(`/api/sessions/${saved.id}`, saved.token);
      expect(s.status).toBe(200);
      expect(s.json).toMatchObject({ engineVersion: saved.recordedBy, verified: false, replayOnly: true, step: saved.steps });
      expect(s.json.note).toBe(`Recorded by engine ${saved.recordedBy}; this engine (${ENGINE_VERSION}) reaches a different state at step ${/at step (\d+)/.exec(s.json.note)?.[1]}, so it is shown as recorded: a replay of its stored events, with no more moves.`);
      expect(s.json.history.length).toBeGreaterThan(0);
      expect(s.json.options).toBeUndefined();
      const step = Number(/at step (\d+)/.exec(s.json.note)![1]);
      const move = await call(srv.url, 'POST', `/api/sessions/${saved.id}/messages`, { token: saved.token, body: { text: 'end turn' } });
      expect(move.status).toBe(409);
      expect(move.json.error.code).toBe('REPLAY_ONLY');
      expect(move.json.error.message).toContain(s.json.note);
      const fork = await call(srv.url, 'POST', `/api/sessions/${saved.id}/fork`, { token: saved.token, body: { step: 1 } });
      expect(fork.json.error.code).toBe('REPLAY_ONLY');
      // The replay: boards up to the step before the difference, the stored events to the end.
      const replay = await get(`/api/sessions/${saved.id}/replay`, saved.token);
      expect(replay.json).toMatchObject({ verified: false, recordedEngineVersion: saved.recordedBy, note: s.json.note, mismatch: { step } });
      expect(replay.json.steps.slice(0, step).every((x: { hashOk: boolean }) => x.hashOk)).toBe(true);
      expect(replay.json.steps.slice(step).some((x: { lines: string[] }) => x.lines.length > 0)).toBe(true);
      const board = await get(`/api/sessions/${saved.id}/replay?step=${step - 1}`, saved.token);
      expect(board.json.at.view.you.hand).toBeDefined();
      const past = await get(`/api/sessions/${saved.id}/replay?step=${saved.steps}`, saved.token);
      expect(past.json.at).toBeUndefined();
      // The export still works from the stored rows.
      const exported = await get(`/api/sessions/${saved.id}/export`, saved.token);
      expect(exported.json.session.engineVersion).toBe(saved.recordedBy);
    }
  });
});
