/**
 * Shared by the move-prompt and turn-plan tests: a whole duel where the human (player 0)
 * plays by the heuristic and the bot (player 1) by a TurnPlanner over a fake ChatModel
 * that records every request and answers with a plan built from the schema it is given.
 */
import { z } from 'zod';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { describeEvent } from '../../src/engine/text/eventText.js';
import type { DeckList, DuelState, Option } from '../../src/engine/types.js';
import { viewEvents, type DuelView } from '../../src/engine/view.js';
import { namesInView } from '../../src/llm/compactBoard.js';
import { loadDefaultPersona } from '../../src/llm/persona.js';
import { TurnPlanner, type PlannedMove, type SeenEvent } from '../../src/llm/turnPlan.js';
import type { ChatModel, ModelCallRecord, StructuredRequest, StructuredResult } from '../../src/llm/types.js';
import { db, engine } from '../chat/helpers.js';

export const persona = loadDefaultPersona();
export const BOT = 1;
export const HUMAN = 0;

export interface SeenRequest {
  request: StructuredRequest<unknown>;
  /** The duel state when the request was made (for checks on what was hidden then). */
  state: DuelState;
  /** Names the bot has seen at some point of the duel until the request (its view's names, its own deck's). */
  visible: Set<string>;
  /** The JSON schema the model was given. */
  jsonSchema: Record<string, unknown>;
  answer: unknown;
}

/** A fake model answering plans: `now` by `pickNow` (default: the first id), `then` every other later id. */
export class PlanModel implements ChatModel {
  readonly requests: SeenRequest[] = [];
  state: DuelState | null = null;
  /** Kept up to date by runDuel: every name the bot's view has shown so far. */
  visible = new Set<string>();
  constructor(private readonly answer?: (schema: Record<string, unknown>, request: StructuredRequest<unknown>) => unknown) {}
  describe(): string {
    return 'plan-model (test)';
  }
  modelFor(): string {
    return 'plan-model';
  }
  async structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    const jsonSchema = z.toJSONSchema(request.schema) as Record<string, unknown>;
    const value = this.answer ? this.answer(jsonSchema, request as StructuredRequest<unknown>) : defaultPlan(jsonSchema);
    this.requests.push({ request: request as StructuredRequest<unknown>, state: this.state!, visible: new Set(this.visible), jsonSchema, answer: value });
    const record: ModelCallRecord = { role: request.role, model: 'plan-model', promptTokens: 1, completionTokens: 1, latencyMs: 0, outcome: 'ok' };
    const parsed = request.schema.safeParse(value);
    return parsed.success ? { ok: true, value: parsed.data, records: [record] } : { ok: false, error: 'schema', records: [record] };
  }
  stream(): AsyncIterable<string> {
    throw new Error('not used');
  }
}

type Props = Record<string, { enum?: string[]; items?: { enum?: string[] } }>;

/** Summon first when it can, then the Battle Phase, every later step it was offered in the order offered, and the end of the turn. */
export function defaultPlan(schema: Record<string, unknown>): unknown {
  const props = schema['properties'] as Props;
  const now = props['now']!.enum!;
  const later = props['then']!.items!.enum!.filter((id) => !now.includes(id));
  const first = now.find((id) => id.startsWith('summon:')) ?? now[0]!;
  const battle = now.includes('battle') && first !== 'battle' ? ['battle'] : [];
  const end = now.includes('end-turn') ? ['end-turn'] : [];
  return { now: first, then: [...battle, ...later, ...end], line: 'Let us see what this does.' };
}

export interface BotDecision {
  turn: number;
  view: DuelView;
  options: readonly Option[];
  move: PlannedMove;
}

export interface DuelRun {
  decisions: BotDecision[];
  state: DuelState;
}

/** Plays a duel to its end (or `maxSteps`), the bot through `planner`. */
export async function runDuel(decks: [DeckList, DeckList], seed: string, model: PlanModel | null, maxSteps = 1500): Promise<DuelRun> {
  const planner = new TurnPlanner({ model, persona, userName: 'Alex', cards: db, deck: [...decks[1].main, ...decks[1].extra] });
  const human = createHeuristicBot();
  const created = engine.newDuel({ format: 'classic', seed, decks, firstPlayer: HUMAN });
  if (!created.ok) throw new Error(created.problems.join('\n'));
  let state = created.state;
  if (model) for (const name of namesInView(engine.view(state, BOT))) model.visible.add(name);
  const log: SeenEvent[] = [];
  const decisions: BotDecision[] = [];
  for (let i = 0; i < maxSteps && !state.result; i++) {
    const options = engine.legalActions(state);
    const player = state.pending!.player;
    const view = engine.view(state, player);
    let option: Option;
    if (player === BOT) {
      if (model) model.state = state;
      const move = await planner.decide({ view, options, events: log });
      decisions.push({ turn: view.turn, view, options, move });
      option = move.option;
    } else {
      option = human.choose(view, options);
    }
    const r = engine.apply(state, option.action);
    if (!r.ok) throw new Error(`engine refused ${option.id}: ${r.rejection.message}`);
    const seen = viewEvents(r.events, BOT);
    for (const event of seen) log.push({ event, text: describeEvent(r.state, event, BOT) });
    state = r.state;
    if (model) for (const name of namesInView(engine.view(state, BOT))) model.visible.add(name);
  }
  return { decisions, state };
}
