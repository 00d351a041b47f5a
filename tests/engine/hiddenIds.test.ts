import { describe, expect, it } from 'vitest';
import { clientEvents, fromViewId, fromViewOption, toViewId, toViewOptions } from '../../src/engine/index.js';
import { parseCommand } from '../../src/engine/text/grammar.js';
import { HiddenIdWatch } from '../../src/engine/testing/hiddenIds.js';
import { OPAQUE_BASE } from '../../src/engine/viewIds.js';
import type { DuelEvent, DuelState, PlayerId } from '../../src/engine/types.js';
import type { DuelView } from '../../src/engine/view.js';
import { board, engine, idOf } from './board.js';

/** Runs a typed command for `player`, passing every response window on the way; returns the state and all events. */
function say(state: DuelState, player: PlayerId, command: string): { state: DuelState; events: DuelEvent[] } {
  let s = state;
  const events: DuelEvent[] = [];
  while (s.pending?.kind === 'respond' && !(s.pending.player === player && command === 'pass')) {
    const r = engine.apply(s, { type: 'pass', player: s.pending.player });
    if (!r.ok) throw new Error(r.rejection.message);
    events.push(...r.events);
    s = r.state;
  }
  const parsed = parseCommand(s, player, command, engine);
  if (parsed.kind !== 'option') throw new Error(`"${command}" did not parse to one option: ${JSON.stringify(parsed).slice(0, 300)}`);
  const r = engine.apply(s, parsed.option.action);
  if (!r.ok) throw new Error(r.rejection.message);
  events.push(...r.events);
  s = r.state;
  while (s.pending?.kind === 'respond') {
    const p = engine.apply(s, { type: 'pass', player: s.pending.player });
    if (!p.ok) throw new Error(p.rejection.message);
    events.push(...p.events);
    s = p.state;
  }
  return { state: s, events };
}

/**
 * Player 1's face-up Man-Eater Bug attacks player 0's face-down Hane-Hane, whose Flip
 * effect bounces the Bug to player 1's hand; player 1 then Sets it again. Player 0 is
 * the one who must not be able to follow the Bug into hiding.
 */
function bounceAndSet() {
  const start = board({
    turn: 4,
    turnPlayer: 1,
    phase: 'battle',
    sides: [
      { monsters: [{ card: 'Hane-Hane', faceDown: true }], deck: ['Feral Imp', 'Feral Imp'] },
      { monsters: [{ card: 'Man-Eater Bug' }], hand: ['Celtic Guardian'], deck: ['Silver Fang', 'Silver Fang'] },
    ],
  });
  const bug = idOf(start, 'Man-Eater Bug', 1);
  const seenFaceUp = engine.view(start, 0).opponent.monsters[0]!;
  const attack = say(start, 1, 'attack om1 with Man-Eater Bug');
  const bounce = say(attack.state, 0, 'choose Man-Eater Bug');
  // With no attacker left, the Battle Phase ends by itself: Main Phase 2.
  expect(bounce.state.phase).toBe('main2');
  const set = say(bounce.state, 1, 'set Man-Eater Bug');
  return { start, bug, seenFaceUp, bounce, set };
}

describe('opaque ids for hidden cards', () => {
  it('a face-up card bounced to the hand and Set again cannot be followed by its id, in views, events and options', () => {
    const { start, bug, seenFaceUp, bounce, set } = bounceAndSet();
    // Face-up, player 0 knows the Bug by its instance id.
    expect(seenFaceUp).toMatchObject({ id: bug, known: true, name: 'Man-Eater Bug' });

    // The bounce: the event player 0 gets names the card in the hand by a new opaque id.
    const returned = clientEvents(bounce.state, bounce.events, 0).find((e) => e.type === 'returned-to-hand') as Extract<DuelEvent, { type: 'returned-to-hand' }>;
    expect(returned).toBeDefined();
    expect(returned.card).not.toBe(bug);
    expect(returned.card).toBeGreaterThanOrEqual(OPAQUE_BASE);
    // Its owner still sees its own card by instance id.
    const ownerReturned = clientEvents(bounce.state, bounce.events, 1).find((e) => e.type === 'returned-to-hand') as { card: number };
    expect(ownerReturned.card).toBe(bug);

    // Set again: a third id, unlinked to both earlier ones; the view and the event agree on it.
    const faceDown = engine.view(set.state, 0).opponent.monsters.find((c) => c !== null)!;
    expect(faceDown).toMatchObject({ known: false, faceUp: false, position: 'defense' });
    expect(faceDown.name).toBeUndefined();
    expect(faceDown.id).not.toBe(bug);
    expect(faceDown.id).not.toBe(returned.card);
    expect(faceDown.id).toBeGreaterThanOrEqual(OPAQUE_BASE);
    const setEvent = clientEvents(set.state, set.events, 0).find((e) => e.type === 'set-monster') as { card: number };
    expect(setEvent.card).toBe(faceDown.id);
    expect(engine.view(set.state, 1).you.monsters.find((c) => c !== null)!.id).toBe(bug);
    expect(JSON.stringify(engine.view(set.state, 0))).not.toContain(`"id":${bug},`);

    // The engine can map the opaque id back for player 0, and an instance id of a hidden card maps to nothing.
    expect(fromViewId(set.state, faceDown.id, 0)).toBe(bug);
    expect(fromViewId(set.state, bug, 0)).toBeUndefined();
    expect(fromViewId(set.state, faceDown.id, 1)).toBeUndefined();
    expect(toViewId(set.state, bug, 1)).toBe(bug);

    // Same seed and actions: the same ids (deterministic), and the same state hashes.
    const again = bounceAndSet();
    expect(engine.view(again.set.state, 0)).toEqual(engine.view(set.state, 0));
    expect(engine.hash(again.set.state)).toBe(engine.hash(set.state));
    expect(engine.view(start, 0).opponent.monsters[0]!.id).toBe(bug);
  });

  it('attacking a face-down monster: the option names it by opaque id, resolves back, and instance ids cannot be typed to probe it', () => {
    const { bug, set } = bounceAndSet();
    // On to player 0's turn and Battle Phase, with a monster of their own to attack with.
    let s = set.state;
    if (s.turnPlayer === 1) s = say(s, 1, 'end turn').state;
    expect(s.pending).toMatchObject({ kind: 'main', player: 0 });
    s = say(s, 0, 'summon Feral Imp').state;
    s = say(s, 0, 'battle').state;
    const real = engine.legalActions(s);
    const shown = toViewOptions(s, real, 0);
    const at = real.findIndex((o) => o.action.type === 'attack' && o.action.target === bug);
    expect(at).toBeGreaterThanOrEqual(0);
    const viewId = engine.view(s, 0).opponent.monsters.find((c) => c && !c.known)!.id;
    expect(shown[at]!.id).toBe(`attack:${idOf(s, 'Feral Imp', 0)}:${viewId}`);
    expect(shown[at]!.action).toMatchObject({ type: 'attack', target: viewId });
    expect(shown.map((o) => o.id).join(' ')).not.toContain(`:${bug}`);
    expect(fromViewOption(s, real, 0, shown[at]!.id)).toBe(real[at]);
    // Typed (or clicked) as shown, the option is found; typed with the instance id, it is not.
    const byShown = parseCommand(s, 0, shown[at]!.id, engine);
    expect(byShown.kind === 'option' && byShown.option.id).toBe(real[at]!.id);
    const byReal = parseCommand(s, 0, real[at]!.id, engine);
    expect(byReal.kind === 'option' && byReal.option.id === real[at]!.id).toBe(false);
  });

  it('the fuzzer witness flags a view that shows a hidden card by an id seen on a public card', () => {
    const { start, set, bug } = bounceAndSet();
    const watch = new HiddenIdWatch();
    watch.step(start);
    watch.views(start);
    expect(watch.problems).toEqual([]);
    watch.step(set.state);
    watch.views(set.state);
    expect(watch.problems).toEqual([]);
    // A view builder that forgets the mapping (instance ids on hidden cards) is caught.
    const leaky = (s: DuelState, v: PlayerId): DuelView => {
      const dv = engine.view(s, v);
      const mons = dv.opponent.monsters.map((c, i) => (c && !c.known ? { ...c, id: s.players[v === 0 ? 1 : 0].monsters[i]! } : c));
      return { ...dv, opponent: { ...dv.opponent, monsters: mons } };
    };
    watch.views(set.state, leaky);
    expect(watch.problems.join('\n')).toContain(`hidden card ${bug} shown to player 0 by an instance id`);
    // So is an opaque id that comes back for a card in a new hiding period: going back to
    // a state where the Bug is face-up and then to the same Set state again replays an id
    // the player already saw for the earlier hiding.
    const sticky = new HiddenIdWatch();
    sticky.step(set.state);
    sticky.views(set.state);
    expect(sticky.problems).toEqual([]);
    sticky.step(start);
    sticky.views(start);
    sticky.step(set.state);
    sticky.views(set.state);
    const id = engine.view(set.state, 0).opponent.monsters.find((c) => c && !c.known)!.id;
    expect(sticky.problems.join('\n')).toContain(`opaque id ${id} for card:period ${bug}:2 of player 0 was already used for ${bug}:1`);
  });
});
