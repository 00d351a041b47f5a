/**
 * Reading one chat message: the understanding layer (src/chat/understand) reads it
 * against the pending decision and the legal options and answers with a plan of moves,
 * a question, a request, banter, an ask-back (the likeliest options, numbered) or "the
 * duel has moved on". The model interpreter, when there is one, is asked only when the
 * offline reading is not one exact plan; a plan it returns is never played for a message
 * read as banter. A player's words are the only source of their moves.
 */
import { renderBoard, renderGraveyards } from '../engine/text/boardText.js';
import type { Option } from '../engine/types.js';
import type { Answer } from '../rules/answer.js';
import { DUEL_OVER, humanTurn, type CommandContext } from './commands.js';
import { fromViewOption, toViewOptions } from '../engine/viewIds.js';
import { interpretWithModel, type RequestKind } from './interpret.js';
import { confirmPlan, proposePlan } from './proposal.js';
import { handText, HIDDEN_HAND_REPLY, optionsText } from './offlineReplies.js';
import { askBack, playPlan, type ConversationMemory } from './plans.js';
import { asksForMove, referentsAfterQuestion, questionWithCard, understand, type Understanding } from './understand/index.js';
import { botWhy } from './botReasons.js';
import { MAX_MESSAGE_CHARS, type SessionChunk } from './types.js';
import { banter, narrateStretch } from './voice.js';
import { banterSituation } from '../llm/offline/index.js';
import type { PlayLevel } from '../bot/levels.js';
import { levelAskedFor, levelLine, matchAskedFor, matchRequestLine } from './levelChat.js';

/** "go easy on me", "play your best": the level changes (for the bot's next move on) and the persona says so. */
function* levelRequest(c: MessageContext, text: string): Generator<SessionChunk, boolean> {
  const to = c.level ? levelAskedFor(text) : null;
  if (!to || !c.level) return false;
  const from = c.level.now();
  c.chat.add('user', 'request', text, c.voice.redact(text, true));
  c.level.set(to);
  yield* c.chat.say(levelLine(from, to), 'reply', 'reply', null);
  return true;
}

/** "rematch", "best of three", "let me side": the persona answers and the page (which holds the Match controls) is told. */
function* matchRequest(c: MessageContext, text: string): Generator<SessionChunk, boolean> {
  const request = c.level ? matchAskedFor(text) : null;
  if (!request) return false;
  const over = c.record.state.result !== null;
  if (request === 'rematch' && over) {
    // The page offers the next Duel; the persona's own rematch line (a character card may have one) answers.
    yield { type: 'match', request };
    return false;
  }
  c.chat.add('user', 'request', text, c.voice.redact(text, true));
  yield* c.chat.say(matchRequestLine(request, over), 'reply', 'reply', null);
  if (over || request === 'best-of-three') yield { type: 'match', request };
  return true;
}

/** What reading a message needs of its session, beyond playing moves. */
export interface MessageContext extends CommandContext {
  /** Option ids the last list numbered. */
  pendingChoices(): readonly string[];
  publicBoard(): string;
  /** A rules question answered against this duel. */
  ask(question: string): Promise<Answer>;
  /** The human's surrender, as an option. */
  surrender(): Option;
  readonly memory: ConversationMemory;
  /** The bot's level, which a phrase in chat changes ("go easy on me"). */
  readonly level?: { now(): PlayLevel; set(to: PlayLevel): void };
}

export async function* handleMessage(c: MessageContext, raw: string, writtenAgainst?: string): AsyncGenerator<SessionChunk> {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_CHARS);
  if (text === '') {
    yield { type: 'error', code: 'EMPTY_MESSAGE', message: 'Type a move, a question or anything you want to say.' };
    return;
  }
  if ((yield* levelRequest(c, text)) || (yield* matchRequest(c, text))) return;
  // A plan of the model's waiting for a yes: this message answers it, or it lapses.
  if (yield* confirmPlan(c, text)) return;
  const options = c.humanOptions();
  const read_ = await read(c, text, writtenAgainst);
  // After the duel, "gg" or "rematch?" is talk the persona answers, not a move to ask back about.
  const talk = c.record.state.result && read_.kind === 'ask-back' && banterSituation(text, 'user-won') !== null;
  const meaning: Reading = talk ? { kind: 'banter', text } : read_;
  yield* c.guard.notice();
  if (meaning.kind === 'moved-on' && meaning.dropped) {
    c.chat.add('user', 'action', text, null);
    yield* c.chat.say('Fine, nothing was played. Say what you want to do when you are ready.', 'reply', 'reply', null);
    return;
  }
  if (meaning.kind === 'moved-on') {
    c.chat.add('user', 'action', text, null);
    yield* movedOn(c, text, writtenAgainst!);
    return;
  }
  if (/^\d{1,3}$/.test(text) && options.length > 0 && meaning.kind !== 'plan') {
    yield* pickNumber(c, text, options);
    return;
  }
  if (c.record.state.result && (meaning.kind === 'plan' || meaning.kind === 'ask-back' || meaning.kind === 'model-moves' || meaning.kind === 'cannot')) {
    c.chat.add('user', 'action', text, null);
    yield DUEL_OVER;
    return;
  }
  const kind = meaning.kind === 'plan' || meaning.kind === 'ask-back' || meaning.kind === 'model-moves' || meaning.kind === 'cannot' ? 'action' : meaning.kind;
  const shared = kind === 'banter' || kind === 'question' ? c.voice.redact(text, true) : null;
  c.chat.add('user', kind, text, shared);
  switch (meaning.kind) {
    case 'request':
      yield* request(c, meaning.request, meaning.whose);
      return;
    case 'question': {
      if (meaning.about === 'bot') yield* c.chat.say(botWhy(c.memory.botMove), 'answer', 'answer', null);
      else yield* question(c, questionWithCard(meaning.question, c.engine, c.record.state, c.human, c.memory.referents));
      c.memory.referents = referentsAfterQuestion(meaning.question, c.engine, c.record.state, c.human, c.memory.referents);
      return;
    }
    case 'plan':
      yield* playPlan(c, { ...meaning, said: text }, c.memory);
      // "is skull strong enough? tribute imp for it": the move is made, then the question answered.
      if (meaning.question) yield* question(c, meaning.question);
      return;
    case 'ask-back':
      yield* askBack(c, meaning.prompt, meaning.options);
      return;
    case 'cannot':
      yield* c.chat.say(meaning.text, 'reply', 'reply', null);
      return;
    case 'model-moves':
      if (meaning.confirm) yield* proposePlan(c, meaning.steps);
      else yield* humanTurn(c, meaning.steps);
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

/** The options the last list numbered, while they are all still options. */
function listedOptions(c: MessageContext): Option[] {
  const options = c.humanOptions();
  const listed = c.pendingChoices().map((id) => options.find((o) => o.id === id));
  return listed.every((o) => o !== undefined) ? (listed as Option[]) : [];
}

/** What the model's reading comes to: moves to play now, or a plan to show and confirm first. */
type Reading = Understanding | { kind: 'model-moves'; steps: string[]; confirm: boolean };

/**
 * What the message means: the offline reading, or the model's when the offline one is
 * not one exact option (a reading the engine refused is explained, not read again).
 * The model's moves are held to the offline rules: a message read as banter never moves;
 * one move is played at once only when it is one the offline reading had in mind; any
 * other move, and every plan of several, is shown and confirmed first.
 */
async function read(c: MessageContext, text: string, writtenAgainst: string | undefined): Promise<Reading> {
  const offline = understand(text, {
    engine: c.engine,
    state: c.record.state,
    player: c.human,
    referents: c.memory.referents,
    lastVerb: c.memory.lastVerb,
    listed: listedOptions(c),
    ...(writtenAgainst !== undefined ? { writtenAgainst } : {}),
    cardNames: c.vocabulary.cardNames,
    mentionsCard: (t: string) => c.vocabulary.cardNames.some((n) => n.length >= 4 && t.toLowerCase().includes(n.toLowerCase())),
  });
  const model = c.guard.model;
  const settled = offline.kind === 'plan' && (offline.first.kind === 'option' || offline.first.kind === 'rejected');
  if (!model || settled || offline.kind === 'moved-on' || offline.kind === 'request' || offline.kind === 'question') return offline;
  const state = c.record.state;
  const real = c.humanOptions();
  const shown = toViewOptions(state, real, c.human);
  const answer = await interpretWithModel({
    message: c.voice.redact(text, true),
    original: text,
    view: c.view(),
    options: shown.map((option, i) => ({ option, command: c.commandOf(real[i]!) })),
    userName: c.userName,
    charName: c.voice.charName,
    model,
  });
  if (!answer.ok) return offline;
  const m = answer.value;
  const asReal = (id: string): Option | undefined => fromViewOption(state, real, c.human, id);
  switch (m.kind) {
    case 'moves': {
      // Banter never turns into moves, whatever the model read into it.
      if (offline.kind === 'banter') return offline;
      const first = asReal(m.steps[0]!)!;
      const expected = offline.kind === 'ask-back' ? offline.options : offline.kind === 'plan' && offline.first.kind === 'ambiguous' ? offline.first.options : [];
      // A message that took its move back, only wondered, was not in English, or names a card and asks nothing: a yes first.
      const unsure = (offline.kind === 'ask-back' && offline.confirmFirst === true) || !asksForMove(text, c.vocabulary.cardNames);
      const confirm = m.steps.length > 1 || !expected.some((o) => o.id === first.id) || unsure;
      return { kind: 'model-moves', steps: m.steps, confirm };
    }
    case 'ask-back': {
      const options = m.options.map(asReal).filter((o): o is Option => o !== undefined);
      if (offline.kind === 'banter' || options.length === 0) return offline;
      return { kind: 'ask-back', options, commands: options.map((o) => c.commandOf(o)), prompt: 'Which one do you mean? (type the number or the command)' };
    }
    case 'question':
      return { kind: 'question', question: m.question, about: 'rules' };
    case 'request':
      // Only the user's own words concede (the offline reading catches those).
      if (m.request === 'concede') return offline;
      return { kind: 'request', request: m.request, ...(m.whose ? { whose: m.whose } : {}) };
    default:
      return { kind: 'banter', text };
  }
}

/** How many actions had been applied when a decision key was read (its last part). */
export function stepsOf(decision: string, fallback: number): number {
  const n = Number(decision.split('.').pop());
  return Number.isInteger(n) ? n : fallback;
}

/** A message typed against a decision that has passed: not played, and what happened since. */
async function* movedOn(c: MessageContext, text: string, writtenAgainst: string): AsyncGenerator<SessionChunk> {
  const shown = c.record.linesSince(stepsOf(writtenAgainst, c.record.steps.length));
  const happened = shown.length ? ` Since then:\n${shown.map((l) => `  - ${l}`).join('\n')}` : '';
  yield* c.chat.say(`The duel has moved on since you wrote "${text}", so it was not played.${happened}\nSay it again if you still want it.`, 'reply', 'reply', null);
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
