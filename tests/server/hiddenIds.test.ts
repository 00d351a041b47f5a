/**
 * Over real HTTP: a duel is played for a while, and nothing the player is handed (the
 * view and options of every reply, the events streamed with it, the replay's actions and
 * events) names a card hidden from them by its instance id, or lets them link a hidden
 * card to an earlier known one. The server's real state is the witness.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewEvents } from '../../src/engine/index.js';
import { HiddenIdWatch } from '../../src/engine/testing/hiddenIds.js';
import { hiddenTo, OPAQUE_BASE } from '../../src/engine/viewIds.js';
import type { DuelState, PlayerId } from '../../src/engine/types.js';
import type { DuelView } from '../../src/engine/view.js';
import { rebuild } from '../../src/store/replay.js';
import { call, startServer, tempDir, type TestServer } from './helpers.js';

const tmp = tempDir('duel-hidden-ids-');
let srv: TestServer;

beforeAll(async () => {
  srv = await startServer(join(tmp.dir, 'hidden.sqlite'));
});

afterAll(async () => {
  await srv.close();
  tmp.cleanup();
});

/** Numbers in an option id that are instance ids of cards hidden from `viewer`. */
function hiddenIdsIn(state: DuelState, optionId: string, viewer: PlayerId): number[] {
  if (state.pending?.kind === 'choose' && state.pending.labels) return [];
  return optionId
    .split(/[:\-t]/)
    .filter((t) => /^\d+$/.test(t))
    .map(Number)
    .filter((n) => n < state.cards.length && hiddenTo(state, n, viewer));
}

describe('opaque ids over HTTP', () => {
  it('views, options, streamed events and the replay never name a hidden card by instance id, nor reuse an id across hidings', async () => {
    const created = await call(srv.url, 'POST', '/api/sessions', { body: { seed: 'hidden-ids-http', first: 'bot', deck: 'starter-yugi', botDeck: 'starter-kaiba' } });
    expect(created.status).toBe(201);
    const { id, token } = created.json as { id: string; token: string };
    const watch = new HiddenIdWatch();
    let reply = created.json as { view: DuelView; options: { id: string }[] };
    let opaqueSeen = 0;
    for (let turn = 0; turn < 40; turn++) {
      const state = await srv.manager.withSession(id, (s) => s.state);
      if (state.result) break;
      const human = (await srv.manager.withSession(id, (s) => s.human)) as PlayerId;
      watch.step(state);
      watch.views(state, (s, v) => (v === human ? reply.view : srv.manager.engine.view(s, v)));
      for (const o of reply.options) expect(hiddenIdsIn(state, o.id, human), o.id).toEqual([]);
      const cards = [...reply.view.opponent.monsters, ...reply.view.opponent.spellTraps].filter((c) => c && !c.known);
      opaqueSeen += cards.length;
      for (const c of cards) expect(c!.id).toBeGreaterThanOrEqual(OPAQUE_BASE);
      // Summon or Set when we can, attack when we can, else end the turn: boards fill up with face-down cards.
      const pick =
        reply.options.find((o) => o.id.startsWith('set:')) ??
        reply.options.find((o) => o.id.startsWith('attack:')) ??
        reply.options.find((o) => o.id === 'battle') ??
        reply.options.find((o) => o.id === 'end-turn') ??
        reply.options[0];
      if (!pick) break;
      const r = await call(srv.url, 'POST', `/api/sessions/${id}/actions`, { token, body: { optionId: pick.id } });
      expect(r.status, r.text).toBe(200);
      reply = r.json;
    }
    expect(watch.problems).toEqual([]);
    expect(opaqueSeen).toBeGreaterThan(0);

    // The replay: every step's action and events as the human was handed them, against the real state of that step.
    const replay = await call(srv.url, 'GET', `/api/sessions/${id}/replay`, { token });
    expect(replay.status).toBe(200);
    const row = srv.store.session(id)!;
    const built = rebuild(srv.manager.engine, row.config, row.startHash, srv.store.actions(id), { keepStates: true });
    const stored = new Map(srv.store.events(id).map((e) => [e.step, e.events]));
    const fromReplay = new HiddenIdWatch();
    let hiddenMentions = 0;
    for (const step of replay.json.steps as { step: number; events: never[]; action: Record<string, unknown> | null }[]) {
      const state = built.states![step.step]!;
      fromReplay.step(state);
      fromReplay.eventsShown(state, viewEvents(stored.get(step.step) ?? [], row.human), step.events, row.human);
      const real = step.step === 0 ? null : srv.store.actions(id)[step.step - 1]!.action as unknown as Record<string, unknown>;
      for (const k of ['card', 'target', 'attacker']) {
        if (!real || typeof real[k] !== 'number') continue;
        const hidden = hiddenTo(state, real[k] as number, row.human);
        if (hidden) hiddenMentions++;
        expect(step.action![k] === real[k], `step ${step.step} ${k}`).toBe(!hidden);
      }
    }
    expect(fromReplay.problems).toEqual([]);
    expect(hiddenMentions).toBeGreaterThan(0);
  }, 120_000);
});
