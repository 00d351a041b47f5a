/**
 * The persona's voice: narration of a stretch of play and replies to the user, each
 * streamed and checked like any model text (nothing hidden, no number the board does not
 * show); offline they are the templates.
 */
import type { EventLine } from '../engine/text/eventBatch.js';
import type { DuelView } from '../engine/view.js';
import { checkedStream, checkText, factsFor, isNotable, narrate, personaSystem, type Vocabulary } from '../llm/narrator.js';
import type { Persona } from '../llm/persona.js';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import type { ChatMessage } from '../llm/types.js';
import type { ChatLog } from './chatLog.js';
import type { ModelGuard, Redactor } from './guardedModel.js';
import { offlineBanter } from './offlineReplies.js';
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
}

/** One narration of a stretch (nothing when the stretch holds nothing worth telling). */
export async function* narrateStretch(
  v: VoiceContext,
  stretch: readonly EventLine[],
  actor: 'user' | 'bot',
  remarks: string[],
  lpsBefore: number[],
): AsyncGenerator<SessionChunk> {
  if (!isNotable(stretch)) return;
  const gen = narrate({
    model: v.guard.model,
    persona: v.persona,
    userName: v.userName,
    lines: [...stretch],
    actor,
    botView: v.botView(),
    vocabulary: v.vocabulary,
    extraNumbers: lpsBefore,
    remarks,
  });
  yield* v.chat.stream(gen, 'narration', 'narration', true);
  yield* v.guard.notice();
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
    template: template ?? offlineBanter(message),
    check: (text) => checkText(text, facts, v.vocabulary),
    maxChars: 320,
  });
  const { text } = yield* v.chat.stream(gen, 'reply', 'reply', true);
  yield* v.guard.notice();
  return text;
}
