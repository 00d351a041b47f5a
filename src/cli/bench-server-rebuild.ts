/**
 * The rebuild half of `npm run bench:server`: the longest legal duel the card pool allows,
 * saved as a session, then loaded and restored (a cache miss) and rebuilt checking every
 * stored hash (start-up and replay), timed over several runs.
 */
import { join } from 'node:path';
import { defaultCards } from '../cards/catalog.js';
import { DuelSession } from '../chat/session.js';
import type { Action, DeckList, DuelConfig } from '../engine/types.js';
import { defaultPersonaOnce } from '../server/inputs.js';
import { openDatabase } from '../store/db.js';
import { rebuild } from '../store/replay.js';
import { DuelStore, type StepRecord } from '../store/store.js';

/** The longest legal duel the card pool gives: 60-card decks of Normal Monsters, every position changed, no attacks. */
function longDuel(): { config: DuelConfig; actions: Action[] } {
  const { engine, db } = defaultCards();
  const normals = db.all().filter((c) => c.frame === 'normal' && c.scripted && (c.level ?? 0) <= 4).map((c) => c.passcode);
  const deckFrom = (offset: number): DeckList => {
    const main: number[] = [];
    for (let i = 0; main.length < 60; i++) {
      const p = normals[(offset + i) % normals.length]!;
      main.push(p, p, p);
    }
    return { main: main.slice(0, 60), extra: [] };
  };
  const config: DuelConfig = { format: 'classic', seed: 'bench-rebuild', decks: [deckFrom(0), deckFrom(20)], firstPlayer: 0 };
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error(start.problems.join('; '));
  const order = ['normal-summon', 'flip-summon', 'change-position', 'set-spell-trap', 'enter-battle', 'end-battle', 'discard', 'pass', 'end-turn'];
  let state = start.state;
  const actions: Action[] = [];
  while (!state.result && actions.length < 1000) {
    const options = engine.legalActions(state).filter((o) => o.action.type !== 'attack' && o.action.type !== 'surrender');
    const option = order.map((t) => options.find((o) => o.action.type === t)).find((o) => o) ?? options[0];
    if (!option) break;
    const r = engine.apply(state, option.action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    actions.push(option.action);
  }
  return { config, actions };
}

/** The duel saved as a session (its steps computed once here), as the service would have written it. */
function saveDuel(store: DuelStore, engine: ReturnType<typeof defaultCards>['engine'], config: DuelConfig, actions: Action[]): string {
  const start = engine.newDuel(config);
  if (!start.ok) throw new Error('duel');
  let state = start.state;
  const steps: StepRecord[] = actions.map((action) => {
    const r = engine.apply(state, action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    return { action, stateHash: engine.hash(state), events: r.events };
  });
  const id = 's_benchrebuild0000';
  store.createSession(
    {
      id,
      tokenHash: '0'.repeat(64),
      config,
      persona: defaultPersonaOnce(),
      personaId: null,
      deckIds: [null, null],
      human: 0,
      chainMode: 'auto',
      userName: 'Bench',
      engineVersion: start.state.engineVersion,
      startHash: engine.hash(start.state),
      openingEvents: start.events,
      origin: 'created',
    },
    {
      steps,
      messages: actions.map((a, i) => ({ role: 'user' as const, kind: 'action' as const, text: a.type, shared: null, actions: i })),
      modelCalls: [],
      opened: true,
      pendingChoices: [],
      result: state.result,
      engineVersion: state.engineVersion,
    },
  );
  return id;
}

export function measureRebuild(dir: string, runs: number): { actions: number; loadRestore: number[]; verified: number[] } {
  const { engine } = defaultCards();
  const { config, actions } = longDuel();
  const store = new DuelStore(openDatabase(join(dir, 'rebuild.sqlite')));
  try {
    const id = saveDuel(store, engine, config, actions);
    const persona = defaultPersonaOnce();
    const loadRestore: number[] = [];
    const verified: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      let t0 = performance.now();
      const loaded = store.load(id)!;
      const session = DuelSession.restore(
        {
          version: 2,
          config: loaded.row.config,
          human: 0,
          chainMode: 'auto',
          userName: loaded.row.userName,
          startHash: loaded.row.startHash,
          steps: loaded.actions.map((a) => ({ action: a.action, stateHash: a.stateHash })),
          history: loaded.messages.map(({ seq: _s, createdAt: _c, ...h }) => h),
          modelCalls: [],
          stateHash: loaded.row.stateHash,
          opened: true,
          pendingChoices: [],
          persona: loaded.row.persona,
        },
        { model: null, engine, persona },
      );
      const restoreMs = performance.now() - t0;
      if (session.stateHash() !== loaded.row.stateHash) throw new Error('restore gave another state');
      t0 = performance.now();
      const again = store.load(id)!;
      const check = rebuild(engine, again.row.config, again.row.startHash, again.actions);
      const verifyMs = performance.now() - t0;
      if (!check.ok) throw new Error('rebuild did not verify');
      if (i >= 3) {
        loadRestore.push(restoreMs);
        verified.push(verifyMs);
      }
    }
    return { actions: actions.length, loadRestore, verified };
  } finally {
    store.close();
  }
}
