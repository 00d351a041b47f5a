/**
 * The session's bot through a TurnPlanner: one model call per bot turn for a plan, the
 * plan followed while its steps stay legal, and new plans only when the board changed in
 * a way the plan did not cover. It feeds the planner the events of the duel record as
 * the bot saw them (its own lines), once each, and the bot's own decklist and the card
 * text for the prompt's static prefix.
 */
import type { BotPolicy } from '../bot/types.js';
import type { EventLine } from '../engine/text/eventBatch.js';
import type { DeckList, Option } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import type { CardTextSource } from '../llm/cardText.js';
import { isNoise } from '../llm/narrator.js';
import type { Persona } from '../llm/persona.js';
import { TurnPlanner, type PlannedMove, type SeenEvent } from '../llm/turnPlan.js';
import type { ChatModel } from '../llm/types.js';

export interface BotPlannerOptions {
  persona: Persona;
  userName: string;
  cards: CardTextSource;
  /** The bot's decklist: its text is the static part of every move prompt. */
  deck: DeckList;
  fallback: BotPolicy;
  /** Awaited before each decision when it returns a promise (the `strong` level gives the event loop a turn before each search). */
  pause?: () => Promise<void> | null;
}

export class BotPlanner {
  private readonly planner: TurnPlanner;
  /** How much of the record's log the planner has been given. */
  private fed = 0;
  private readonly pause: (() => Promise<void> | null) | undefined;

  constructor(opts: BotPlannerOptions) {
    this.pause = opts.pause;
    this.planner = new TurnPlanner({
      model: null,
      persona: opts.persona,
      userName: opts.userName,
      cards: opts.cards,
      deck: [...opts.deck.main, ...opts.deck.extra],
      fallback: opts.fallback,
    });
  }

  /**
   * The bot's move at `view` among `options` (both as the bot's view names cards), with
   * `model` the session's model for this reply (null: offline or resting). `log` is the
   * duel's whole event log; only the part not given before is read.
   */
  async decide(view: DuelView, options: readonly Option[], log: readonly EventLine[], model: ChatModel | null): Promise<PlannedMove> {
    const pausing = this.pause?.();
    if (pausing) await pausing;
    const events: SeenEvent[] = [];
    for (const l of log.slice(this.fed)) events.push({ event: l.event, text: isNoise(l.event) ? null : l.botText });
    this.fed = log.length;
    return this.planner.decide({ view, options, events, model });
  }

  /** The steps of the current plan not taken yet (for tests and logs). */
  remaining(): readonly string[] {
    return this.planner.remaining();
  }
}
