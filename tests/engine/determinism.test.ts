import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { engine } from './board.js';
import { parseYdk } from '../../src/cards/ydk.js';
import { nextInt, seedPrng } from '../../src/engine/prng.js';
import { toViewId } from '../../src/engine/viewIds.js';
import type { Action, DuelConfig, DuelState } from '../../src/engine/types.js';

const deck = (name: string) => {
  const r = parseYdk(readFileSync(new URL(`../../data/decks/${name}.ydk`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error('deck fixture broken');
  return { main: r.deck.main, extra: r.deck.extra };
};
const config = (seed: string, format: DuelConfig['format'] = 'classic'): DuelConfig => ({
  format,
  seed,
  decks: [deck('normals-pegasus'), deck('normals-kaiba')],
});

/** Plays a duel choosing options with a separate seeded picker; returns every state and action. */
function playOut(cfg: DuelConfig, pickerSeed: string, maxSteps = 400) {
  const start = engine.newDuel(cfg);
  if (!start.ok) throw new Error(start.problems.join());
  const picker = seedPrng(pickerSeed);
  const states: DuelState[] = [start.state];
  const actions: Action[] = [];
  let s = start.state;
  while (!s.result && actions.length < maxSteps) {
    const options = engine.legalActions(s);
    const action = options[nextInt(picker, options.length)]!.action;
    const r = engine.apply(s, action);
    if (!r.ok) throw new Error(r.rejection.message);
    actions.push(action);
    states.push(r.state);
    s = r.state;
  }
  return { states, actions };
}

describe('determinism, replay and purity', () => {
  it('the same config and actions replay to the same state hash at every step', () => {
    for (const format of ['classic', 'modern'] as const) {
      const cfg = config(`replay-${format}`, format);
      const { states, actions } = playOut(cfg, 'picker');
      const hashes = states.map(engine.hash);
      const r = engine.replay(cfg, actions, hashes);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(r.hashes).toEqual(hashes);
        expect(r.state.actionCount).toBe(actions.length);
      }
      expect(new Set(hashes).size).toBe(hashes.length);
    }
  });

  it('a stored hash that disagrees is reported with its step, and a refused action stops the replay', () => {
    const cfg = config('tamper');
    const { states, actions } = playOut(cfg, 'p', 30);
    const hashes = states.map(engine.hash);
    const tampered = [...hashes];
    tampered[7] = '0000000000000000';
    const r = engine.replay(cfg, actions, tampered);
    expect(r).toMatchObject({ ok: false, step: 7 });
    if (!r.ok) expect(r.reason).toContain('0000000000000000');
    const bad = [...actions.slice(0, 5), { type: 'attack', player: 0, attacker: 9999, target: null } as Action];
    const refused = engine.replay(cfg, bad);
    expect(refused).toMatchObject({ ok: false, step: 6 });
    if (!refused.ok) expect(refused.rejection).toBeDefined();
  });

  it('different seeds shuffle differently and assign instance ids in a different order', () => {
    const a = engine.newDuel(config('seed-a'));
    const b = engine.newDuel(config('seed-b'));
    if (!a.ok || !b.ok) throw new Error('no duel');
    const order = (s: DuelState) => s.players[0].deck.map((id) => s.cards[id]!.passcode);
    expect(order(a.state)).not.toEqual(order(b.state));
    expect(a.state.cards.map((c) => c.passcode)).not.toEqual(b.state.cards.map((c) => c.passcode));
    expect(engine.hash(a.state)).not.toBe(engine.hash(b.state));
    const again = engine.newDuel(config('seed-a'));
    expect(again.ok && engine.hash(again.state)).toBe(engine.hash(a.state));
  });

  it('apply never changes its input, and branching from an older state keeps both histories intact', () => {
    const cfg = config('branch');
    const { states, actions } = playOut(cfg, 'x', 60);
    const snapshots = states.map((s) => JSON.stringify({ ...s, log: s.log.slice(0, s.actionCount) }));
    // Branch from step 20 with every other option than the one taken.
    const base = states[20]!;
    for (const option of engine.legalActions(base)) {
      const r = engine.apply(base, option.action);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.state.log.slice(0, r.state.actionCount)).toEqual([...actions.slice(0, 20), option.action]);
    }
    states.forEach((s, i) => expect(JSON.stringify({ ...s, log: s.log.slice(0, s.actionCount) })).toBe(snapshots[i]));
    expect(states.at(-1)!.log.slice(0, states.at(-1)!.actionCount)).toEqual(actions);
  });

  it('the state survives a JSON round trip and plays on identically', () => {
    const cfg = config('json', 'modern');
    const { states } = playOut(cfg, 'y', 40);
    const last = states.at(-1)!;
    const copy = JSON.parse(JSON.stringify({ ...last, log: last.log.slice(0, last.actionCount) })) as DuelState;
    expect(engine.hash(copy)).toBe(engine.hash(last));
    const option = engine.legalActions(last)[0]!;
    const a = engine.apply(last, option.action);
    const b = engine.apply(copy, option.action);
    expect(a.ok && b.ok && engine.hash(a.state) === engine.hash(b.state)).toBe(true);
  });
});

describe('views', () => {
  it('a view hides the opponent\'s hand, both Deck orders, the opponent\'s face-down cards and Extra Deck', () => {
    const start = engine.newDuel({ format: 'modern', seed: 'view', decks: [deck('normals-yugi'), { ...deck('starter-joey') }] });
    if (!start.ok) throw new Error(start.problems.join());
    // Player 0 Sets a monster; then look from player 1's side.
    const setOption = engine.legalActions(start.state).find((o) => o.action.type === 'set-monster')!;
    const r = engine.apply(start.state, setOption.action);
    if (!r.ok) throw new Error(r.rejection.message);
    const s = r.state;
    const setCard = setOption.action.type === 'set-monster' ? setOption.action.card : -1;
    const v1 = engine.view(s, 1);
    const text = JSON.stringify(v1);
    const hidden = [...s.players[0].hand, ...s.players[0].deck, setCard, ...s.players[1].deck];
    expect(v1.opponent.hand).toEqual([]);
    expect(v1.opponent.handCount).toBe(s.players[0].hand.length);
    expect(v1.opponent.deckCount).toBe(s.players[0].deck.length);
    expect(v1.opponent.extra).toEqual([]);
    expect(v1.opponent.extraCount).toBe(0);
    expect(v1.you.extra.map((c) => c.name).sort()).toEqual(['Flame Swordsman', 'Thousand Dragon']);
    const zone = s.cards[setCard]!.zone;
    // The Set card goes by an opaque id in the opponent's view, never by its instance id.
    expect(v1.opponent.monsters[zone]).toEqual({ id: toViewId(s, setCard, 1), known: false, position: 'defense', faceUp: false, zone });
    expect(v1.opponent.monsters[zone]!.id).not.toBe(setCard);
    // No passcode or name of a hidden card appears anywhere in the view.
    for (const id of hidden) {
      const facts = s.catalog[s.cards[id]!.passcode]!;
      const visibleElsewhere = [...s.players[1].hand, ...s.players[1].extra].some((own) => s.cards[own]!.passcode === facts.passcode);
      if (!visibleElsewhere) expect(text).not.toContain(facts.name);
    }
    // The owner sees their own Set card.
    const v0 = engine.view(s, 0);
    expect(v0.you.monsters[zone]).toMatchObject({ id: setCard, known: true, faceUp: false });
    expect(v0.you.hand.every((c) => c.known)).toBe(true);
  });
});
