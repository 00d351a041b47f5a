/**
 * A typed plan played in the session: understand/plan.ts matches each step against the
 * options of that moment; here the session records every move the plan made (the
 * engine's own result, not applied again) and runs its autopilot between steps (the
 * bot's responses and the human's auto-passes), so a plan survives response windows.
 * Afterwards: one narration, why the rest was not played (true cause first), the bot's turn.
 */
import type { BotMoveNote } from './botReasons.js';
import type { EventLine } from '../engine/text/eventBatch.js';
import type { Option } from '../engine/types.js';
import { explainRefusal, runPlan, type PlanRun } from './understand/index.js';
import { botLoop } from './autopilot.js';
import { DUEL_OVER, type CommandContext } from './commands.js';
import { optionList } from './offlineReplies.js';
import type { SessionChunk } from './types.js';
import { tellInGroups } from './voice.js';

/** What a conversation remembers between messages: what "it" is, the verb "and X too" borrows. */
export interface ConversationMemory {
  referents: number[];
  lastVerb: string | null;
  /** A model's plan shown to the user and waiting for their yes (see proposal.ts). */
  proposal?: { steps: string[]; decision: string } | null;
  /** The bot's last move and its reasons, for "why did you do that?". */
  botMove?: BotMoveNote | null;
}

export interface PlanRequest {
  pieces: readonly string[];
  referents: readonly number[];
  lastVerb: string | null;
  /** The options of the last ask-back, which the first step may be answering. */
  listed?: readonly Option[];
  /** The user's own words: a step is quoted back only when they said it (not a model's rewording). */
  said: string;
}


/** Plays the plan; returns the run (null when the duel was already over). */
export async function* playPlan(c: CommandContext, plan: PlanRequest, memory: ConversationMemory): AsyncGenerator<SessionChunk, PlanRun | null> {
  if (c.record.state.result) {
    yield DUEL_OVER;
    return null;
  }
  const stretch: EventLine[] = [];
  // runPlan takes plain callbacks: the chunks of the moves and of the autopilot wait here and follow the run.
  const held: SessionChunk[] = [];
  c.setChoices([]);
  const run = await runPlan(
    { engine: c.engine, state: c.record.state, player: c.human, pieces: plan.pieces, referents: plan.referents, lastVerb: plan.lastVerb, ...(plan.listed ? { listed: plan.listed } : {}) },
    {
      onApplied: (move) => {
        const lines = c.record.adopt(move.option.action, move.before, move.after, move.events);
        stretch.push(...lines);
        for (const l of lines) held.push({ type: 'event', event: l.event, text: l.text });
      },
      advance: async () => {
        const s = c.record.state;
        // During the human's turn the bot answers and 'auto' passes quiet windows; the bot's own turn waits for the narration.
        if (!s.result && s.turnPlayer === c.human) for await (const chunk of botLoop(c, stretch, [], () => c.record.state.turnPlayer !== c.human)) held.push(chunk);
        return c.record.state;
      },
    },
  );
  memory.referents = run.referents;
  memory.lastVerb = run.lastVerb;
  // The held chunks are the stretch's events in order: told with a narration cut at each new turn.
  yield* tellInGroups(c.voice, (async function* () { yield* held; })(), stretch, 'user', [], () => c.lps());
  if (stretch.length) yield { type: 'view', view: c.view() };
  yield* explainStop(c, run, plan.said);
  if (!c.record.state.result) yield* c.botTurn();
  return run;
}

/** "Played the first move" / "the first 2 moves": how much of a plan, said without quoting commands back. */
function playedSoFar(n: number): string {
  return n === 1 ? 'Played the first move of your plan. ' : `Played the first ${n} moves of your plan. `;
}

/** Why the plan stopped where it did: done steps, the true cause, what can be done instead. */
async function* explainStop(c: CommandContext, run: PlanRun, said: string): AsyncGenerator<SessionChunk> {
  const f = run.failed;
  if (!f) return;
  // The moves played are in the log already; the words say how far the plan got, never the commands.
  const done = run.done.length ? playedSoFar(run.done.length) : '';
  const rest = run.notTried.length ? ` ${run.notTried.length === 1 ? 'The move after it was' : `The ${run.notTried.length} moves after it were`} not played.` : '';
  switch (f.kind) {
    case 'match': {
      const m = f.match;
      if (m.kind === 'rejected') {
        const r = explainRefusal(m.rejection, { engine: c.engine, state: f.state, player: c.human, action: m.action });
        // The rule id stays last, after what was not played.
        const body = r.text.slice(0, r.text.lastIndexOf(' (rule '));
        yield* c.chat.say(`${done}${body}${rest} (rule ${r.rule})`, 'reply', 'reply', null);
        return;
      }
      const step = said.toLowerCase().includes(f.step.toLowerCase()) ? `"${f.step}"` : 'that';
      yield* askBack(c, `${done}${m.kind === 'unknown' ? `I did not catch ${step} as a move.` : `${capitalFirst(step)} could mean more than one move.`} Which one? (type the number)`, m.options);
      return;
    }
    case 'not-your-move':
      yield* c.chat.say(`${done}Stopped before your next move: it is your opponent's move now.${rest}`, 'reply', 'reply', null);
      return;
    case 'duel-over':
      yield* c.chat.say(`${done}The duel ended before your next move.`, 'reply', 'reply', null);
      return;
    case 'turn-over':
      yield* c.chat.say(`${done}Your turn ended before your next move, so it was not played.${rest}`, 'reply', 'reply', null);
      return;
  }
}

const capitalFirst = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** The likeliest options, numbered: "2" or "the second one" answers. */
export async function* askBack(c: CommandContext, prompt: string, options: readonly Option[]): AsyncGenerator<SessionChunk> {
  const list = options.slice(0, 5);
  if (list.length === 0) {
    yield* c.chat.say(prompt, 'reply', 'reply', null);
    return;
  }
  c.setChoices(list.map((o) => o.id));
  yield* c.chat.say(optionList(prompt, list), 'reply', 'reply', null);
}
