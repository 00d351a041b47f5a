/**
 * Helpers for card tests: boards from the scenario format (Field Zone, Equip Cards...)
 * and commands played through the grammar, failing loudly when refused.
 */
import { defaultCards, toCardStatic } from '../../src/cards/catalog.js';
import { parseCommand } from '../../src/engine/text/grammar.js';
import { buildBoard } from '../../src/engine/testing/scenario/board.js';
import { parseScenario, type ScenarioCards } from '../../src/engine/testing/scenario/schema.js';
import type { Engine } from '../../src/engine/index.js';
import type { DuelState, PlayerId, Rejection } from '../../src/engine/types.js';

export const { db, engine } = defaultCards();

export const cards: ScenarioCards = {
  find: (name) => {
    const facts = db.byName(name);
    return facts ? toCardStatic(facts) : undefined;
  },
};

/** A board in the scenario format (without steps). */
export function boardFrom(spec: Record<string, unknown>, using: Engine = engine): DuelState {
  const parsed = parseScenario({ name: 'test', description: 'test (rule chain.basics)', format: 'classic', turn: 3, turnPlayer: 0, phase: 'main1', steps: [{ expect: {} }], ...spec }, cards);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return buildBoard(parsed.scenario, cards, using.ctx).state;
}

/** Plays one command; throws when it is refused or not understood. */
export function run(state: DuelState, player: PlayerId, command: string, using: Engine = engine): DuelState {
  const parsed = parseCommand(state, player, command, using);
  if (parsed.kind !== 'option') throw new Error(`"${command}" was not played: ${JSON.stringify(parsed).slice(0, 400)}`);
  const result = using.apply(state, parsed.option.action);
  if (!result.ok) throw new Error(`"${command}" refused: ${result.rejection.message}`);
  return result.state;
}

/** The refusal a command gets (throws if it is accepted). */
export function refusal(state: DuelState, player: PlayerId, command: string, using: Engine = engine): Rejection {
  const parsed = parseCommand(state, player, command, using);
  if (parsed.kind === 'rejected') return parsed.rejection;
  throw new Error(`"${command}" was not refused: ${parsed.kind}`);
}

export function nameOf(state: DuelState, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return state.catalog[state.cards[id]!.passcode]!.name;
}

export function idOf(state: DuelState, name: string, owner?: PlayerId): number {
  const card = state.cards.find((c) => nameOf(state, c.id) === name && (owner === undefined || c.owner === owner));
  if (!card) throw new Error(`no ${name} in this state`);
  return card.id;
}
