/**
 * The human's picked moves: options applied one after another (the bot answering in
 * between where it must), one narration for the stretch, then the bot's turn. A click
 * or a number from a list arrives here as its option; typed plans go through plans.ts.
 */
import type { EventLine } from '../engine/text/eventBatch.js';
import type { Option } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { fromViewOption } from '../engine/viewIds.js';
import { botLoop, type AutopilotContext } from './autopilot.js';
import type { ChatLog } from './chatLog.js';
import type { SessionChunk } from './types.js';
import { tellInGroups, type VoiceContext } from './voice.js';

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

export const DUEL_OVER: SessionChunk = { type: 'error', code: 'DUEL_OVER', message: 'The duel is over: no more moves. You can still look at the board or ask questions.' };

/** One option of the human's, then the bot's answers during the human's turn (and 'auto' passes). */
async function* humanStep(c: CommandContext, option: Option, stretch: EventLine[]): AsyncGenerator<SessionChunk, boolean> {
  c.setChoices([]);
  if (!(yield* c.applyOption(option, stretch))) return false;
  const s = c.record.state;
  if (!s.result && s.turnPlayer === c.human) yield* botLoop(c, stretch, [], () => c.record.state.turnPlayer !== c.human);
  return true;
}

/**
 * Options the human picked (a click, a number from a list), applied as they are. A string
 * is an option id as the human's view names it, looked up when its turn comes (a
 * confirmed plan's later steps become legal only as the turn goes on); the first one
 * that is no option then stops the rest, and the human is told.
 */
export async function* humanTurn(c: CommandContext, picks: readonly (Option | string)[]): AsyncGenerator<SessionChunk> {
  if (c.record.state.result) {
    yield DUEL_OVER;
    return;
  }
  const stretch: EventLine[] = [];
  let stopped: string | null = null;
  const play = async function* (): AsyncGenerator<SessionChunk> {
    for (const [i, pick] of picks.entries()) {
      const option = typeof pick === 'string' ? fromViewOption(c.record.state, c.humanOptions(), c.human, pick) : pick;
      if (!option) {
        stopped = `Stopped before move ${i + 1} of ${picks.length}: it is not one of your options now${c.record.state.result ? ' (the duel is over)' : ''}.`;
        break;
      }
      if (!(yield* humanStep(c, option, stretch))) break;
    }
  };
  // Told in order: a new turn inside the stretch closes the narration of what came before it.
  yield* tellInGroups(c.voice, play(), stretch, 'user', [], () => c.lps());
  if (stretch.length) yield { type: 'view', view: c.view() };
  if (stopped) yield* c.chat.say(stopped, 'reply', 'reply', null);
  // The bot's turn, or quiet windows of the human's that 'auto' chain mode passes (botTurn checks both).
  if (!c.record.state.result) yield* c.botTurn();
}
