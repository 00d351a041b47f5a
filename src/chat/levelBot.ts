/**
 * The session's bot at its chosen level, as the one BotPolicy the turn planner falls back
 * on (and the only one offline): `easy` (src/bot/easy.ts, seeded by the duel's seed),
 * `normal` (the heuristic) or `strong` (the search over the bot's own view). The level can
 * change in the middle of a duel ("go easy on me"), so the policy asks for it at each move.
 *
 * `strong` needs what the bot has learned so far: it is folded from the duel record's
 * events seat by seat (engine/redeal.ts `learn`), as the league does, never from hidden
 * state. Its time per decision is the search's budget (`strongSearchSettings`); the event
 * loop is given a turn before each search (see `beforeDecide`), so one bot turn of many
 * searches never holds the server for longer than one decision's budget at a time.
 */
import { createEasyBot } from '../bot/easy.js';
import { createHeuristicBot } from '../bot/heuristic.js';
import type { PlayLevel } from '../bot/levels.js';
import { createSearchBot, type SearchSettings } from '../bot/search.js';
import type { BotPolicy } from '../bot/types.js';
import type { Engine } from '../engine/index.js';
import { learn, NO_KNOWLEDGE, type Knowledge } from '../engine/redeal.js';
import type { DeckList, Option, PlayerId } from '../engine/types.js';
import { toViewOptions } from '../engine/viewIds.js';
import type { DuelRecord } from './duelRecord.js';

export interface LevelBotDeps {
  engine: Engine;
  record: DuelRecord;
  seat: PlayerId;
  deck: DeckList;
  /** The level now (it may change between moves). */
  level: () => PlayLevel;
  search?: Partial<SearchSettings>;
}

/** What the bot seat has learned up to the record's last step, folded once per step. */
class SeatKnowledge {
  private known: Knowledge | null = null;
  private upTo = 0;
  constructor(private readonly record: DuelRecord, private readonly seat: PlayerId) {}

  now(): Knowledge {
    const r = this.record;
    this.known ??= learn(NO_KNOWLEDGE, r.stateAt(0)!, r.openingEvents, this.seat);
    for (; this.upTo < r.steps.length; this.upTo++) this.known = learn(this.known, r.stateAt(this.upTo + 1)!, r.steps[this.upTo]!.events, this.seat);
    return this.known;
  }
}

export function levelBot(d: LevelBotDeps): BotPolicy {
  const normal = createHeuristicBot();
  const easy = createEasyBot(`easy:${d.record.config.seed}:${d.seat}`);
  const strong = createSearchBot(d.search ?? {}, [...d.deck.main, ...d.deck.extra]);
  const knowledge = new SeatKnowledge(d.record, d.seat);
  return {
    get name() {
      return d.level();
    },
    choose(view, options): Option {
      const level = d.level();
      if (level === 'easy') return easy.choose(view, options);
      if (level === 'normal') return normal.choose(view, options);
      // The search answers with the engine's own option; `options` name the same list as the bot's view does, in the same order.
      const state = d.record.state;
      const real = d.engine.legalActions(state);
      const shown = toViewOptions(state, real, d.seat);
      if (shown.length !== options.length || shown.some((o, i) => o.id !== options[i]!.id)) return normal.choose(view, options);
      const picked = strong.choose(d.engine, state, d.seat, knowledge.now());
      const at = real.findIndex((o) => o.id === picked.id);
      return options[at] ?? normal.choose(view, options);
    },
  };
}

/** Gives the event loop a turn (pending I/O, other sessions' requests) before a long synchronous decision. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
