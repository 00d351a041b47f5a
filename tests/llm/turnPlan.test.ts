import { describe, expect, it } from 'vitest';
import type { DuelEvent, Option } from '../../src/engine/types.js';
import type { DuelView } from '../../src/engine/view.js';
import { isQuietWindow, laterSteps, TurnPlanner, unplannedChange, type SeenEvent } from '../../src/llm/turnPlan.js';
import { db, deck, engine } from '../chat/helpers.js';
import { BOT, HUMAN, persona, PlanModel, runDuel } from './planDuel.js';

const NORMALS = (): [ReturnType<typeof deck>, ReturnType<typeof deck>] => [deck('normals-yugi'), deck('normals-kaiba')];

/** The bot's first Main Phase decision with a summon available, from a real duel. */
function botMainPhase(): { view: DuelView; options: Option[] } {
  const created = engine.newDuel({ format: 'classic', seed: 'plan-unit', decks: NORMALS(), firstPlayer: BOT });
  if (!created.ok) throw new Error('duel');
  let state = created.state;
  for (let i = 0; i < 50; i++) {
    const options = engine.legalActions(state);
    if (state.turn > 1 && state.pending!.player === BOT && state.pending!.kind === 'main' && options.some((o) => o.id.startsWith('summon:'))) {
      return { view: engine.view(state, BOT), options };
    }
    const pass = options.find((o) => o.action.type === 'pass') ?? options[0]!;
    const r = engine.apply(state, pass.action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
  }
  throw new Error('no main phase found');
}

const event = (n: number, body: Record<string, unknown>): SeenEvent => ({ event: { n, ...body } as DuelEvent, text: `event ${n}` });

describe('TurnPlanner', () => {
  it('makes one plan per bot turn and follows it step by step, in order, while its steps stay legal', async () => {
    const model = new PlanModel();
    const run = await runDuel(NORMALS(), 'plan-follow', model, 700);
    const byTurn = new Map<number, typeof run.decisions>();
    for (const d of run.decisions) byTurn.set(d.turn, [...(byTurn.get(d.turn) ?? []), d]);
    const botTurns = [...byTurn.entries()].filter(([turn]) => turn % 2 === 0);
    expect(botTurns.length).toBeGreaterThanOrEqual(3);
    expect(model.requests.length).toBeGreaterThan(0);
    let followed = 0;
    for (const [, decisions] of botTurns) {
      const calls = decisions.filter((d) => d.move.records.length > 0);
      // The first call of a turn is the plan; any other call comes from a surprise (a face-down monster flipped by an attack).
      expect(calls[0]?.move.replanReason ?? 'new turn').toBe('new turn');
      for (const c of calls.slice(1)) expect(c.move.replanReason).toMatch(/flip event|reveal event/);
      // Between two calls, the planned moves are taken in the plan's order.
      let plan: string[] = [];
      let at = 0;
      for (const d of decisions) {
        if (d.move.source === 'new-plan') {
          const answer = model.requests.find((r) => r.state.turn === d.turn && (r.answer as { now: string }).now === d.move.option.id)!.answer as { now: string; then: string[] };
          plan = [answer.now, ...answer.then];
          at = 1;
          expect(d.move.line).toBe('Let us see what this does.');
        } else if (d.move.source === 'plan' && d.move.option.action.type !== 'pass') {
          const index = plan.indexOf(d.move.option.id, at);
          expect(index, `${d.move.option.id} follows the plan ${plan.join(', ')}`).toBeGreaterThanOrEqual(at);
          at = index + 1;
          followed++;
          expect(d.move.line).toBeUndefined();
        }
        expect(d.options.map((o) => o.id)).toContain(d.move.option.id);
      }
      expect(calls.length).toBeLessThanOrEqual(3);
    }
    expect(followed).toBeGreaterThan(botTurns.length);
    // The human's turns cost no call: a duel of Normal Monsters has nothing to respond with.
    expect(model.requests.every((r) => r.state.turnPlayer === BOT)).toBe(true);
  });

  it('asks again when the opponent acts or a card is drawn, never for the bot\'s own moves, and within the budget', async () => {
    const { view, options } = botMainPhase();
    const model = new PlanModel();
    const planner = new TurnPlanner({ model, persona, userName: 'Alex', cards: db, maxPlansPerTurn: 3 });
    const first = await planner.decide({ view, options, events: [] });
    expect(first.source).toBe('new-plan');
    expect(first.option.id).toMatch(/^summon:/);
    expect(model.requests).toHaveLength(1);
    const steps = planner.remaining();
    expect(steps).toContain('battle');

    // The bot's own summon is what the plan expected: the next step, no call.
    const own = await planner.decide({ view, options, events: [event(10_000, { type: 'normal-summon', player: BOT, card: 1, tribute: false })] });
    expect(own.source).toBe('plan');
    expect(own.option.id).toBe('battle');
    expect(model.requests).toHaveLength(1);

    const theirs = await planner.decide({ view, options, events: [event(10_001, { type: 'activate', player: HUMAN, card: 2, effect: 'e', link: 1, targets: [] })] });
    expect(theirs.source).toBe('new-plan');
    expect(theirs.replanReason).toBe('opponent activate');
    expect(model.requests).toHaveLength(2);

    const drawn = await planner.decide({ view, options, events: [event(10_002, { type: 'draw', player: BOT, card: -1 })] });
    expect(drawn.replanReason).toBe('a card came to the hand');
    expect(model.requests).toHaveLength(3);

    // An event already seen (same n) changes nothing; a fourth surprise is over the budget.
    const again = await planner.decide({ view, options, events: [event(10_002, { type: 'draw', player: BOT, card: -1 })] });
    expect(again.source).toBe('plan');
    const over = await planner.decide({ view, options, events: [event(10_003, { type: 'reveal', player: HUMAN, cards: [3] })] });
    expect(over.source).toBe('heuristic');
    expect(model.requests).toHaveLength(3);

    // A new turn starts a new plan.
    const next = await planner.decide({ view: { ...view, turn: view.turn + 2 }, options, events: [] });
    expect(next.source).toBe('new-plan');
    expect(next.replanReason).toBe('new turn');
    expect(model.requests).toHaveLength(4);
  });

  it('answers quiet response windows with the heuristic and no call; an opponent\'s attack or chain link gets a call', async () => {
    const { view } = botMainPhase();
    const trap: Option = { id: 'activate:999:e', label: 'Activate a trap (s1)', action: { type: 'activate', player: BOT, card: 999, effect: 'e' }, tags: [] };
    const pass: Option = { id: 'pass', label: 'Pass (do not respond)', action: { type: 'pass', player: BOT } };
    const respond = (over: Partial<DuelView>): DuelView => ({ ...view, pending: { kind: 'respond', player: BOT }, ...over });

    const quiet = respond({ window: 'open', chain: [] });
    expect(isQuietWindow(quiet, [trap, pass], pass)).toBe(true);
    expect(isQuietWindow(respond({ window: 'phase-end', turnPlayer: HUMAN }), [trap, pass], pass)).toBe(true);
    expect(isQuietWindow(respond({ window: 'attack-declared', turnPlayer: HUMAN }), [trap, pass], pass)).toBe(false);
    const link = { link: 1, player: HUMAN as 0, card: { id: 5, known: true, name: 'Dark Hole' }, effect: 'e', negated: null };
    expect(isQuietWindow(respond({ window: 'open', chain: [link] }), [trap, pass], pass)).toBe(false);
    // The heuristic wanting to activate makes a window worth a look; no activation at all is always quiet.
    expect(isQuietWindow(quiet, [trap, pass], trap)).toBe(false);
    expect(isQuietWindow(respond({ window: 'attack-declared', turnPlayer: HUMAN }), [pass, { ...pass, id: 'pass2' }], pass)).toBe(true);

    const model = new PlanModel();
    const planner = new TurnPlanner({ model, persona, userName: 'Alex', cards: db });
    const q = await planner.decide({ view: quiet, options: [trap, pass], events: [] });
    expect(q).toMatchObject({ source: 'quiet', option: { id: 'pass' }, records: [] });
    expect(model.requests).toHaveLength(0);
    const attacked = respond({ window: 'attack-declared', turnPlayer: HUMAN, turn: view.turn + 1 });
    const a = await planner.decide({ view: attacked, options: [trap, pass], events: [] });
    expect(a.source).toBe('new-plan');
    expect(model.requests).toHaveLength(1);
  });

  it('a plan made in a response window of the bot\'s turn does not stand for its Main Phase: that gets its own plan', async () => {
    const { view, options } = botMainPhase();
    const trap: Option = { id: 'activate:999:e', label: 'Activate a card', action: { type: 'activate', player: BOT, card: 999, effect: 'e' }, tags: ['draw'] };
    const pass: Option = { id: 'pass', label: 'Pass', action: { type: 'pass', player: BOT } };
    const model = new PlanModel();
    const planner = new TurnPlanner({ model, persona, userName: 'Alex', cards: db });
    // The heuristic would use a draw effect, so the window is worth a call.
    const window = await planner.decide({ view: { ...view, phase: 'standby', pending: { kind: 'respond', player: BOT }, window: 'open' }, options: [trap, pass], events: [] });
    expect(window.source).toBe('new-plan');
    const main = await planner.decide({ view, options, events: [] });
    expect(main).toMatchObject({ source: 'new-plan', replanReason: 'plan finished' });
    expect(model.requests).toHaveLength(2);
    // That plan covers the turn: once it runs out, the heuristic finishes without a call.
    for (let i = 0; i < planner.remaining().length + 2; i++) await planner.decide({ view, options: options.filter((o) => o.id === 'end-turn' || o.id === 'battle'), events: [] });
    expect(model.requests).toHaveLength(2);
  });

  it('offline (no model) every decision is the heuristic\'s, and a failed call hands the turn to the heuristic', async () => {
    const { view, options } = botMainPhase();
    const offline = new TurnPlanner({ model: null, persona });
    expect((await offline.decide({ view, options, events: [] })).source).toBe('heuristic');
    const broken = new PlanModel(() => ({ now: 'no-such-id', then: [], line: null }));
    const planner = new TurnPlanner({ model: broken, persona });
    const r = await planner.decide({ view, options, events: [] });
    expect(r.source).toBe('heuristic');
    expect(r.error).toBeDefined();
    expect(options.map((o) => o.id)).toContain(r.option.id);
    await planner.decide({ view, options, events: [event(20_000, { type: 'activate', player: HUMAN, card: 2, effect: 'e', link: 1, targets: [] })] });
    expect(broken.requests).toHaveLength(1);
  });

  it('offers later steps with engine ids: battle, attacks by monsters on the field or about to be summoned, end of battle and turn', () => {
    const { view, options } = botMainPhase();
    const { ids, lines } = laterSteps(view, options, 'Alex');
    const summoned = options.filter((o) => o.action.type === 'normal-summon').map((o) => (o.action as { card: number }).card);
    // 'battle' is legal now, so it is an option rather than a later step.
    expect(options.map((o) => o.id)).toContain('battle');
    expect(ids).not.toContain('battle');
    expect(ids).toContain('end-battle');
    for (const card of summoned) expect(ids.some((id) => id.startsWith(`attack:${card}:`))).toBe(true);
    // Every id is written out in the lines, one line per attacker with its outcome against each target.
    for (const id of ids) expect(lines.join('\n')).toContain(id);
    expect(lines.filter((l) => l.startsWith('attacks by ')).length).toBeGreaterThanOrEqual(summoned.length);
    // Not the bot's turn: nothing later to plan.
    expect(laterSteps({ ...view, turnPlayer: HUMAN }, options, 'Alex').ids).toEqual([]);
  });

  it('classifies events: the opponent\'s moves, draws, reveals and negations break a plan; the bot\'s own moves do not', () => {
    const e = (body: Record<string, unknown>): DuelEvent => ({ n: 1, ...body }) as DuelEvent;
    expect(unplannedChange(e({ type: 'special-summon', player: HUMAN, card: 1, procedure: 'x', position: 'attack' }), BOT)).toBe('opponent special-summon');
    expect(unplannedChange(e({ type: 'flip', card: 1, reason: 'attacked' }), BOT)).toBe('flip event');
    expect(unplannedChange(e({ type: 'negated', card: 1, what: 'effect', link: 1 }), BOT)).toBe('negated event');
    expect(unplannedChange(e({ type: 'added-to-hand', player: BOT, card: 1, from: 'deck' }), BOT)).toBe('a card came to the hand');
    expect(unplannedChange(e({ type: 'attack', player: BOT, attacker: 1, target: null }), BOT)).toBeNull();
    expect(unplannedChange(e({ type: 'battle-damage', player: HUMAN, amount: 100, lp: 7900 }), BOT)).toBeNull();
    expect(unplannedChange(e({ type: 'pass', player: HUMAN }), BOT)).toBeNull();
  });
});
