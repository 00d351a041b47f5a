/**
 * redeal: a state dealt again for one player keeps everything that player can see or
 * has seen, and deals the rest (Deck order, the opponent's unseen hand and Set cards)
 * again from its seed.
 */
import { describe, expect, it } from 'vitest';
import { createRandomBot } from '../../src/bot/random.js';
import { botChoice } from '../../src/bot/types.js';
import { loadDeckFile } from '../../src/cards/deckFiles.js';
import { learn, NO_KNOWLEDGE, redeal, type Knowledge } from '../../src/engine/redeal.js';
import { checkInvariants } from '../../src/engine/testing/invariants.js';
import { canSee } from '../../src/engine/text/describe.js';
import type { DuelState, PlayerId } from '../../src/engine/types.js';
import type { DuelView } from '../../src/engine/view.js';
import { engine } from './board.js';

const VIEWER: PlayerId = 0;

/** A duel between random bots up to `steps` actions, with what player 0 learned on the way. */
function playTo(seed: string, steps: number): { state: DuelState; known: Knowledge } {
  const created = engine.newDuel({ format: 'classic', seed, decks: [loadDeckFile('starter-yugi'), loadDeckFile('starter-kaiba')] });
  if (!created.ok) throw new Error(created.problems.join('; '));
  let state = created.state;
  let known = learn(NO_KNOWLEDGE, state, created.events, VIEWER);
  const bots = [createRandomBot(`${seed}:0`), createRandomBot(`${seed}:1`)];
  for (let i = 0; i < steps && !state.result && state.pending; i++) {
    const player = state.pending.player;
    const r = engine.apply(state, botChoice(bots[player]!, engine, state, player).action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
    known = learn(known, state, r.events, VIEWER);
  }
  return { state, known };
}

/** A view with the opaque ids of hidden cards blanked (they are keyed by the seed, which a redeal replaces). */
function publicView(state: DuelState): unknown {
  const v: DuelView = engine.view(state, VIEWER);
  return JSON.parse(JSON.stringify(v), (key, value) => (value && typeof value === 'object' && value.known === false ? { ...value, id: 'hidden' } : value));
}

const passcodesOf = (s: DuelState, ids: readonly number[]): number[] => ids.map((id) => s.cards[id]!.passcode);
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

describe('redeal', () => {
  it('keeps the public state and what the viewer saw, deals Decks and unseen cards again, deterministically', () => {
    let handChanged = 0;
    let setChanged = 0;
    let checkedSet = 0;
    for (const seed of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']) {
      const { state, known } = playTo(`redeal:${seed}`, 60);
      const dealt = redeal(state, VIEWER, `fresh:${seed}`, known);
      // Deterministic for a seed, different for another one.
      expect(engine.hash(redeal(state, VIEWER, `fresh:${seed}`, known))).toBe(engine.hash(dealt));
      expect(engine.hash(redeal(state, VIEWER, `other:${seed}`, known))).not.toBe(engine.hash(dealt));
      expect(dealt.seed).toBe(`fresh:${seed}`);
      expect(checkInvariants(dealt)).toEqual([]);
      // Everything the viewer can see is the same.
      expect(publicView(dealt)).toEqual(publicView(state));
      const seen = new Set(known.seen);
      for (const card of state.cards) {
        const after = dealt.cards[card.id]!;
        // No card changes place; cards seen (face-up, Graveyard, own hand, revealed) keep their identity.
        expect([after.location, after.zone, after.faceUp, after.owner]).toEqual([card.location, card.zone, card.faceUp, card.owner]);
        if (seen.has(card.id) || canSee(state, card.id, VIEWER) || card.location === 'graveyard') expect(after.passcode).toBe(card.passcode);
        if (card.location === 'extra') expect(after.passcode).toBe(card.passcode);
      }
      for (const p of [0, 1] as const) {
        const before = state.players[p];
        const now = dealt.players[p];
        // Each player's cards are the same cards, and each Deck holds the same instances in a new order.
        const owned = (s: DuelState) => sorted(s.cards.filter((c) => c.owner === p).map((c) => c.passcode));
        expect(owned(dealt)).toEqual(owned(state));
        expect(sorted([...now.deck])).toEqual(sorted([...before.deck]));
        if (before.deck.length > 5) expect(now.deck).not.toEqual(before.deck);
        // The viewer's own hand and Deck contents are theirs alone: never swapped.
        if (p === VIEWER) {
          expect(passcodesOf(dealt, now.hand)).toEqual(passcodesOf(state, before.hand));
          expect(sorted(passcodesOf(dealt, [...now.deck]))).toEqual(sorted(passcodesOf(state, [...before.deck])));
        }
      }
      const opp = state.players[1];
      if (passcodesOf(dealt, opp.hand).join() !== passcodesOf(state, opp.hand).join()) handChanged++;
      for (const id of [...opp.monsters, ...opp.spellTraps]) {
        if (id === null || state.cards[id]!.faceUp || seen.has(id)) continue;
        checkedSet++;
        const was = state.catalog[state.cards[id]!.passcode]!;
        const now = dealt.catalog[dealt.cards[id]!.passcode]!;
        if (now.passcode !== was.passcode) setChanged++;
        // A Set card stays a card that could have been Set that way.
        if (was.kind === 'monster') expect([now.kind, now.level <= 4, now.normalSummonable]).toEqual(['monster', was.level <= 4, was.normalSummonable]);
        else expect(['spell', 'trap']).toContain(now.kind);
      }
      // The dealt state plays on.
      let s = dealt;
      const bot = createRandomBot('after');
      for (let i = 0; i < 30 && !s.result && s.pending; i++) {
        const r = engine.apply(s, botChoice(bot, engine, s, s.pending.player).action);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(checkInvariants(s)).toEqual([]);
    }
    expect(handChanged).toBeGreaterThan(0);
    expect(checkedSet).toBeGreaterThan(0);
    expect(setChanged).toBeGreaterThan(0);
  });

  it('learn: a card put back on top of a Deck keeps its place until a shuffle; seen cards stay seen', () => {
    const { state } = playTo('redeal:learn', 10);
    const top = state.players[1].deck[0]!;
    const known = learn({ seen: [], knownTop: [[], []] }, { ...state, cards: state.cards }, [{ n: 1, type: 'look', player: VIEWER, owner: 1, from: 'deck', cards: [top], passcodes: [state.cards[top]!.passcode] }], VIEWER);
    expect(known.knownTop[1]).toEqual([top]);
    expect(known.seen).toContain(top);
    for (const seed of ['a', 'b', 'c']) {
      const dealt = redeal(state, VIEWER, seed, known);
      expect(dealt.players[1].deck[0]).toBe(top);
      expect(dealt.cards[top]!.passcode).toBe(state.cards[top]!.passcode);
    }
    const shuffled = learn(known, state, [{ n: 2, type: 'shuffle', player: 1 }], VIEWER);
    expect(shuffled.knownTop[1]).toEqual([]);
    expect(shuffled.seen).toContain(top);
  });
});
