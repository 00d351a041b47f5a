/**
 * Reading one chat message: a number picks from the last list, anything else is read
 * against the pending decision and the legal options (offline first, the model when the
 * offline reading is unsure) and becomes moves, a request, a rules question or banter.
 */
import { renderBoard, renderGraveyards } from '../engine/text/boardText.js';
import type { Option } from '../engine/types.js';
import type { Answer } from '../rules/answer.js';
import { humanTurn, runCommands, type CommandContext } from './commands.js';
import { interpretOffline, interpretWithModel, type Interpretation, type RequestKind } from './interpret.js';
import { handText, HIDDEN_HAND_REPLY, optionsText } from './offlineReplies.js';
import { MAX_MESSAGE_CHARS, type SessionChunk } from './types.js';
import { banter, narrateStretch } from './voice.js';

/** What reading a message needs of its session, beyond playing moves. */
export interface MessageContext extends CommandContext {
  /** Option ids the last list numbered. */
  pendingChoices(): readonly string[];
  publicBoard(): string;
  /** A rules question answered against this duel. */
  ask(question: string): Promise<Answer>;
  /** The human's surrender, as an option. */
  surrender(): Option;
}

export async function* handleMessage(c: MessageContext, raw: string): AsyncGenerator<SessionChunk> {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_CHARS);
  if (text === '') {
    yield { type: 'error', code: 'EMPTY_MESSAGE', message: 'Type a move, a question or anything you want to say.' };
    return;
  }
  const options = c.humanOptions();
  if (/^\d{1,3}$/.test(text) && options.length > 0) {
    yield* pickNumber(c, text, options);
    return;
  }
  const meaning = await understand(c, text);
  yield* c.guard.notice();
  const shared = meaning.kind === 'banter' || meaning.kind === 'question' ? c.voice.redact(text, true) : null;
  c.chat.add('user', meaning.kind, text, shared);
  switch (meaning.kind) {
    case 'request':
      yield* request(c, meaning.request, meaning.whose);
      return;
    case 'question':
      yield* question(c, meaning.question);
      return;
    case 'action':
      yield* runCommands(c, meaning.commands, text);
      return;
    default:
      yield* banter(c.voice, text, '');
  }
}

/** A number picks from the last list (or from all options). */
async function* pickNumber(c: MessageContext, text: string, options: Option[]): AsyncGenerator<SessionChunk> {
  const pending = c.pendingChoices();
  const listed = pending.length > 0 && pending.every((id) => options.some((o) => o.id === id));
  const ids = listed ? pending : options.map((o) => o.id);
  const option = options.find((o) => o.id === ids[Number(text) - 1]);
  c.chat.add('user', 'action', text, null);
  if (!option) {
    yield* c.chat.say(`There is no option ${text}; type "help" to list your options.`, 'info', 'info', null);
    return;
  }
  yield* humanTurn(c, [option]);
}

/** What the message means: the offline reading, or the model's when the offline one is unsure. */
async function understand(c: MessageContext, text: string): Promise<Interpretation> {
  const ctx = {
    state: c.record.state,
    human: c.human,
    engine: c.engine,
    mentionsCard: (t: string) => c.vocabulary.cardNames.some((n) => n.length >= 4 && t.toLowerCase().includes(n.toLowerCase())),
  };
  const offline = interpretOffline(text, ctx);
  const model = c.guard.model;
  if (offline.confident || !model) return offline.value;
  const answer = await interpretWithModel({
    message: c.voice.redact(text, true),
    original: text,
    board: c.publicBoard(),
    userName: c.userName,
    charName: c.voice.charName,
    model,
  });
  return answer.ok ? answer.value : offline.value;
}

async function* request(c: MessageContext, kind: RequestKind, whose: 'mine' | 'yours' | undefined): AsyncGenerator<SessionChunk> {
  const view = c.view();
  switch (kind) {
    case 'board':
      yield* c.chat.say(renderBoard(view), 'info', 'info', null);
      return;
    case 'graveyard':
      yield* c.chat.say(renderGraveyards(view), 'info', 'info', null);
      return;
    case 'hand':
      if (whose === 'yours') yield* c.chat.say(HIDDEN_HAND_REPLY, 'reply', 'reply', HIDDEN_HAND_REPLY);
      else yield* c.chat.say(handText(view.you.hand), 'info', 'info', null);
      return;
    case 'concede':
      yield* concede(c);
      return;
    default: {
      const options = c.humanOptions();
      if (options.length) c.setChoices(options.map((o) => o.id));
      const text = optionsText(options, (o) => c.commandOf(o), { over: c.record.state.result !== null, charName: c.voice.charName });
      yield* c.chat.say(text, 'info', 'info', null);
    }
  }
}

/** The user's own words gave the duel up. */
async function* concede(c: MessageContext): AsyncGenerator<SessionChunk> {
  if (c.record.state.result) {
    yield { type: 'error', code: 'DUEL_OVER', message: 'The duel is already over.' };
    return;
  }
  const stretch: Parameters<MessageContext['applyOption']>[1] = [];
  const before = c.lps();
  if (yield* c.applyOption(c.surrender(), stretch)) {
    yield { type: 'view', view: c.view() };
    yield* narrateStretch(c.voice, stretch, 'user', [], before);
  }
}

async function* question(c: MessageContext, text: string): AsyncGenerator<SessionChunk> {
  try {
    const answer = await c.ask(text);
    yield* c.guard.notice();
    yield* c.chat.say(answer.text, 'answer', 'answer', null);
  } catch (err) {
    yield { type: 'error', code: 'RULES_FAILED', message: `The rules judge could not answer: ${err instanceof Error ? err.message : String(err)}` };
  }
}
