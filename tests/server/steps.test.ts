/**
 * One path for a move: the engine is asked once per thing that happens. Creating a
 * session builds the duel once; a click is applied once (no re-application to learn its
 * events or hashes); a replay, an export and a fork apply nothing; loading a saved
 * session rebuilds it once. Counted on an engine whose calls are tallied.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCards } from '../../src/cards/catalog.js';
import { loadDeck } from '../../src/cli/play.js';
import type { Engine } from '../../src/engine/index.js';
import type { DeckList } from '../../src/engine/types.js';
import { defaultPersonaOnce } from '../../src/server/inputs.js';
import { SessionManager } from '../../src/server/sessions.js';
import { openDatabase } from '../../src/store/db.js';
import { DuelStore } from '../../src/store/store.js';
import { tempDir } from './helpers.js';

const tmp = tempDir('duel-steps-');
afterAll(() => tmp.cleanup());

function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

/** The default engine with its newDuel and apply calls counted. */
function countingEngine(): { engine: Engine; calls: { newDuel: number; apply: number } } {
  const { engine } = defaultCards();
  const calls = { newDuel: 0, apply: 0 };
  const counted: Engine = {
    ...engine,
    newDuel: (config) => {
      calls.newDuel++;
      return engine.newDuel(config);
    },
    apply: (state, action) => {
      calls.apply++;
      return engine.apply(state, action);
    },
  };
  return { engine: counted, calls };
}

describe('the engine is asked once per thing that happens', () => {
  it('creates once, applies each click once, replays and forks from the steps, rebuilds once on load', async () => {
    const { engine, calls } = countingEngine();
    const { db } = defaultCards();
    const path = join(tmp.dir, 'steps.sqlite');
    const store = new DuelStore(openDatabase(path));
    const manager = new SessionManager({ store, model: null, modelBanner: 'offline', engine, cards: db });
    const created = await manager.create({
      config: { format: 'classic', seed: 'steps-1', decks: [deck('normals-yugi'), deck('normals-kaiba')], firstPlayer: 0 },
      chainMode: 'auto',
      userName: 'Tester',
      persona: defaultPersonaOnce(),
      personaId: null,
      deckIds: [null, null],
    });
    const id = created.row.id;
    expect(calls.newDuel).toBe(1);
    // Every apply so far is a step the session recorded (the opening may hold the bot's or auto-passed moves).
    expect(calls.apply).toBe(store.actions(id).length);

    for (let i = 0; i < 6; i++) {
      const option = await manager.withSession(id, (s) => (s.state.result ? null : (manager.options(s)[0] ?? null)));
      if (!option) break;
      const before = calls.apply;
      const stepsBefore = store.actions(id).length;
      await manager.reply(id, { kind: 'action', optionId: option.id }, { onChunk: () => undefined });
      const added = store.actions(id).length - stepsBefore;
      expect(added).toBeGreaterThan(0);
      expect(calls.apply - before, `click ${i + 1}`).toBe(added);
    }
    const steps = store.actions(id).length;
    const events = store.events(id);
    expect(events.length).toBe(steps + 1);

    // Replay, fork: slices of the steps, nothing applied.
    const applied = calls.apply;
    const replay = await manager.replay(id, 1);
    expect(replay.verified).toBe(true);
    expect(replay.steps.length).toBe(steps + 1);
    expect(replay.at?.stateHash).toBe(store.actions(id)[0]!.stateHash);
    // A fork of the running duel starts from its state at that step, dealt again: no steps of its own, no new duel.
    const fork = await manager.fork(id, 0);
    expect(store.actions(fork.id)).toEqual([]);
    expect(store.events(fork.id).map((e) => e.events)).toEqual([[]]);
    expect(store.secrets.get(fork.id)!.base).not.toBeNull();
    expect(calls.apply).toBe(applied);
    expect(calls.newDuel).toBe(1);

    // A restart: nothing is rebuilt until the session is first used; then once, every stored hash checked.
    const again = new SessionManager({ store, model: null, modelBanner: 'offline', engine, cards: db });
    expect(calls.newDuel).toBe(1);
    const hash = await again.withSession(id, (s) => s.stateHash());
    expect(hash).toBe(store.session(id)!.stateHash);
    expect(calls.newDuel).toBe(2);
    await again.withSession(id, (s) => s.stateHash());
    expect(calls.newDuel).toBe(2);
    store.close();
  });
});
