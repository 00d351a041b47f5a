/**
 * The persona's voice: narration of a stretch of play and replies to the user, each
 * streamed and checked like any model text (nothing hidden, no number the board does not
 * show). Offline (and whenever a model text fails its check) narration is short prose
 * written from the events (`narrateOffline`), and the persona speaks its lines by
 * situation (`PersonaLines`): the greeting, big hits, bosses, traps, the brink, the end.
 */
import type { EventLine } from '../engine/text/eventBatch.js';
import type { PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { banterSituation, narrateOffline, situationsIn, type CardLookup, type Outcome, type Situation } from '../llm/offline/index.js';
import { checkedStream, checkText, factsFor, isNotable, narrate, personaSystem, type Vocabulary } from '../llm/narrator.js';
import type { Persona } from '../llm/persona.js';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import type { ChatMessage } from '../llm/types.js';
import type { ChatLog } from './chatLog.js';
import type { ModelGuard, Redactor } from './guardedModel.js';
import { offlineBanter, ruleBreakBanter } from './offlineReplies.js';
import type { NarrationQueue } from './narrationQueue.js';
import type { SessionChunk } from './types.js';

/** What the voice needs of its session. */
export interface VoiceContext {
  readonly persona: Persona;
  readonly userName: string;
  readonly charName: string;
  readonly vocabulary: Vocabulary;
  readonly guard: ModelGuard;
  readonly chat: ChatLog;
  readonly redact: Redactor;
  /** The bot's view now. */
  botView(): DuelView;
  /** The public board from the human's seat, for prompts. */
  publicBoard(): string;
  /** The latest public event lines (what a reply may refer to). */
  recentPublicLines(): string[];
  readonly human: PlayerId;
  /** The persona's offline line for a situation (varied, never what it said just before). */
  line(situation: Situation): string;
  /** Cards both players can see now (names for offline text; null for a hidden card). */
  publicCards(): CardLookup;
  /** Steps applied so far: varies the offline wording along the duel, deterministically. */
  stepCount(): number;
  /** How the duel stands, for lines that depend on who won. */
  outcome(): Outcome | 'ongoing';
  /** Where narrations run while the duel goes on; the reply shows them after the options. */
  readonly narrations: NarrationQueue;
}

/** Events that make a stretch of the player's own worth telling offline (more than its grey lines say). */
const TELLING = new Set<string>(['attack', 'battle-damage', 'effect-damage', 'destroyed', 'activate', 'duel-end', 'control', 'lp-gain', 'lp-cost']);

/** Short offline prose about a stretch, true to its events ('' when nothing is worth a sentence). */
export function offlineNarration(v: VoiceContext, stretch: readonly EventLine[]): string {
  return narrateOffline(stretch, { human: v.human, char: v.charName, seed: v.stepCount(), card: v.publicCards(), firstPerson: true });
}

/** The situation of a stretch most worth a line from the persona, if any. */
export function stretchSituation(v: VoiceContext, stretch: readonly EventLine[]): Situation | null {
  return situationsIn(stretch, { human: v.human, card: v.publicCards() })[0] ?? null;
}

/** The persona's line for a situation, as a reply of its own. */
export function* personaSays(v: VoiceContext, situation: Situation): Generator<SessionChunk> {
  const line = v.line(situation);
  yield* v.chat.say(line, 'reply', 'reply', line);
}

/**
 * One narration of a stretch (nothing when the stretch holds nothing worth telling).
 *
 * Told in place when no model writes it (the bot's own stretch, and everything offline):
 * the prose is written from the events at once, so it comes right after the events it
 * tells and before whatever happens next, with the persona's line beside it. A model's
 * narration of the player's stretch starts at once and runs beside the bot's next
 * decision; it is shown after the board and the options (or before the bot's next move,
 * see botLoop), so the story stays in order either way.
 *
 * The bot's own stretch costs no call: the turn plan's line (`remarks`, already checked)
 * is the persona's word for it, and the events are told in offline prose (true to them by
 * construction). Only the player's stretches are narrated by the model.
 */
export async function* narrateStretch(
  v: VoiceContext,
  stretch: readonly EventLine[],
  actor: 'user' | 'bot',
  remarks: string[],
  lpsBefore: number[],
): AsyncGenerator<SessionChunk> {
  if (!isNotable(stretch)) {
    // Nothing to tell, but a plan's line still belongs here, beside the moves it was said with.
    if (remarks.length) yield* v.chat.say(remarks.join(' '), 'reply', 'reply', remarks.join(' '));
    return;
  }
  // Everything read from the duel is read now: the duel moves on while this is generated.
  const model = actor === 'bot' ? null : v.guard.model;
  // Offline, the player's own quiet moves (a summon, a Set) are told by their grey lines already: prose would only repeat them.
  const quiet = actor === 'user' && !stretch.some((l) => TELLING.has(l.event.type));
  const prose = quiet && !model ? '' : offlineNarration(v, stretch);
  const said = remarks.length ? remarks.join(' ') : null;
  const situation = model || said ? null : stretchSituation(v, stretch);
  if (!model && prose === '' && !situation && !said) return;
  const gen = narrate({
    model,
    persona: v.persona,
    userName: v.userName,
    lines: [...stretch],
    actor,
    botView: v.botView(),
    vocabulary: v.vocabulary,
    extraNumbers: lpsBefore,
    remarks: [...remarks],
    template: prose,
  });
  const telling = (async function* () {
    if (model || prose !== '') yield* v.chat.stream(gen, 'narration', 'narration', true);
    yield* v.guard.notice();
    // The persona adds its own word: the plan's line, or offline its line for what mattered most.
    if (said) yield* v.chat.say(said, 'reply', 'reply', said);
    else if (situation) yield* personaSays(v, situation);
  })();
  if (model) v.narrations.start(telling);
  else yield* telling;
}

/**
 * Where a stretch is cut into groups told one by one: the bot's at a new phase the chat
 * names or a new turn; the player's only at a new turn (a model narrates each group of
 * theirs, and one call per stretch is enough).
 */
function opensGroup(chunk: SessionChunk, actor: 'user' | 'bot'): boolean {
  if (chunk.type !== 'event') return false;
  return chunk.event.type === 'turn' || (actor === 'bot' && chunk.event.type === 'phase' && chunk.text !== null);
}

/**
 * A stretch told as it happens, grouped by phase: `play` yields the event chunks of the
 * moves it makes (each move's lines already pushed to `stretch`, one event chunk per line,
 * in order); before each new phase or turn, the group before it is narrated, so the bot's
 * turn reads as summons, then battle, then the end, each told right after its events.
 * `remarks`: the plan's lines, said with the group they were made in.
 */
export async function* tellInGroups(
  v: VoiceContext,
  play: AsyncGenerator<SessionChunk>,
  stretch: EventLine[],
  actor: 'user' | 'bot',
  remarks: string[],
  lps: () => number[],
): AsyncGenerator<SessionChunk> {
  let seen = 0;
  let from = 0;
  let before = lps();
  const tell = async function* (to: number): AsyncGenerator<SessionChunk> {
    const group = stretch.slice(from, to);
    const said = remarks.splice(0, remarks.length);
    from = to;
    if (group.length || said.length) yield* narrateStretch(v, group, actor, said, before);
    before = lps();
  };
  for await (const chunk of play) {
    if (chunk.type === 'event') {
      if (opensGroup(chunk, actor) && seen > from) yield* tell(seen);
      seen++;
    }
    yield chunk;
  }
  yield* tell(stretch.length);
}

function replyMessages(v: VoiceContext, message: string, engineNote: string): ChatMessage[] {
  const shared = v.chat.history.filter((h) => h.shared !== null);
  const last = shared[shared.length - 1];
  if (last?.role === 'user' && last.text === message) shared.pop(); // the message itself is given on its own
  const history = shared.slice(-6).map((h) => `${h.role === 'user' ? v.userName : v.charName}: ${h.shared}`);
  const user = fillTemplate(loadPrompt('chat-reply'), {
    user: v.userName,
    message: v.redact(message, true),
    engine_note: engineNote ? v.redact(engineNote, true) : 'none',
    board: v.publicBoard(),
    history: history.length ? history.join('\n') : '(none)',
  });
  return [
    { role: 'system', content: personaSystem(v.persona, { user: v.userName, detail: 'full' }) },
    { role: 'user', content: user },
  ];
}

/** A reply in the persona's voice; returns its text. `template`: the offline line (default: banter matched to the message). */
export async function* banter(v: VoiceContext, message: string, engineNote: string, template?: string): AsyncGenerator<SessionChunk, string> {
  const model = v.guard.model;
  const facts = factsFor(v.recentPublicLines(), v.botView(), v.vocabulary);
  const gen = checkedStream({
    model,
    role: 'narration',
    messages: model ? replyMessages(v, message, engineNote) : [],
    template: template ?? offlineReply(v, message),
    check: (text) => checkText(text, facts, v.vocabulary),
    maxChars: 320,
  });
  const { text } = yield* v.chat.stream(gen, 'reply', 'reply', true);
  yield* v.guard.notice();
  return text;
}

/** The offline reply to banter: a rule-bending request is refused first, then the persona's line for the situation, then the old lines. */
export function offlineReply(v: VoiceContext, message: string): string {
  const refusal = ruleBreakBanter(message);
  if (refusal) return refusal;
  const situation = banterSituation(message, v.outcome());
  return situation ? v.line(situation) : offlineBanter(message);
}
