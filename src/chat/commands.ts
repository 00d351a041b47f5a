/**
 * The human's moves: options applied one after another (the bot answering in between
 * where it must), one narration for the stretch, the reason a step was not played, and
 * then the bot's turn. A click arrives here as its option; typed commands are parsed
 * by the grammar against the engine's options first.
 */
import { parseCommand, type ParseResult } from '../engine/text/grammar.js';
import type { EventLine } from '../engine/text/eventBatch.js';
import type { Option } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { botLoop, type AutopilotContext } from './autopilot.js';
import type { ChatLog } from './chatLog.js';
import { cardOfAction, isConcede, normalizeCommand, refFor, resolveIt } from './interpret.js';
import { CONCEDE_HINT, optionList, refusalLead } from './offlineReplies.js';
import type { SessionChunk } from './types.js';
import { banter, narrateStretch, type VoiceContext } from './voice.js';

/** What the human's moves need of their session. */
export interface CommandContext extends AutopilotContext {
  readonly voice: VoiceContext;
  readonly chat: ChatLog;
  /** The human's options now (none when it is not their decision). */
  humanOptions(): Option[];
  /** The command text that picks an option (for lists and the history line). */
  commandOf(option: Option): string;
  /** Remembers the option ids a list just numbered. */
  setChoices(ids: string[]): void;
  lps(): number[];
  view(): DuelView;
  botTurn(): AsyncGenerator<SessionChunk>;
}

/** Why a typed step was not played. */
export type Stop = { parsed: ParseResult; step: string } | { concede: true };

const DUEL_OVER: SessionChunk = { type: 'error', code: 'DUEL_OVER', message: 'The duel is over: no more moves. You can still look at the board or ask questions.' };

/** One option of the human's, then the bot's answers during the human's turn (and 'auto' passes). */
async function* humanStep(c: CommandContext, option: Option, stretch: EventLine[]): AsyncGenerator<SessionChunk, boolean> {
  c.setChoices([]);
  if (!(yield* c.applyOption(option, stretch))) return false;
  const s = c.record.state;
  if (!s.result && s.turnPlayer === c.human) yield* botLoop(c, stretch, []);
  return true;
}

/** After the human's moves: the new view, one narration, why the rest was not played, then the bot's turn. */
async function* afterMoves(c: CommandContext, stretch: EventLine[], lpsBefore: number[], stop: Stop | null): AsyncGenerator<SessionChunk> {
  if (stretch.length) {
    yield { type: 'view', view: c.view() };
    yield* narrateStretch(c.voice, stretch, 'user', [], lpsBefore);
  }
  if (stop) yield* explain(c, stop);
  // The bot's turn, or quiet windows of the human's that 'auto' chain mode passes (botTurn checks both).
  if (!c.record.state.result) yield* c.botTurn();
}

/** Options the human picked (a click, a number from a list), applied as they are. */
export async function* humanTurn(c: CommandContext, options: readonly Option[]): AsyncGenerator<SessionChunk> {
  if (c.record.state.result) {
    yield DUEL_OVER;
    return;
  }
  const stretch: EventLine[] = [];
  const before = c.lps();
  for (const option of options) if (!(yield* humanStep(c, option, stretch))) break;
  yield* afterMoves(c, stretch, before, null);
}

/** Typed commands, in order, each parsed by the grammar against the engine's options. */
export async function* runCommands(c: CommandContext, commands: readonly string[], original: string): AsyncGenerator<SessionChunk> {
  if (c.record.state.result) {
    yield DUEL_OVER;
    return;
  }
  const stretch: EventLine[] = [];
  const before = c.lps();
  let previous: number | null = null;
  let stop: Stop | null = null;
  for (const command of commands) {
    if (c.humanOptions().length === 0) break;
    const step = resolveIt(normalizeCommand(command), refFor(c.record.state, previous, c.human));
    let parsed = parseCommand(c.record.state, c.human, step, c.engine);
    if (parsed.kind === 'rejected' && parsed.rejection.code === 'NOT_IN_BATTLE' && parsed.action.type === 'attack') {
      // "Summon it then attack with it": an attack asked for in Main Phase 1 means entering the Battle Phase first.
      const enter = c.humanOptions().find((o) => o.action.type === 'enter-battle');
      if (enter && (yield* c.applyOption(enter, stretch))) parsed = parseCommand(c.record.state, c.human, step, c.engine);
    }
    if (parsed.kind === 'option' && parsed.option.action.type === 'surrender' && !isConcede(original)) {
      stop = { concede: true };
      break;
    }
    if (parsed.kind !== 'option') {
      stop = { parsed, step };
      break;
    }
    if (!(yield* humanStep(c, parsed.option, stretch))) break;
    previous = cardOfAction(parsed.option.action);
  }
  yield* afterMoves(c, stretch, before, stop);
}

/** Why a step was not played: which option was meant, the engine's reason with its rule, or what could not be read. */
async function* explain(c: CommandContext, stop: Stop): AsyncGenerator<SessionChunk> {
  if ('concede' in stop) {
    yield* c.chat.say(CONCEDE_HINT, 'info', 'info', null);
    return;
  }
  const { parsed } = stop;
  const commandOf = (o: Option): string => c.commandOf(o);
  switch (parsed.kind) {
    case 'ambiguous': {
      c.setChoices(parsed.options.map((o) => o.id));
      yield* c.chat.say(optionList('That could mean more than one move. Which one? (type the number or the command)', parsed.options, commandOf), 'reply', 'reply', null);
      return;
    }
    case 'rejected': {
      const r = parsed.rejection;
      const cite = `${r.message} (rule ${r.rule})`;
      const lead = refusalLead(c.record.steps.length + c.chat.history.length);
      if (c.guard.model) {
        // The persona reacts (streamed, checked); the engine's reason and rule follow verbatim.
        yield* banter(c.voice, stop.step, r.message, lead);
        yield* c.chat.say(cite, 'reply', 'reply', null);
      } else {
        yield* c.chat.say(`${lead} ${cite}`, 'reply', 'reply', null);
      }
      return;
    }
    case 'unknown': {
      let text = parsed.message;
      if (parsed.suggestions.length) {
        c.setChoices(parsed.suggestions.map((o) => o.id));
        text += `\n${optionList('Closest options:', parsed.suggestions, commandOf)}`;
      }
      yield* c.chat.say(text, 'info', 'info', null);
      return;
    }
    default:
      return;
  }
}
