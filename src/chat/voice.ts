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
const TELLING = new Set<string>(['attack', 'battle-damage', 'effect-damage', 'destroyed', 'activate', 'duel-end', 'control', 'lp-gain']);

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
 * One narration of a stretch (nothing when the stretch holds nothing worth telling). It
 * starts at once, beside whatever comes next (the bot's next decision), and is shown after
 * the board and the options; this generator itself yields nothing.
 *
 * The bot's own stretch costs no call: the turn plan's line (`remarks`, already checked)
 * is the persona's word for it, and the events are told in offline prose (true to them by
 * construction). Only the player's stretches are narrated by the model.
 */
// eslint-disable-next-line require-yield
export async function* narrateStretch(
  v: VoiceContext,
  stretch: readonly EventLine[],
  actor: 'user' | 'bot',
  remarks: string[],
  lpsBefore: number[],
): AsyncGenerator<SessionChunk> {
  if (!isNotable(stretch)) return;
  // Everything read from the duel is read now: the duel moves on while this is generated.
  const model = actor === 'bot' ? null : v.guard.model;
  // Offline, the player's own quiet moves (a summon, a Set) are told by their grey lines already: prose would only repeat them.
  const quiet = actor === 'user' && !stretch.some((l) => TELLING.has(l.event.type));
  const prose = quiet && !model ? '' : offlineNarration(v, stretch);
  const said = remarks.length ? remarks.join(' ') : null;
  const situation = model || said ? null : stretchSituation(v, stretch);
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
  if (!model && prose === '' && !situation && !said) return;
  v.narrations.start(
    (async function* () {
      if (model || prose !== '') yield* v.chat.stream(gen, 'narration', 'narration', true);
      yield* v.guard.notice();
      // The persona adds its own word: the plan's line, or offline its line for what mattered most.
      if (said) yield* v.chat.say(said, 'reply', 'reply', said);
      else if (situation) yield* personaSays(v, situation);
    })(),
  );
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
