/**
 * Replay determinism: 200+ sessions recorded through the store (offline model, the human
 * played by the heuristic bot through typed commands, option clicks and chat) rebuild
 * from config + actions to the stored state hash at every step, restore as sessions,
 * and survive an export/import round trip.
 */
import { toViewOptions } from '../../src/engine/index.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { createRandomBot } from '../../src/bot/random.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { DuelSession } from '../../src/chat/session.js';
import { loadDeck } from '../../src/cli/play.js';
import type { DeckList } from '../../src/engine/types.js';
import { SessionManager } from '../../src/server/sessions.js';
import { openDatabase } from '../../src/store/db.js';
import { exportSession, rebuild, sessionExportSchema } from '../../src/store/replay.js';
import { DuelStore } from '../../src/store/store.js';
import { defaultPersonaOnce } from '../../src/server/inputs.js';
import { tempDir } from './helpers.js';

const SESSIONS = 200;
const { engine } = defaultCards();
const tmp = tempDir('duel-replay-');
let store: DuelStore;
let manager: SessionManager;
const ids: string[] = [];

function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

/** A tiny seeded generator for the test's own choices. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

const CHAT = ['board', 'hello', 'what does my hand look like', 'show me your graveyard', 'help', 'can I attack?'];

beforeAll(async () => {
  store = new DuelStore(openDatabase(join(tmp.dir, 'replay.sqlite')));
  manager = new SessionManager({ store, model: null, modelBanner: 'offline', cacheSize: 32 });
  const decks = ['normals-yugi', 'normals-kaiba', 'normals-joey', 'normals-pegasus'].map(deck);
  const heuristic = createHeuristicBot();
  const random = createRandomBot('replay-test');
  const persona = defaultPersonaOnce();
  const t0 = performance.now();
  let replyMs = 0;
  for (let k = 0; k < SESSIONS; k++) {
    const next = rng(k + 1);
    const created = await manager.create({
      config: {
        format: k % 3 === 0 ? 'modern' : 'classic',
        seed: `replay-${k}`,
        decks: [decks[k % 4]!, decks[(k + 1 + (k >> 2)) % 4]!],
        firstPlayer: k % 5 === 0 ? 1 : k % 7 === 0 ? 'coin' : 0,
      },
      chainMode: k % 4 === 3 ? 'manual' : 'auto',
      userName: 'Tester',
      persona,
      personaId: null,
      deckIds: [null, null],
    });
    const id = created.row.id;
    ids.push(id);
    // Most sessions: a few replies; every 40th plays to the end.
    const replies = k % 40 === 0 ? 400 : 2 + Math.floor(next() * 5);
    for (let r = 0; r < replies; r++) {
      const pick = await manager.withSession(id, (s) => {
        if (s.state.result) return null;
        const options = manager.options(s);
        if (options.length === 0) return null;
        const policy = next() < 0.3 ? random : heuristic;
        const chosen = policy.choose(s.view(), toViewOptions(s.state, engine.legalActions(s.state), s.human));
        return options.find((o) => o.id === chosen.id) ?? options[0]!;
      });
      if (!pick) break;
      const roll = next();
      const request =
        roll < 0.1
          ? { kind: 'message' as const, text: CHAT[Math.floor(next() * CHAT.length)]! }
          : roll < 0.55
            ? { kind: 'message' as const, text: pick.command }
            : { kind: 'action' as const, optionId: pick.id };
      const r0 = performance.now();
      await manager.reply(id, request, { onChunk: () => undefined });
      replyMs += performance.now() - r0;
    }
  }
  if (process.env.REPLAY_TEST_TIMING) console.log(`recorded ${SESSIONS} sessions in ${Math.round(performance.now() - t0)} ms (replies ${Math.round(replyMs)} ms)`);
}, 120_000);

afterAll(() => {
  store.close();
  tmp.cleanup();
});

describe('replay determinism over recorded sessions', () => {
  it(`rebuilds ${SESSIONS} sessions to the stored state hash at every step`, () => {
    let steps = 0;
    let finished = 0;
    for (const id of ids) {
      const row = store.session(id)!;
      const actions = store.actions(id);
      expect(actions.map((a) => a.step)).toEqual(actions.map((_, i) => i + 1));
      const built = rebuild(engine, row.config, row.startHash, actions);
      expect(built.mismatch, id).toBeNull();
      expect(built.failure, id).toBeNull();
      expect(built.ok).toBe(true);
      expect(built.hashes).toEqual([row.startHash, ...actions.map((a) => a.stateHash)]);
      expect(built.hashes.at(-1)).toBe(row.stateHash);
      expect(Boolean(built.state!.result)).toBe(row.finished);
      // The stored events are the events the engine gives again.
      const events = store.events(id);
      expect(events.length).toBe(actions.length + 1);
      events.forEach((e, i) => expect(e.events, `${id} step ${i}`).toEqual(built.events[i]));
      steps += actions.length;
      if (row.finished) finished++;
    }
    expect(ids.length).toBe(SESSIONS);
    expect(steps).toBeGreaterThan(SESSIONS * 5);
    expect(finished).toBeGreaterThanOrEqual(SESSIONS / 40);
  });

  it('restores every session from the store as a DuelSession at the same state', () => {
    for (const id of ids) {
      const loaded = store.load(id)!;
      const s = DuelSession.restore(
        {
          version: 2,
          config: loaded.row.config,
          human: loaded.row.human,
          chainMode: loaded.row.chainMode,
          userName: loaded.row.userName,
          startHash: loaded.row.startHash,
          steps: loaded.actions.map((a) => ({ action: a.action, stateHash: a.stateHash })),
          history: loaded.messages.map(({ seq: _s, createdAt: _c, ...h }) => h),
          modelCalls: [],
          stateHash: loaded.row.stateHash,
          opened: loaded.row.opened,
          pendingChoices: loaded.row.pendingChoices,
          persona: loaded.row.persona,
        },
        { model: null },
      );
      expect(s.stateHash()).toBe(loaded.row.stateHash);
      expect(s.history.length).toBe(loaded.messages.length);
      // The rebuilt steps carry the same events the store kept when they were first played.
      const stored = store.events(id);
      expect(s.openingEvents).toEqual(stored[0]!.events);
      expect(s.steps.map((x) => x.events)).toEqual(stored.slice(1).map((e) => e.events));
    }
  });

  it('replays step by step with messages and events together, and round-trips through export/import', async () => {
    for (const id of ids.slice(0, 40)) {
      const input = { row: store.session(id)!, actions: store.actions(id), events: store.events(id), messages: store.messages(id) };
      const report = await manager.replay(id);
      expect(report.verified).toBe(true);
      expect(report.steps.every((s) => s.hashOk)).toBe(true);
      expect(report.steps.reduce((n, s) => n + s.messages.length, 0)).toBe(input.messages.length);
      const exported = JSON.parse(JSON.stringify(exportSession(engine.ctx.engineVersion, { ...input, modelCalls: store.modelCalls(id) }, 'now')));
      const parsed = sessionExportSchema.parse(exported);
      // What the route's signature check hands over for a signed export of these rows.
      const opened = { signed: true, seed: input.row.seed, salt: null, seedChosen: false, actions: input.actions.map((a) => a.action), base: null };
      const copy = manager.importExport(parsed, opened);
      const copyRow = store.session(copy.id)!;
      const texts = store.messages(copy.id).map((m) => m.text);
      if (input.row.finished) {
        expect(texts).toEqual(input.messages.map((m) => m.text));
        expect(copyRow.stateHash).toBe(input.row.stateHash);
        expect(store.actions(copy.id)).toEqual(input.actions);
      } else {
        // An unfinished duel is dealt again: it starts from the imported position, with no steps of its own.
        expect(copyRow.actionCount).toBe(0);
        // Its chat keeps every message, with the event lines of the steps it no longer has put in between as notes.
        expect(texts.filter((t) => input.messages.some((m) => m.text === t))).toEqual(input.messages.map((m) => m.text));
        expect(store.secrets.get(copy.id)!.base).not.toBeNull();
      }
    }
  });

  it('finds a changed action or hash at the step where it happens', () => {
    const id = ids.find((i) => store.actions(i).length >= 6)!;
    const row = store.session(id)!;
    const actions = store.actions(id);
    const badHash = actions.map((a, i) => (i === 3 ? { ...a, stateHash: 'ffffffffffffffff' } : a));
    expect(rebuild(engine, row.config, row.startHash, badHash).mismatch).toMatchObject({ step: 4, expected: 'ffffffffffffffff', actual: actions[3]!.stateHash });
    const otherSeed = rebuild(engine, { ...row.config, seed: 'not-the-seed' }, row.startHash, actions);
    expect(otherSeed.ok).toBe(false);
    expect(otherSeed.mismatch?.step ?? otherSeed.failure?.step).toBe(0);
  });
});
