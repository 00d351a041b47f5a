/**
 * One model call per bot turn (issue 11 item 2). `planTurn` asks the model once for an
 * ordered plan of option ids and one short in-character line; `TurnPlanner.decide`
 * answers each bot decision of the turn from that plan, and asks again only when the
 * board changed in a way the plan did not cover (an opponent's move or activation, a
 * card drawn, revealed or looked at, a negation). Windows where no response is worth
 * making are answered by the heuristic bot without a call.
 *
 * It is independent of the chat session: its inputs are the bot's view, the engine's
 * options, the events as the bot may see them and a ChatModel; its answer is always one
 * of the options it was given.
 */
import { z } from 'zod';
import type { BotPolicy } from '../bot/types.js';
import { findInView, previewAttack } from '../engine/text/preview.js';
import type { DuelEvent, Option } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { cleanLine, defaultFallback, MOVE_TEMPERATURE } from './moveChooser.js';
import { moveOptions, planMessages, SeenCards, type MovePromptInput } from './movePrompt.js';
import { refOf } from './situation.js';
import type { ChatModel, ModelCallRecord } from './types.js';

// =======================================================================================
// The plan call

export interface PlanInput extends MovePromptInput {
  model: ChatModel;
  signal?: AbortSignal;
}

export interface TurnPlan {
  /** Option ids in order; the first is legal now, the others when the board gets there. */
  steps: string[];
  line?: string;
}

export type PlanResult =
  | { ok: true; plan: TurnPlan; records: ModelCallRecord[] }
  | { ok: false; error: string; records: ModelCallRecord[] };

/** At most this many steps are kept from a plan (a turn has few decisions). */
export const MAX_PLAN_STEPS = 16;

/**
 * Strict schema: the first step is an enum of the ids legal now, the rest an array of
 * ids legal now or later this turn, and the line is required but nullable.
 */
export function planSchema(nowIds: readonly string[], laterIds: readonly string[]) {
  const all = [...new Set([...nowIds, ...laterIds])];
  return z.object({
    now: z.enum(nowIds as [string, ...string[]]),
    then: z.array(z.enum(all as [string, ...string[]])),
    line: z.string().nullable(),
  });
}

/**
 * Steps the model may plan beyond the current decision, with their engine ids (ids are
 * derived from the action, so they match the options once legal): entering the Battle
 * Phase, attacks by the bot's monsters and by monsters it could summon now, ending the
 * Battle Phase and the turn. Only in the bot's own Main Phase 1 or Battle Phase. Attacks
 * are listed one line per attacker with the outcome against each target, to keep the
 * prompt short; every attack id is in `ids` (the schema's enum).
 */
export function laterSteps(view: DuelView, options: readonly Option[], userName: string): { lines: string[]; ids: string[] } {
  const lines: string[] = [];
  const ids: string[] = [];
  const now = new Set(options.map((o) => o.id));
  const fresh = (id: string): boolean => !now.has(id) && !ids.includes(id);
  const kind = view.pending?.kind;
  if (view.turnPlayer !== view.viewer || (kind !== 'main' && kind !== 'battle') || (view.phase !== 'main1' && view.phase !== 'battle')) {
    return { lines, ids };
  }
  if (view.phase === 'main1' && fresh('battle')) {
    ids.push('battle');
    lines.push('battle: Enter the Battle Phase');
  }
  const targets = view.opponent.monsters.filter((c) => c !== null);
  for (const [id, who] of attackers(view, options)) {
    const parts: string[] = [];
    for (const t of [...targets.map((c) => c.id), null]) {
      const attackId = `attack:${id}:${t ?? 'direct'}`;
      if (!fresh(attackId)) continue;
      ids.push(attackId);
      const against = t === null ? (targets.length ? 'direct, once the way is clear' : 'direct') : refOf(view, t);
      parts.push(`${attackId} ${against} → ${shortOutcome(view, id, t, userName)}`);
    }
    if (parts.length) lines.push(`attacks by ${who}: ${parts.join('; ')}`);
  }
  for (const [id, text] of [['end-battle', 'End the Battle Phase'], ['end-turn', 'End your turn']] as const) {
    if (!fresh(id)) continue;
    ids.push(id);
    lines.push(`${id}: ${text}`);
  }
  return { lines, ids };
}

/** Monsters that could attack this turn: face-up Attack Position ones, and those a summon option would bring. */
function attackers(view: DuelView, options: readonly Option[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const c of view.you.monsters) if (c && c.faceUp !== false && c.position === 'attack') out.set(c.id, `${refOf(view, c.id)} ${c.name ?? 'a monster'} (ATK ${c.atk ?? '?'})`);
  for (const o of options) {
    if (o.action.type !== 'normal-summon' && o.action.type !== 'special-summon') continue;
    const c = findInView(view, o.action.card)?.card;
    if (c?.known && !out.has(c.id)) out.set(c.id, `${c.name} (ATK ${c.atk ?? '?'}, after ${o.id})`);
  }
  return out;
}

/** "destroys om1; Alex takes 300", "your monster is destroyed; you take 700", "face-down: destroyed if DEF < 1500". */
function shortOutcome(view: DuelView, attacker: number, target: number | null, userName: string): string {
  let p;
  try {
    p = previewAttack(view, attacker, target);
  } catch {
    return 'outcome unknown';
  }
  const me = view.viewer;
  const them = me === 0 ? 1 : 0;
  if (p.outcome === 'direct') return `${userName} takes ${p.damage[them]}`;
  if (!p.known) return p.ifHidden ? `destroys it if DEF < ${p.ifHidden.destroysIfDefBelow}, you take DEF − ${p.ifHidden.bouncesIfDefAbove} if higher` : 'outcome unknown';
  const parts = p.destroyed.map((id) => (id === attacker ? 'your monster is destroyed' : `destroys ${refOf(view, id)}`));
  if (p.damage[them] > 0) parts.push(`${userName} takes ${p.damage[them]}`);
  if (p.damage[me] > 0) parts.push(`you take ${p.damage[me]}`);
  return parts.length ? parts.join('; ') : 'nothing happens';
}

/** One structured call for the rest of the turn. */
export async function planTurn(input: PlanInput): Promise<PlanResult> {
  const user = input.userName ?? 'your opponent';
  const now = moveOptions(input);
  if (now.ids.length === 0) return { ok: false, error: 'no option can be offered to the model', records: [] };
  const later = laterSteps(input.view, input.options, user);
  const schema = planSchema(now.ids, later.ids);
  let result;
  try {
    result = await input.model.structured({
      role: 'moves',
      messages: planMessages(input, now.lines, later.lines),
      schema,
      schemaName: 'turn_plan',
      temperature: MOVE_TEMPERATURE,
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err), records: [] };
  }
  if (!result.ok) return { ok: false, error: result.error, records: result.records };
  // Checked again here: whatever the model layer let through, only listed ids count.
  const parsed = schema.safeParse(result.value);
  if (!parsed.success) return { ok: false, error: `the plan ${JSON.stringify(result.value).slice(0, 80)} does not fit the schema`, records: result.records };
  const steps = [parsed.data.now, ...parsed.data.then].slice(0, MAX_PLAN_STEPS);
  const line = cleanLine(parsed.data.line);
  return { ok: true, plan: { steps, ...(line !== undefined ? { line } : {}) }, records: result.records };
}

// =======================================================================================
// What the plan did not cover

/** An event as the bot may see it, with the bot's line for it (null when not worth a line). */
export interface SeenEvent {
  event: DuelEvent;
  text: string | null;
}

/** Moves of the opponent: any of them means the plan's picture of the board is out of date. */
const OPPONENT_MOVES = new Set<DuelEvent['type']>([
  'activate', 'normal-summon', 'set-monster', 'flip-summon', 'special-summon', 'position', 'set-spell-trap', 'attack', 'discard',
]);
/** Events that bring in something unknown when the plan was made, whoever caused them. */
const SURPRISES = new Set<DuelEvent['type']>(['reveal', 'look', 'flip', 'control', 'negated', 'attack-cancelled', 'coin', 'die']);

/** Why this event breaks the plan, or null when the plan covered it. */
export function unplannedChange(event: DuelEvent, bot: number): string | null {
  if (SURPRISES.has(event.type)) return `${event.type} event`;
  const player = 'player' in event ? event.player : undefined;
  if (player !== undefined && player !== bot && OPPONENT_MOVES.has(event.type)) return `opponent ${event.type}`;
  if ((event.type === 'draw' || event.type === 'added-to-hand') && player === bot) return 'a card came to the hand';
  return null;
}

/**
 * A response window not worth a model call: the heuristic would pass, and nothing the
 * opponent did is waiting for an answer (no opponent's link on top of the chain, no
 * attack or summon of theirs), or no card could be activated at all.
 */
export function isQuietWindow(view: DuelView, options: readonly Option[], heuristicPick: Option): boolean {
  if (view.pending?.kind !== 'respond') return false;
  if (heuristicPick.action.type !== 'pass') return false;
  if (!options.some((o) => o.action.type === 'activate')) return true;
  const top = view.chain[view.chain.length - 1];
  if (top && top.player !== view.viewer) return false;
  const theirTurn = view.turnPlayer !== view.viewer;
  return !(theirTurn && (view.window === 'attack-declared' || view.window === 'summoned' || view.window === 'damage-step' || view.window === 'damage-start' || view.window === 'damage-calc'));
}

// =======================================================================================
// Following the plan

export interface TurnPlannerOptions {
  /** Null: every decision goes to the fallback (offline). */
  model: ChatModel | null;
  persona: MovePromptInput['persona'];
  userName?: string;
  cards?: MovePromptInput['cards'];
  /** The bot's own decklist (Main and Extra Deck passcodes), for the static prefix. */
  deck?: readonly number[];
  /** Decides when the model is not asked or fails (default: the heuristic bot). */
  fallback?: BotPolicy;
  /** Model calls allowed per turn, failed ones included (default 3). */
  maxPlansPerTurn?: number;
}

export interface DecideInput {
  /** The bot's view now. */
  view: DuelView;
  /** The engine's options for the bot's pending decision (never empty). */
  options: readonly Option[];
  /**
   * The duel's events as the bot may see them (`viewEvents`), the whole log or any tail
   * that holds every event since the previous call; events already seen are skipped by `n`.
   */
  events: readonly SeenEvent[];
  /** The model for this decision, when it differs from the constructor's (a session's guard rests it after failures). */
  model?: ChatModel | null;
  signal?: AbortSignal;
}

export interface PlannedMove {
  option: Option;
  /**
   * `plan`: the next step of the current plan; `new-plan`: the first step of a plan made
   * by this call; `quiet`: a window not worth a call; `heuristic`: the fallback decided
   * (sub-decision of a planned move, plan finished, no model, call budget spent or failed).
   */
  source: 'only-option' | 'plan' | 'new-plan' | 'quiet' | 'heuristic';
  /** The plan's in-character line, with the first move of a new plan only. */
  line?: string;
  /** Why a new plan was asked for. */
  replanReason?: string;
  records: ModelCallRecord[];
  error?: string;
}

/** How many recent event lines go into the prompt. */
const PROMPT_EVENTS = 8;

/** Follows one plan per turn for the bot; one instance per duel (it remembers what it saw). */
export class TurnPlanner {
  private steps: string[] = [];
  private cursor = 0;
  private turn = -1;
  private callsThisTurn = 0;
  private stale: string | null = null;
  /** The plan was made at a Main or Battle Phase decision of the bot's turn, so it covers the turn. */
  private planCoversTurn = false;
  private lastEvent = -1;
  private readonly seen = new SeenCards();
  private readonly recent: string[] = [];

  constructor(private readonly opts: TurnPlannerOptions) {}

  /** The steps of the current plan not taken yet (for logs and tests). */
  remaining(): readonly string[] {
    return this.steps.slice(this.cursor);
  }

  async decide(input: DecideInput): Promise<PlannedMove> {
    const { view, options } = input;
    if (options.length === 0) throw new Error('TurnPlanner.decide: no options');
    this.absorb(input);
    if (options.length === 1) return { option: options[0]!, source: 'only-option', records: [] };
    const fallbackPick = this.fallbackPick(view, options);
    const planned = this.nextPlanned(view, options);
    if (planned) return { option: planned, source: 'plan', records: [] };
    const kind = view.pending?.kind;
    if (this.planActive() && kind === 'respond') {
      // A window of our own making in mid-plan: the plan did not ask to respond.
      const pass = options.find((o) => o.action.type === 'pass');
      if (pass) return { option: pass, source: 'plan', records: [] };
    }
    if (isQuietWindow(view, options, fallbackPick)) return { option: fallbackPick, source: 'quiet', records: [] };
    const plannedThisTurn = this.callsThisTurn > 0;
    const subDecision = kind === 'choose' || kind === 'yes-no';
    // A plan made in a response window said nothing about the Main or Battle Phase.
    const covered = this.planCoversTurn || (kind !== 'main' && kind !== 'battle');
    if ((subDecision && plannedThisTurn) || (plannedThisTurn && this.stale === null && covered)) {
      // Targets and yes/no of a planned move, or a plan that ran out with nothing new on
      // the board: the heuristic, without a call.
      return { option: fallbackPick, source: 'heuristic', records: [] };
    }
    return this.replan(input, fallbackPick, this.stale ?? (plannedThisTurn ? 'plan finished' : 'new turn'));
  }

  private planActive(): boolean {
    return this.stale === null && this.cursor < this.steps.length;
  }

  /** Notes new events: a new turn drops the plan, an unplanned change marks it stale. */
  private absorb(input: DecideInput): void {
    const { view } = input;
    if (view.turn !== this.turn) {
      this.turn = view.turn;
      this.steps = [];
      this.cursor = 0;
      this.callsThisTurn = 0;
      this.stale = null;
      this.planCoversTurn = false;
    }
    for (const e of input.events) {
      if (e.event.n <= this.lastEvent) continue;
      this.lastEvent = e.event.n;
      if (e.text !== null) this.recent.push(e.text);
      const why = unplannedChange(e.event, view.viewer);
      if (why !== null && this.steps.length > 0 && this.stale === null) this.stale = why;
    }
    if (this.recent.length > PROMPT_EVENTS) this.recent.splice(0, this.recent.length - PROMPT_EVENTS);
    this.seen.note(view, this.opts.cards);
  }

  /** The plan's next legal step; in Main and Battle decisions steps that became impossible are skipped. */
  private nextPlanned(view: DuelView, options: readonly Option[]): Option | undefined {
    if (!this.planActive()) return undefined;
    const byId = new Map(options.map((o) => [o.id, o]));
    const kind = view.pending?.kind;
    const last = kind === 'main' || kind === 'battle' ? this.steps.length : this.cursor + 1;
    for (let i = this.cursor; i < last; i++) {
      const option = byId.get(this.steps[i]!);
      if (option) {
        this.cursor = i + 1;
        return option;
      }
    }
    return undefined;
  }

  private fallbackPick(view: DuelView, options: readonly Option[]): Option {
    const picked = (this.opts.fallback ?? defaultFallback()).choose(view, options);
    return options.find((o) => o.id === picked.id) ?? options[0]!;
  }

  private async replan(input: DecideInput, fallbackPick: Option, reason: string): Promise<PlannedMove> {
    const model = input.model !== undefined ? input.model : this.opts.model;
    const budget = this.opts.maxPlansPerTurn ?? 3;
    if (!model || this.callsThisTurn >= budget) return { option: fallbackPick, source: 'heuristic', records: [] };
    this.callsThisTurn++;
    this.steps = [];
    this.cursor = 0;
    this.stale = null;
    const kind = input.view.pending?.kind;
    this.planCoversTurn = input.view.turnPlayer === input.view.viewer && (kind === 'main' || kind === 'battle');
    const result = await planTurn({
      view: input.view,
      options: input.options,
      recentEvents: this.recent,
      persona: this.opts.persona,
      model,
      seenCards: this.seen.list(),
      ...(this.opts.userName !== undefined ? { userName: this.opts.userName } : {}),
      ...(this.opts.cards ? { cards: this.opts.cards } : {}),
      ...(this.opts.deck ? { deck: this.opts.deck } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    });
    if (!result.ok) {
      // A failed call is not retried this turn: the heuristic plays the rest of it.
      this.callsThisTurn = budget;
      return { option: fallbackPick, source: 'heuristic', records: result.records, error: result.error, replanReason: reason };
    }
    this.steps = result.plan.steps;
    const first = this.nextPlanned(input.view, input.options);
    if (!first) return { option: fallbackPick, source: 'heuristic', records: result.records, error: 'the plan starts with no legal option', replanReason: reason };
    const line = result.plan.line;
    return { option: first, source: 'new-plan', records: result.records, replanReason: reason, ...(line !== undefined ? { line } : {}) };
  }
}
