/**
 * Random duels against the engine's own promises. Each duel is played with random legal
 * options, salted with illegal attempts (random actions with random ids, actions by the
 * wrong player, stale actions from earlier states, legal actions with one field bent),
 * and after every step the fuzzer checks:
 *
 * - the state invariants (invariants.ts);
 * - the option list: not empty, unique ids, all for the pending player, and every listed
 *   option (or a sample of them plus the chosen one) is accepted by `apply`;
 * - a refused action leaves the state as it was (same hash, and now and then the same
 *   JSON), comes with a code, a rule and a message, and never names a card the actor
 *   cannot see; an accepted "illegal" attempt must be a listed option in other words;
 * - `apply` never changes its input (hash every step, JSON every few steps), nor any
 *   older state of the duel (stored ancestors are re-hashed and forked now and then);
 * - events are numbered on from the state's event count;
 * - views and option labels never show the pending player a card they cannot see;
 * - no view, event or option lets a player link a hidden card to an earlier known one
 *   (hiddenIds.ts);
 * - the duel ends within `maxSteps`, and replaying config + actions reproduces the state
 *   hash at every step.
 *
 * Everything is seeded: duel `i` of seed `S` depends only on (S, i) and the options, so
 * `fuzzDuels({ ...same options, seed: S, firstDuel: i, duels: 1 })` reproduces a failure.
 * No clock and no Math.random: the engine layer stays deterministic.
 */
import { checkInvariants } from './invariants.js';
import { HiddenIdWatch } from './hiddenIds.js';
import { chainInvariants, lossInvariants } from './ruleInvariants.js';
import { describeEvents } from '../text/eventText.js';
import { viewEvents } from '../view.js';
import { nextInt, nextUint32, seedPrng, type PrngState } from '../prng.js';
import type { Engine } from '../index.js';
import type { FormatId } from '../format.js';
import { bentAction, randomAction } from './illegalActions.js';
import { canonical, deepFreezeState, snapshot } from './fuzzChecks.js';

export { deepFreezeState } from './fuzzChecks.js';
import { emptyFuzzStats, type FuzzFailure, type FuzzStats } from './fuzzStats.js';
import { seatProblems } from './seatCheck.js';
import { fuzzMages } from './fuzzMages.js';

export { emptyFuzzStats, mergeFuzzStats, type FuzzFailure, type FuzzStats } from './fuzzStats.js';
import type { Action, ActionType, DeckList, DuelConfig, DuelEvent, DuelState, Option, PlayerId, Rejection } from '../types.js';

import type { FuzzOptions } from './fuzzOptions.js';
import { LookedCards, mentions } from './fuzzNames.js';
export type { FuzzOptions } from './fuzzOptions.js';

class FuzzFailed extends Error {}

interface Ancestor {
  state: DuelState;
  /** Engine hash when the duel is replay-checked, '' otherwise. */
  hash: string;
  options: Option[];
  step: number;
}

class DuelFuzzer {
  readonly rng: PrngState;
  readonly actions: Action[] = [];
  readonly hashes: string[] = [];
  readonly ancestors: Ancestor[] = [];
  step = 0;
  state!: DuelState;
  /** Engine hash of `state` when `tracked`, '' otherwise. */
  hash = '';
  /** Replay-checked: hash every state, compare hashes around every apply, replay at the end. */
  readonly tracked: boolean;
  /** Ids handed to each player never link a hidden card to an earlier known one. */
  readonly hiddenIds = new HiddenIdWatch();
  readonly looked = new LookedCards();

  constructor(
    readonly opts: ResolvedOptions,
    readonly stats: FuzzStats,
    readonly config: DuelConfig,
    rngSeed: string,
  ) {
    this.rng = seedPrng(rngSeed);
    const share = opts.replayCheck === true ? 1 : opts.replayCheck === false ? 0 : opts.replayCheck;
    this.tracked = share >= 1 || (share > 0 && this.rand() < share);
  }

  private hashOf(s: DuelState): string {
    return this.tracked ? this.engine.hash(s) : '';
  }

  private adopt(s: DuelState): void {
    this.state = this.opts.freeze ? deepFreezeState(s) : s;
    this.hash = this.hashOf(this.state);
    this.hashes.push(this.hash);
  }

  get engine(): Engine {
    return this.opts.engine;
  }

  rand(): number {
    return nextUint32(this.rng) / 0x100000000;
  }

  int(n: number): number {
    return nextInt(this.rng, n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  fail(message: string): never {
    throw new FuzzFailed(message);
  }

  run(): DuelState {
    const start = this.engine.newDuel(this.config);
    if (!start.ok) this.fail(`newDuel refused the config: ${start.problems.join(' ')}`);
    this.checkEvents(0, start.events, start.state);
    this.adopt(start.state);
    this.watchIds(start.events);
    const surrenderAt = this.rand() < this.opts.surrenderRate ? this.int(300) : -1;

    while (!this.state.result) {
      if (this.step >= this.opts.maxSteps) this.fail(`the duel did not end within ${this.opts.maxSteps} actions`);
      this.checkState();
      const s = this.state;
      const options = this.engine.legalActions(s);
      this.checkOptions(options);
      this.looked.noteOffered(s);
      const snap = this.step % this.opts.snapshotEvery === 0 ? snapshot(s) : null;
      if (this.step % this.opts.viewCheckEvery === 0) this.checkViews(options);

      if (this.rand() < this.opts.illegalRate) this.tryIllegal(options);

      const chosen = this.pick(options);
      this.checkOtherOptions(options, chosen);

      let action = chosen.action;
      if (this.step === surrenderAt) action = { type: 'surrender', player: this.int(2) as PlayerId };
      const before = s.eventCount;
      const result = this.engine.apply(s, action);
      this.stats.optionsApplied += 1;
      if (!result.ok) this.fail(`listed option ${chosen.id} was refused: ${result.rejection.code} ${result.rejection.message}`);
      this.checkEvents(before, result.events, result.state);
      for (const e of result.events) {
        if (e.type === 'mage-seat') this.stats.seatHandOvers += 1;
        if (e.type !== 'activate') continue;
        const key = `${result.state.catalog[result.state.cards[e.card]!.passcode]!.name}: ${e.effect}`;
        this.stats.effectsActivated[key] = (this.stats.effectsActivated[key] ?? 0) + 1;
      }
      this.checkUnchanged(s, snap, `applying ${chosen.id}`);
      if (result.state.shadow?.mages.some((m) => m.aside)) {
        const misplaced = seatProblems(result.state);
        if (misplaced) this.fail(`after ${chosen.id}: ${misplaced}`);
      }
      if (action.type === 'surrender' && result.state.result?.winner !== (action.player === 0 ? 1 : 0)) {
        this.fail('a surrender did not end the duel in the opponent\'s favour');
      }

      this.remember(s, options);
      this.actions.push(action);
      this.step += 1;
      this.adopt(result.state);
      this.watchIds(result.events);
      this.looked.note(result.state, result.events);
      if (this.step % this.opts.viewCheckEvery === 0 || result.events.some((e) => e.type === 'look')) this.checkEventText(result.events);
      if (this.state.actionCount !== this.actions.length) {
        this.fail(`actionCount is ${this.state.actionCount} after ${this.actions.length} actions`);
      }
      if (this.step % 20 === 0) this.checkAncestors();
    }

    this.checkState();
    const end = this.state;
    if (this.engine.legalActions(end).length !== 0) this.fail('a finished duel still lists options');
    const late = this.engine.apply(end, { type: 'end-turn', player: 0 });
    if (late.ok || late.rejection.code !== 'DUEL_OVER') this.fail('an action after the end of the duel was not refused with DUEL_OVER');
    this.checkAncestors(true);
    if (this.tracked) this.checkReplay();
    return end;
  }

  private checkState(): void {
    const problems = [...checkInvariants(this.state), ...chainInvariants(this.state, this.engine.ctx)];
    if (problems.length > 0) this.fail(`invariants broken: ${problems.slice(0, 5).join('; ')}`);
  }

  private checkOptions(options: readonly Option[]): void {
    const s = this.state;
    if (options.length === 0) this.fail(`no options for pending decision ${JSON.stringify(s.pending)}`);
    const ids = new Set<string>();
    for (const o of options) {
      if (ids.has(o.id)) this.fail(`option id ${o.id} is listed twice`);
      ids.add(o.id);
      if (o.action.player !== s.pending!.player) this.fail(`option ${o.id} is for player ${o.action.player}, but player ${s.pending!.player} decides`);
      if (!o.label) this.fail(`option ${o.id} has no label`);
    }
  }

  private checkOtherOptions(options: readonly Option[], chosen: Option): void {
    const s = this.state;
    let toCheck: readonly Option[];
    if (this.opts.optionCheck === 'all') toCheck = options;
    else {
      const others = options.filter((o) => o !== chosen);
      const sample: Option[] = [];
      for (let k = 0; k < 3 && others.length > 0; k++) sample.push(others.splice(this.int(others.length), 1)[0]!);
      toCheck = sample;
    }
    for (const o of toCheck) {
      if (o === chosen) continue;
      const r = this.engine.apply(s, o.action);
      this.stats.optionsApplied += 1;
      if (!r.ok) this.fail(`listed option ${o.id} was refused: ${r.rejection.code} ${r.rejection.message}`);
      if (this.step % 8 === 0) {
        const problems = checkInvariants(r.state);
        if (problems.length > 0) this.fail(`invariants broken after option ${o.id}: ${problems.slice(0, 5).join('; ')}`);
      }
    }
    if (this.hashCheckDue() && toCheck.length > 0 && this.engine.hash(s) !== this.hash) this.fail('applying listed options changed the input state');
  }

  private checkEvents(before: number, events: readonly DuelEvent[], after: DuelState): void {
    for (let k = 0; k < events.length; k++) {
      if (events[k]!.n !== before + k + 1) this.fail(`event ${k} of a step is numbered ${events[k]!.n}, expected ${before + k + 1}`);
    }
    if (after.eventCount !== before + events.length) this.fail(`eventCount ${after.eventCount} after ${events.length} events from ${before}`);
    const losses = lossInvariants(after, events);
    if (losses.length > 0) this.fail(`loss rules broken: ${losses.slice(0, 3).join('; ')}`);
  }

  /** In replay-checked duels, hash the input around applies every few steps (freezing covers the rest). */
  private hashCheckDue(): boolean {
    return this.tracked && this.step % 8 === 0;
  }

  private checkUnchanged(s: DuelState, snap: string | null, what: string, always = false): void {
    if ((always ? this.tracked : this.hashCheckDue()) && this.engine.hash(s) !== this.hash) this.fail(`${what} changed the input state (hash)`);
    if (snap !== null && snapshot(s) !== snap) this.fail(`${what} changed the input state (JSON)`);
  }

  private remember(s: DuelState, options: Option[]): void {
    // Keep a handful of ancestors: the first few states and a rolling random sample.
    const entry: Ancestor = { state: s, hash: this.hash, options, step: this.step };
    if (this.ancestors.length < 6) this.ancestors.push(entry);
    else if (this.int(16) === 0) this.ancestors[2 + this.int(4)] = entry;
  }

  /** Older states must still hash the same (checked at the end), own the same log prefix and accept the options they listed. */
  private checkAncestors(final = false): void {
    for (const a of this.ancestors) {
      if (final && this.tracked && this.engine.hash(a.state) !== a.hash) this.fail(`the state before step ${a.step} changed later (ancestor hash differs)`);
      this.checkLog(a.state, `the state before step ${a.step}`);
    }
    const a = this.ancestors.length ? this.pick(this.ancestors) : undefined;
    if (!a) return;
    const o = this.pick(a.options);
    const r = this.engine.apply(a.state, o.action);
    this.stats.forksChecked += 1;
    if (!r.ok) this.fail(`forking from step ${a.step}: its listed option ${o.id} was refused: ${r.rejection.message}`);
    if (this.tracked && this.engine.hash(a.state) !== a.hash) this.fail(`forking from step ${a.step} changed that state`);
    if (this.tracked && this.engine.hash(this.state) !== this.hash) this.fail(`forking from step ${a.step} changed the current state`);
    this.checkLog(a.state, `forking from step ${a.step}: that state`);
    this.checkLog(this.state, `forking from step ${a.step}: the current state`);
  }

  /** The log entries a state owns are exactly the actions that led to it. */
  private checkLog(s: DuelState, who: string): void {
    if (s.log.length < s.actionCount) this.fail(`${who} has a log shorter than its actionCount`);
    for (let k = 0; k < s.actionCount; k++) {
      if (s.log[k] !== this.actions[k]) this.fail(`${who}: log entry ${k} is not the action applied at step ${k}`);
    }
  }

  // ----- Illegal attempts

  private tryIllegal(options: readonly Option[]): void {
    const s = this.state;
    const r = this.rand();
    let attempt: Action;
    let kind: string;
    if (r < 0.4) {
      attempt = randomAction(this.state, this);
      kind = 'random';
    } else if (r < 0.6) {
      const o = this.pick(options).action;
      attempt = { ...o, player: o.player === 0 ? 1 : 0 } as Action;
      kind = 'wrong-player';
    } else if (r < 0.8 && this.ancestors.length > 0) {
      attempt = this.pick(this.pick(this.ancestors).options).action;
      kind = 'stale';
    } else {
      attempt = bentAction(this.state, this, options);
      kind = 'bent';
    }
    this.stats.illegalTried += 1;
    const snap = this.rand() < 0.05 ? snapshot(s) : null;
    const result = this.engine.apply(s, attempt);
    this.checkUnchanged(s, snap, `a ${kind} attempt ${JSON.stringify(attempt)}`, true);
    if (result.ok) {
      const key = canonical(attempt);
      if (!options.some((o) => canonical(o.action) === key)) {
        this.fail(`apply accepted a ${kind} action that legalActions does not list: ${JSON.stringify(attempt)}`);
      }
      this.stats.acceptedVariants += 1;
      return;
    }
    this.stats.rejections += 1;
    const rej: Rejection = result.rejection;
    this.stats.rejectionsByCode[rej.code] = (this.stats.rejectionsByCode[rej.code] ?? 0) + 1;
    if (!rej.code || !rej.rule || !rej.message) this.fail(`a rejection lacks a code, rule or message: ${JSON.stringify(rej)}`);
    const checked = this.engine.check(s, attempt);
    if (!checked || checked.code !== rej.code) this.fail(`check and apply disagree on ${JSON.stringify(attempt)}`);
    if (attempt.player === 0 || attempt.player === 1) {
      const leak = this.hiddenNameIn(rej.message, attempt.player);
      if (leak) this.fail(`a rejection tells player ${attempt.player} about a hidden card (${leak}): ${rej.message}`);
    }
  }

  // ----- Hidden information

  private namesFor(viewer: PlayerId): { hidden: string[]; visible: string[] } {
    const s = this.state;
    const hidden = new Set<string>();
    const visible = new Set<string>();
    for (const c of s.cards) {
      const name = s.catalog[c.passcode]?.name;
      if (!name) continue;
      let sees: boolean;
      switch (c.location) {
        case 'graveyard':
          sees = true;
          break;
        case 'banished':
          sees = c.faceUp || c.controller === viewer;
          break;
        case 'hand':
        case 'extra':
          // Pendulum Monsters face-up in the Extra Deck are public (rule zones.pendulum).
          sees = c.owner === viewer || this.looked.knows(viewer, c) || (c.location === 'extra' && c.faceUp);
          break;
        case 'deck': {
          // A player searching their own Deck sees the cards they are offered.
          const p = s.pending;
          sees = (p?.kind === 'choose' && p.player === viewer && c.owner === viewer && p.candidates.includes(c.id)) || this.looked.knows(viewer, c);
          break;
        }
        case 'gone':
          sees = true;
          break;
        default:
          sees = c.faceUp || c.controller === viewer;
      }
      (sees ? visible : hidden).add(name);
    }
    return { hidden: [...hidden].filter((n) => !visible.has(n)), visible: [...visible].sort((a, b) => b.length - a.length) };
  }

  private hiddenNameIn(text: string, viewer: PlayerId, names = this.namesFor(viewer)): string | null {
    const { hidden, visible } = names;
    if (!hidden.some((h) => mentions(text, h))) return null;
    // A hidden name may be part of a visible one ("Dark Magician" in "Dark Magician Girl").
    let t = text;
    for (const v of visible) t = t.split(v).join('\u0000');
    for (const h of hidden) if (mentions(t, h)) return h;
    return null;
  }

  /**
   * The step's events, as each player is given them (`viewEvents`) and told them
   * (`describeEvents`), never name a card that player cannot see now. A player's own look
   * at hidden cards names them for that player only, and a reveal or an attack was public
   * when it happened, so those lines are not held against the hidden cards they name.
   */
  private checkEventText(events: readonly DuelEvent[]): void {
    const s = this.state;
    for (const viewer of [0, 1] as const) {
      const seen = viewEvents(events, viewer);
      for (const e of seen) {
        if (e.type !== 'look') continue;
        if (e.player === viewer && e.cards.some((c) => c >= 0) && e.owner !== viewer) this.fail(`a look gives player ${viewer} the instance ids of the cards looked at`);
        if (e.player !== viewer && e.passcodes.length > 0 && !(e.owner === viewer && e.from === 'hand')) this.fail(`player ${viewer} is told which cards the opponent looked at`);
      }
      // A monster attacks face-up in front of both players: its name is public for this step even if it has
      // since gone where the viewer cannot see it (bounced to the hand by Wall of Illusion).
      const attacked = new Set(events.flatMap((e) => (e.type === 'attack' ? [s.catalog[s.cards[e.attacker]!.passcode]?.name ?? ''] : [])));
      const all = this.namesFor(viewer);
      const names = attacked.size > 0 ? { hidden: all.hidden.filter((n) => !attacked.has(n)), visible: all.visible } : all;
      const told = seen.filter((e) => e.type !== 'reveal' && !(e.type === 'look' && e.player === viewer));
      for (const line of describeEvents(s, told, viewer)) {
        const leak = this.hiddenNameIn(line, viewer, names);
        if (leak) this.fail(`an event line tells player ${viewer} about a hidden card (${leak}): ${line}`);
      }
    }
  }

  private watchIds(events: readonly DuelEvent[]): void {
    this.hiddenIds.step(this.state);
    this.hiddenIds.events(this.state, events);
    if (this.hiddenIds.problems.length > 0) this.fail(`hidden ids: ${this.hiddenIds.problems.slice(0, 3).join('; ')}`);
  }

  private checkViews(options: readonly Option[]): void {
    const s = this.state;
    this.hiddenIds.views(s, (st, v) => this.engine.view(st, v));
    this.hiddenIds.options(s, options);
    if (this.hiddenIds.problems.length > 0) this.fail(`hidden ids: ${this.hiddenIds.problems.slice(0, 3).join('; ')}`);
    for (const viewer of [0, 1] as const) {
      const v = this.engine.view(s, viewer);
      const opp = v.opponent;
      if (opp.hand.length !== 0 || opp.extra.length !== 0) this.fail(`player ${viewer}'s view lists the opponent's hand or Extra Deck`);
      if (opp.handCount !== s.players[viewer === 0 ? 1 : 0].hand.length) this.fail('the view\'s opponent hand count is wrong');
      for (const m of [...opp.monsters, ...opp.spellTraps]) {
        if (m && m.faceUp === false && (m.known || m.name !== undefined || m.atk !== undefined)) {
          this.fail(`player ${viewer}'s view shows a face-down card of the opponent (card ${m.id})`);
        }
      }
      for (const c of v.you.hand) if (!c.known) this.fail(`player ${viewer}'s view hides their own hand card ${c.id}`);
    }
    const p = s.pending!.player;
    const names = this.namesFor(p);
    for (const o of options) {
      const leak = this.hiddenNameIn(o.label, p, names);
      if (leak) this.fail(`option label "${o.label}" names a card player ${p} cannot see (${leak})`);
    }
  }

  private checkReplay(): void {
    this.stats.replayed += 1;
    const r = this.engine.replay(this.config, this.actions, this.hashes);
    if (!r.ok) this.fail(`replay failed at step ${r.step}: ${r.reason}`);
    if (r.hashes.length !== this.hashes.length) this.fail(`replay produced ${r.hashes.length} hashes, the duel ${this.hashes.length}`);
    if (JSON.stringify(r.state.result) !== JSON.stringify(this.state.result)) this.fail('the replay ended with a different result');
  }
}

/** Plays `duels` fuzzed duels and returns what was tried and every failure found. */
type ResolvedOptions = Required<Omit<FuzzOptions, 'seed' | 'firstDuel' | 'duels'>>;

export function fuzzDuels(options: FuzzOptions): FuzzStats {
  if (options.decks.length === 0) throw new Error('fuzzDuels needs at least one deck');
  const opts: ResolvedOptions = {
    engine: options.engine,
    decks: options.decks,
    illegalRate: options.illegalRate ?? 0.2,
    formats: options.formats && options.formats.length ? options.formats : ['classic', 'modern'],
    replayCheck: options.replayCheck ?? true,
    optionCheck: options.optionCheck ?? 'sample',
    snapshotEvery: Math.max(1, options.snapshotEvery ?? 100),
    freeze: options.freeze ?? true,
    viewCheckEvery: Math.max(1, options.viewCheckEvery ?? 8),
    surrenderRate: options.surrenderRate ?? 0.01,
    maxSteps: options.maxSteps ?? 5_000,
  };
  const fuzzSeed = String(options.seed ?? 'fuzz');
  const first = options.firstDuel ?? 0;
  const stats = emptyFuzzStats();
  for (let i = first; i < first + options.duels; i++) {
    const setup = seedPrng(`fuzz-setup:${fuzzSeed}:${i}`);
    const format = opts.formats[nextInt(setup, opts.formats.length)]!;
    const deckA = opts.decks[nextInt(setup, opts.decks.length)]!;
    const deckB = opts.decks[nextInt(setup, opts.decks.length)]!;
    const fp = nextInt(setup, 3);
    const firstPlayer: DuelConfig['firstPlayer'] = fp === 2 ? 'coin' : (fp as PlayerId);
    const config: DuelConfig = { format, seed: `${fuzzSeed}:${i}`, decks: [deckA, deckB], firstPlayer };
    if (format === 'shadow-games') Object.assign(config, fuzzMages(setup, deckA, deckB));
    const duel = new DuelFuzzer(opts, stats, config, `fuzz:${fuzzSeed}:${i}`);
    stats.duels += 1;
    if (config.partners) stats.tagDuels += 1;
    try {
      const end = duel.run();
      const result = end.result!;
      if (result.winner === null) stats.draws += 1;
      else stats.wins[result.winner] += 1;
      stats.endReasons[result.reason] = (stats.endReasons[result.reason] ?? 0) + 1;
    } catch (err) {
      const message =
        err instanceof FuzzFailed ? err.message : `exception: ${err instanceof Error ? `${err.message} ${err.stack?.split('\n')[1]?.trim() ?? ''}` : String(err)}`;
      stats.failures.push({
        duel: i,
        fuzzSeed,
        duelSeed: config.seed,
        format,
        firstPlayer,
        step: duel.step,
        message,
        recentActions: duel.actions.slice(-5),
      });
    }
    stats.steps += duel.step;
    stats.longestDuel = Math.max(stats.longestDuel, duel.step);
  }
  return stats;
}
