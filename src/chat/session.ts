/**
 * DuelSession: one conversation and one duel. It holds the engine state, the chat
 * history, the persona and the model (or none), and turns each chat message into a
 * stream of chunks: streamed persona text, engine events as the human sees them, the
 * human's new view and options.
 *
 * The engine is the only authority. Every move reaches `engine.apply` as one of the
 * engine's own options: the human's through the command grammar (whatever wrote the
 * command, the user or a model), the bot's through `chooseMove` (which returns one of the
 * options it was given). The bot and every prompt see only the bot's view: on top of
 * that, every message sent to a model passes a last filter that replaces the names of
 * the human's hidden cards (hand, Deck, face-down) with their zone or "[a card]", and the
 * user's own words are filtered the same way before they go into a prompt.
 *
 * A duel is its config plus its actions, so `toJSON()` stores those with the chat
 * history, and `DuelSession.restore` replays them through the engine.
 */
import { z } from 'zod';
import { createHeuristicBot } from '../bot/heuristic.js';
import type { BotPolicy } from '../bot/types.js';
import type { CardDb } from '../cards/cardDb.js';
import { defaultCards } from '../cards/catalog.js';
import { renderBoard, renderGraveyards } from '../engine/text/boardText.js';
import { canSee, zoneRef } from '../engine/text/describe.js';
import { optionCommand, parseCommand, type ParseResult } from '../engine/text/grammar.js';
import type { Engine } from '../engine/index.js';
import { fromViewOption, toViewOptions } from '../engine/viewIds.js';
import type { Action, DuelConfig, DuelState, Option, PlayerId } from '../engine/types.js';
import type { CardView, DuelView } from '../engine/view.js';
import { cardName, isOnField } from '../engine/zones.js';
import { compactBoard, mirrorView, publicView } from '../llm/compactBoard.js';
import { OFFLINE_BANNER } from '../llm/index.js';
import { chooseMove } from '../llm/moveChooser.js';
import {
  checkedStream,
  checkText,
  describeBatch,
  factsFor,
  isNoise,
  isNotable,
  narrate,
  personaSystem,
  type EventLine,
  type Vocabulary,
} from '../llm/narrator.js';
import { loadDefaultPersona, personaCharName, renderPersonaText, type Persona } from '../llm/persona.js';
import { fillTemplate, loadPrompt } from '../llm/template.js';
import type { ChatMessage, ChatModel, ModelCallRecord } from '../llm/types.js';
import { answerQuestion } from '../rules/answer.js';
import { loadRulesReference, type RulesReference } from '../rules/reference.js';
import { createRulesSearch, type RulesSearch } from '../rules/search.js';
import {
  cardOfAction,
  interpretOffline,
  interpretWithModel,
  isConcede,
  normalizeCommand,
  refFor,
  resolveIt,
  type Interpretation,
  type RequestKind,
} from './interpret.js';

// =======================================================================================
// Types

export type ChainMode = 'auto' | 'manual';

/** What a text chunk is: the opening greeting, the model banner, a reply, a narration, a rules answer, or plain information (board, lists). */
export type TextRole = 'greeting' | 'banner' | 'reply' | 'narration' | 'answer' | 'info';

export interface OptionChoice {
  id: string;
  label: string;
  /** What typing (or a button) sends for this option; parsing it gives back this option. */
  command: string;
}

export type SessionChunk =
  /** Text as it arrives. Chunks of one message share `message` (numbered within one reply). */
  | { type: 'text'; text: string; role: TextRole; message: number }
  /** An engine event as the human sees it, with its line (null for bookkeeping events). */
  | { type: 'event'; event: EventLine['event']; text: string | null }
  | { type: 'view'; view: DuelView }
  /** The human's legal options, when it is their decision. */
  | { type: 'options'; options: OptionChoice[] }
  | { type: 'error'; code: string; message: string }
  | { type: 'done' };

export type ChatEntryKind =
  | 'greeting'
  | 'action'
  | 'question'
  | 'request'
  | 'banter'
  | 'reply'
  | 'narration'
  | 'answer'
  | 'info';

export interface ChatEntry {
  role: 'user' | 'bot';
  kind: ChatEntryKind;
  text: string;
  /** What a model may see of this entry (hidden cards taken out when it was written); null: never. */
  shared: string | null;
  /** How many actions had been applied when the entry was written. */
  actions: number;
}

export interface RulesDeps {
  reference: RulesReference;
  search: RulesSearch;
}

let rulesCache: RulesDeps | undefined;

/** The rules reference and its search index, built once per process. */
export function defaultRulesDeps(): RulesDeps {
  if (!rulesCache) {
    const reference = loadRulesReference();
    rulesCache = { reference, search: createRulesSearch(reference) };
  }
  return rulesCache;
}

export interface DuelSessionDeps {
  /** The language model, or null for the offline model. */
  model: ChatModel | null;
  /** Says which model is in use (e.g. `modelBanner(config)`); default: the model's own description. */
  modelBanner?: string;
  persona?: Persona;
  engine?: Engine;
  cards?: CardDb;
  rules?: RulesDeps;
  /** What the human is called in prompts and in the persona's text (default "Duelist"). */
  userName?: string;
  /** Decides the bot's moves when the model cannot (default: the heuristic bot). */
  fallbackBot?: BotPolicy;
}

export interface DuelSessionOptions {
  config: DuelConfig;
  /** The human's player id (default 0); the bot is the other one. */
  human?: PlayerId;
  chainMode?: ChainMode;
}

/** The banner's model part when there is no model (the same words as `modelBanner` of an offline configuration). */
export const OFFLINE_MODEL_BANNER = OFFLINE_BANNER;
export const MAX_MESSAGE_CHARS = 2000;
const SNAPSHOT_VERSION = 1;

const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  config: z.object({ format: z.string(), seed: z.string(), decks: z.array(z.unknown()).length(2) }).passthrough(),
  human: z.union([z.literal(0), z.literal(1)]),
  chainMode: z.enum(['auto', 'manual']),
  userName: z.string(),
  actions: z.array(z.object({ type: z.string() }).passthrough()),
  history: z.array(
    z.object({
      role: z.enum(['user', 'bot']),
      kind: z.string(),
      text: z.string(),
      shared: z.string().nullable(),
      actions: z.number(),
    }),
  ),
  modelCalls: z.array(z.object({ role: z.string() }).passthrough()),
  stateHash: z.string(),
  opened: z.boolean(),
  pendingChoices: z.array(z.string()),
  persona: z.unknown().optional(),
});

export interface DuelSessionSnapshot {
  version: typeof SNAPSHOT_VERSION;
  config: DuelConfig;
  human: PlayerId;
  chainMode: ChainMode;
  userName: string;
  actions: Action[];
  history: ChatEntry[];
  modelCalls: ModelCallRecord[];
  /** Hash of the state after the actions: `restore` checks its replay against it. */
  stateHash: string;
  opened: boolean;
  pendingChoices: string[];
  persona?: Persona;
}

/** Per-reply bookkeeping. */
interface ReplyContext {
  message: number;
  /** Set after a failed model call (time-out, HTTP error): the rest of this reply runs offline. */
  degraded: string | null;
  noticed: boolean;
}

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);
const FAILED = new Set(['timeout', 'http-error']);
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What a hidden card's name becomes when it has no zone to stand for it. */
const HIDDEN = '[a card]';
const HIDDEN_WORD = '[…]';
/** Words never redacted on their own: they say nothing about which card is meant. */
const COMMON_WORDS = new Set(
  (
    'the of and with from this that your card cards monster monsters summon summoned summons tribute tributed attack attacks ' +
    'defense battle magic spell trap field hand deck graveyard position level turn normal flip set face down draw'
  ).split(' '),
);

// =======================================================================================
// Offline voice: short lines for when there is no model (output text, not prompts)

const OFFLINE_BANTER: [RegExp, string][] = [
  [/\b(?:lp|life ?points?|ignore the rules|cheat|twice|two attacks|extra (?:attack|turn|summon)|undo|take (?:it|that) back|let me win|rule break|break the rules)\b/i,
    'Nice try. The referee keeps the score, and it only lets either of us do what the rules allow.'],
  [/^(?:hi|hello|hey|yo|howdy|good (?:morning|evening|afternoon))\b/i, 'Hey! Good to have you across the table.'],
  [/\b(?:thanks|thank you|thx|ty)\b/i, 'Any time.'],
  [/\b(?:nice|good|great|well played|wp|wow|cool|awesome|impressive|clever|gg)\b/i, "Thanks! Don't get comfortable, though."],
  [/\b(?:crush|destroy you|going down|you(?:'re| are) (?:done|finished)|beat you|wreck|you lose)\b/i, "We'll see about that."],
];
const OFFLINE_DEFAULT_BANTER = 'Ha. Let\'s keep playing. (Type "help" to see your options.)';
const OFFLINE_REFUSAL_LEADS = ["Can't do that one.", 'Hold on, the referee says no.', 'Not so fast.'];
const HIDDEN_HAND_REPLY = 'Nice try. My hand stays hidden until the cards hit the table.';

function offlineBanter(text: string): string {
  for (const [pattern, reply] of OFFLINE_BANTER) if (pattern.test(text)) return reply;
  return OFFLINE_DEFAULT_BANTER;
}

function pick<T>(list: readonly T[], key: number): T {
  return list[Math.abs(key) % list.length]!;
}

// =======================================================================================
// The session

export class DuelSession {
  readonly config: DuelConfig;
  readonly human: PlayerId;
  readonly bot: PlayerId;
  chainMode: ChainMode;
  readonly persona: Persona;
  readonly userName: string;
  /** Which model is in use, for people ("gpt-4o-mini via https://...", or the offline model). */
  readonly modelBanner: string;
  /** The conversation, in order. */
  readonly history: ChatEntry[] = [];
  /** Every model call made for this session (each record carries its role). */
  readonly modelCalls: ModelCallRecord[] = [];
  /** Every action applied, in order: with `config`, the whole duel. */
  readonly actions: Action[] = [];

  private st: DuelState;
  private readonly engine: Engine;
  private readonly db: CardDb;
  private readonly rules: RulesDeps;
  private readonly fallbackBot: BotPolicy;
  private readonly guarded: ChatModel | null;
  private readonly vocabulary: Vocabulary;
  private readonly charName: string;
  /** Every event line so far, for the bot's "recent events". */
  private readonly log: EventLine[] = [];
  private readonly opening: EventLine[];
  /** Option ids the last list numbered ("1" picks the first). */
  private pendingChoices: string[] = [];
  private opened = false;
  private lock: Promise<void> = Promise.resolve();
  private reply: ReplyContext | null = null;
  /** Replies in a row in which a model call failed, and the reply number before which the model rests. */
  private failStreak = 0;
  private replies = 0;
  private restUntil = 0;

  constructor(options: DuelSessionOptions, deps: DuelSessionDeps) {
    const cards = deps.engine && deps.cards ? { engine: deps.engine, db: deps.cards } : defaultCards();
    this.engine = deps.engine ?? cards.engine;
    this.db = deps.cards ?? cards.db;
    this.rules = deps.rules ?? defaultRulesDeps();
    this.fallbackBot = deps.fallbackBot ?? createHeuristicBot();
    this.config = options.config;
    this.human = options.human ?? 0;
    this.bot = other(this.human);
    this.chainMode = options.chainMode ?? 'auto';
    this.persona = deps.persona ?? loadDefaultPersona();
    this.charName = personaCharName(this.persona);
    this.userName = deps.userName ?? 'Duelist';
    this.modelBanner = deps.modelBanner ?? (deps.model ? deps.model.describe() : OFFLINE_MODEL_BANNER);
    this.guarded = deps.model ? this.guard(deps.model) : null;
    const created = this.engine.newDuel(this.config);
    if (!created.ok) throw new Error(`cannot start the duel: ${created.problems.join('; ')}`);
    this.st = created.state;
    this.opening = describeBatch(this.st, created.events, this.human);
    this.log.push(...this.opening);
    const names = new Set<string>(this.db.all().map((c) => c.name));
    for (const facts of Object.values(this.st.catalog)) names.add(facts.name);
    this.vocabulary = { cardNames: [...names], people: [this.charName, this.userName] };
  }

  static create(options: DuelSessionOptions, deps: DuelSessionDeps): DuelSession {
    return new DuelSession(options, deps);
  }

  /** Rebuilds a session from `toJSON()`: the actions are replayed through the engine and the state hash checked. */
  static restore(snapshot: DuelSessionSnapshot | unknown, deps: DuelSessionDeps): DuelSession {
    const parsed = snapshotSchema.safeParse(snapshot);
    if (!parsed.success) throw new Error(`not a duel session snapshot: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const snap = snapshot as DuelSessionSnapshot;
    const persona = deps.persona ?? snap.persona;
    const session = new DuelSession(
      { config: snap.config, human: snap.human, chainMode: snap.chainMode },
      { ...deps, ...(persona ? { persona } : {}), userName: deps.userName ?? snap.userName },
    );
    snap.actions.forEach((action, i) => {
      const r = session.engine.apply(session.st, action);
      if (!r.ok) throw new Error(`snapshot action ${i + 1} (${action.type}) is refused by the engine: ${r.rejection.message}`);
      session.st = r.state;
      session.actions.push(action);
      session.log.push(...describeBatch(session.st, r.events, session.human));
    });
    const hash = session.engine.hash(session.st);
    if (hash !== snap.stateHash) throw new Error(`snapshot replay gives state ${hash}, the snapshot says ${snap.stateHash}`);
    session.history.push(...snap.history.map((h) => ({ ...h })));
    session.modelCalls.push(...snap.modelCalls.map((r) => ({ ...r })));
    session.pendingChoices = [...snap.pendingChoices];
    session.opened = snap.opened;
    return session;
  }

  toJSON(): DuelSessionSnapshot {
    return {
      version: SNAPSHOT_VERSION,
      config: this.config,
      human: this.human,
      chainMode: this.chainMode,
      userName: this.userName,
      actions: this.actions.map((a) => ({ ...a })),
      history: this.history.map((h) => ({ ...h })),
      modelCalls: this.modelCalls.map((r) => ({ ...r })),
      stateHash: this.stateHash(),
      opened: this.opened,
      pendingChoices: [...this.pendingChoices],
      persona: this.persona,
    };
  }

  // ---------------------------------------------------------------------------------------
  // Reading

  /** The engine state (read it; only the session changes it, through the engine). */
  get state(): DuelState {
    return this.st;
  }

  stateHash(): string {
    return this.engine.hash(this.st);
  }

  /** The human's view of the duel. */
  view(): DuelView {
    return this.engine.view(this.st, this.human);
  }

  /** The human's legal options with the command a button would send; empty when it is not their decision. */
  legalOptions(): OptionChoice[] {
    const real = this.humanOptions();
    return toViewOptions(this.st, real, this.human).map((o, i) => ({ id: o.id, label: o.label, command: optionCommand(this.st, this.human, real[i]!, this.engine) }));
  }

  // ---------------------------------------------------------------------------------------
  // Talking

  /** The first message: the persona's greeting, the model banner, the opening, the bot's turn if it goes first. */
  open(): AsyncIterable<SessionChunk> {
    return this.locked(async function* (this: DuelSession) {
      yield* this.openingChunks(true);
      yield* this.closing();
    });
  }

  /** One chat message from the human. Iterate the reply to its end: replies run one at a time. */
  send(message: string): AsyncIterable<SessionChunk> {
    return this.locked(async function* (this: DuelSession) {
      if (!this.opened) yield* this.openingChunks(false);
      yield* this.handle(message);
      yield* this.closing();
    });
  }

  /** A button click: the same path as typing the option's command. */
  act(optionId: string): AsyncIterable<SessionChunk> {
    return this.locked(async function* (this: DuelSession) {
      if (!this.opened) yield* this.openingChunks(false);
      const option = fromViewOption(this.st, this.humanOptions(), this.human, optionId);
      if (!option) {
        yield { type: 'error', code: 'NO_SUCH_OPTION', message: `"${optionId}" is not one of your options right now.` };
      } else {
        const command = optionCommand(this.st, this.human, option, this.engine);
        this.addHistory('user', 'action', command, null);
        yield* this.runCommands([command], command);
      }
      yield* this.closing();
    });
  }

  // ---------------------------------------------------------------------------------------
  // Plumbing

  private locked(body: (this: DuelSession) => AsyncGenerator<SessionChunk>): AsyncIterable<SessionChunk> {
    const self = this;
    return {
      [Symbol.asyncIterator]: () =>
        (async function* () {
          const previous = self.lock;
          let release!: () => void;
          self.lock = new Promise<void>((resolve) => (release = resolve));
          await previous;
          const number = ++self.replies;
          const resting = number < self.restUntil;
          const reply: ReplyContext = {
            message: 0,
            degraded: resting ? `it failed in ${self.failStreak} replies in a row; it is tried again in ${self.restUntil - number} messages` : null,
            noticed: !self.guarded,
          };
          self.reply = reply;
          try {
            yield* body.call(self);
          } finally {
            self.reply = null;
            if (!resting && self.guarded) self.afterReply(reply, number);
            release();
          }
        })(),
    };
  }

  /** Two failing replies in a row rest the model for the next three (a dead server should not cost a time-out per message). */
  private afterReply(reply: ReplyContext, number: number): void {
    if (reply.degraded) {
      this.failStreak++;
      if (this.failStreak >= 2) this.restUntil = number + 4;
    } else if (this.modelCalls.length && !FAILED.has(this.modelCalls[this.modelCalls.length - 1]!.outcome)) {
      this.failStreak = 0;
    }
  }

  private async *closing(): AsyncGenerator<SessionChunk> {
    yield* this.notice();
    if (this.humanDecides()) yield { type: 'options', options: this.legalOptions() };
    yield { type: 'done' };
  }

  /** One notice per reply when the model failed and the offline model took over. */
  private *notice(): Generator<SessionChunk> {
    const r = this.reply;
    if (r?.degraded && !r.noticed) {
      r.noticed = true;
      yield { type: 'error', code: 'MODEL_UNAVAILABLE', message: `The language model did not answer (${r.degraded}); the offline model took over for this reply.` };
    }
  }

  /** The model wrapped: every message filtered for the human's hidden cards, every call recorded. */
  private guard(model: ChatModel): ChatModel {
    const self = this;
    // The rules judge's user message is the user's own question: their words are filtered too.
    const scrub = (messages: ChatMessage[], role: string): ChatMessage[] =>
      messages.map((m) => ({ ...m, content: self.redact(m.content, role === 'rules' && m.role === 'user') }));
    return {
      describe: () => model.describe(),
      modelFor: (role) => model.modelFor(role),
      async structured(request) {
        const result = await model.structured({ ...request, messages: scrub(request.messages, request.role) });
        self.recordCalls(result.records);
        return result;
      },
      stream(request, onRecord) {
        return model.stream({ ...request, messages: scrub(request.messages, request.role) }, (record) => {
          self.recordCalls([record]);
          onRecord?.(record);
        });
      },
    };
  }

  private recordCalls(records: readonly ModelCallRecord[]): void {
    for (const r of records) {
      this.modelCalls.push(r);
      if (FAILED.has(r.outcome) && this.reply && !this.reply.degraded) this.reply.degraded = r.error ?? r.outcome;
    }
  }

  /** The model for the next call: none once a call of this reply has failed. */
  private get model(): ChatModel | null {
    return this.reply?.degraded ? null : this.guarded;
  }

  private humanDecides(): boolean {
    return !this.st.result && this.st.pending?.player === this.human;
  }

  private botDecides(): boolean {
    return !this.st.result && this.st.pending?.player === this.bot;
  }

  private humanOptions(): Option[] {
    return this.humanDecides() ? this.engine.legalActions(this.st) : [];
  }

  private addHistory(role: ChatEntry['role'], kind: ChatEntryKind, text: string, shared: string | null): void {
    this.history.push({ role, kind, text, shared, actions: this.actions.length });
  }

  private *say(text: string, role: TextRole, kind: ChatEntryKind, shared: string | null): Generator<SessionChunk> {
    if (text === '') return;
    const message = this.reply ? ++this.reply.message : 0;
    this.addHistory('bot', kind, text, shared);
    yield { type: 'text', text, role, message };
  }

  /** Streams a generator's text as one message; returns the whole text and the generator's result. */
  private async *streamText<R>(gen: AsyncGenerator<string, R>, role: TextRole, kind: ChatEntryKind, shareable: boolean): AsyncGenerator<SessionChunk, { text: string; result: R }> {
    const message = this.reply ? ++this.reply.message : 0;
    let text = '';
    for (;;) {
      const next = await gen.next();
      if (next.done) {
        if (text !== '') this.addHistory('bot', kind, text, shareable ? this.redact(text, false) : null);
        return { text, result: next.value };
      }
      if (next.value === '') continue;
      text += next.value;
      yield { type: 'text', text: next.value, role, message };
    }
  }

  // ---------------------------------------------------------------------------------------
  // Hidden cards

  /**
   * Names of the human's cards the bot cannot see (hand, Deck, face-down, Extra Deck) and
   * that no card the bot can see shares, each with what to say instead: its zone as the
   * human writes it (h3, m2) or "[a card]".
   */
  private secrets(): { names: [string, string][]; words: [string, string][]; visible: string[] } {
    const s = this.st;
    const visibleNames = new Set<string>();
    for (const c of s.cards) if (canSee(s, c.id, this.bot)) visibleNames.add(cardName(s, c.id));
    const visible = new Set([...visibleNames].map((n) => n.toLowerCase()));
    const refs = new Map<string, string>();
    for (const c of s.cards) {
      if (c.owner !== this.human && c.controller !== this.human) continue;
      if (canSee(s, c.id, this.bot)) continue;
      const name = cardName(s, c.id);
      if (visible.has(name.toLowerCase())) continue;
      const ref = c.location === 'hand' || isOnField(c.location) ? zoneRef(s, c.id, this.human) : HIDDEN;
      const prev = refs.get(name);
      if (prev === undefined || prev === HIDDEN) refs.set(name, ref);
    }
    // A distinctive word of one hidden card ("my swordsman") stands for that card's zone;
    // a word shared by several hidden cards, or of a card in the Deck, says nothing.
    const visibleWords = new Set([...visible].flatMap((n) => n.split(/[^a-z0-9]+/)));
    const words = new Map<string, string>();
    for (const [name, ref] of refs) {
      for (const w of new Set(name.toLowerCase().split(/[^a-z0-9]+/))) {
        if (w.length < 4 || visibleWords.has(w) || COMMON_WORDS.has(w)) continue;
        const prev = words.get(w);
        words.set(w, prev === undefined ? (ref === HIDDEN ? HIDDEN_WORD : ref) : prev === ref ? ref : HIDDEN_WORD);
      }
    }
    const byLength = (a: string, b: string): number => b.length - a.length;
    return {
      names: [...refs].sort((a, b) => byLength(a[0], b[0])),
      words: [...words].sort((a, b) => byLength(a[0], b[0])),
      visible: [...visibleNames].sort(byLength),
    };
  }

  /**
   * The text with the human's hidden card names replaced; `words`: also their distinctive
   * words (for the user's own text). Names the bot can see are kept whole first, so a
   * hidden "Summoned Skull" is not found inside "Normal Summoned Skull Red Bird".
   */
  private redact(text: string, words: boolean): string {
    const secret = this.secrets();
    if (secret.names.length === 0) return text;
    const kept: string[] = [];
    const namePattern = (name: string): RegExp =>
      new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(name).replace(/\\? /g, '\\s+')}(?![A-Za-z0-9])`, 'gi');
    let out = text.replace(/\u0000/g, '');
    for (const name of secret.visible) {
      out = out.replace(namePattern(name), (m) => {
        kept.push(m);
        return `\u0000${kept.length - 1}\u0000`;
      });
    }
    for (const [name, ref] of secret.names) out = out.replace(namePattern(name), ref);
    if (words) {
      for (const [w, ref] of secret.words) out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(w)}s?(?![A-Za-z0-9])`, 'gi'), ref);
    }
    return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => kept[Number(i)] ?? '');
  }

  // ---------------------------------------------------------------------------------------
  // Applying moves

  private *applyOption(option: Option, stretch: EventLine[]): Generator<SessionChunk, boolean> {
    const r = this.engine.apply(this.st, option.action);
    if (!r.ok) {
      // Options come from the engine, so this would be an engine bug; nothing changes.
      yield { type: 'error', code: 'ENGINE_REFUSED', message: `${r.rejection.message} (rule ${r.rejection.rule})` };
      return false;
    }
    this.st = r.state;
    this.actions.push(option.action);
    const lines = describeBatch(this.st, r.events, this.human);
    this.log.push(...lines);
    stretch.push(...lines);
    for (const l of lines) yield { type: 'event', event: l.event, text: l.text };
    return true;
  }

  /**
   * Response windows of the human that 'auto' chain mode answers itself: the engine only
   * asks when the human could respond, but in 'auto' the human is not asked where players
   * usually would not respond — a phase or step ending with nothing on the chain and
   * nothing just summoned or attacking. 'manual' asks at every window the engine opens.
   */
  private autoPassOption(): Option | undefined {
    const pending = this.st.pending;
    if (this.chainMode !== 'auto' || !this.humanDecides() || pending?.kind !== 'respond') return undefined;
    const options = this.engine.legalActions(this.st);
    const pass = options.find((o) => o.action.type === 'pass');
    if (!pass) return undefined;
    if (options.every((o) => o.action.type === 'pass')) return pass;
    const quiet = this.st.chain.length === 0 && (pending.window === 'open' || pending.window === 'phase-end');
    return quiet ? pass : undefined;
  }

  /** The bot plays (and 'auto' passes the human's empty response windows) until the human must decide or the duel ends. */
  private async *botLoop(stretch: EventLine[], remarks: string[]): AsyncGenerator<SessionChunk> {
    for (let guard = 0; guard < 1000; guard++) {
      const autoPass = this.autoPassOption();
      if (autoPass) {
        if (!(yield* this.applyOption(autoPass, stretch))) return;
        continue;
      }
      if (!this.botDecides()) return;
      const real = this.engine.legalActions(this.st);
      if (real.length === 0) return;
      // The bot is shown the options as its view names cards (hidden ones by opaque id).
      const options = toViewOptions(this.st, real, this.bot);
      const asReal = (o: Option): Option => fromViewOption(this.st, real, this.bot, o.id) ?? real[0]!;
      const view = this.engine.view(this.st, this.bot);
      const recent = this.log
        .filter((l) => !isNoise(l.event))
        .map((l) => l.botText)
        .filter((t): t is string => t !== null)
        .slice(-8);
      const choice = await chooseMove({
        view,
        options,
        recentEvents: recent,
        persona: this.persona,
        model: this.model,
        userName: this.userName,
        fallback: this.fallbackBot,
      });
      yield* this.notice();
      const before = stretch.length;
      let ok = yield* this.applyOption(asReal(choice.option), stretch);
      if (!ok) {
        const fallback = this.fallbackBot.choose(view, options);
        ok = yield* this.applyOption(asReal(fallback), stretch);
        if (!ok) return;
      }
      if (choice.line) {
        // The remark is shown only if it names nothing hidden and states no number the board does not show.
        const facts = factsFor(
          stretch.slice(before).map((l) => l.publicText).filter((t): t is string => t !== null),
          this.engine.view(this.st, this.bot),
          this.vocabulary,
        );
        if (checkText(choice.line, facts, this.vocabulary).ok) remarks.push(choice.line);
      }
    }
  }

  private lps(): number[] {
    return [this.st.players[0].lp, this.st.players[1].lp];
  }

  private async *narrateStretch(stretch: EventLine[], actor: 'user' | 'bot', remarks: string[], lpsBefore: number[]): AsyncGenerator<SessionChunk> {
    if (!isNotable(stretch)) return;
    const gen = narrate({
      model: this.model,
      persona: this.persona,
      userName: this.userName,
      lines: stretch,
      actor,
      botView: this.engine.view(this.st, this.bot),
      vocabulary: this.vocabulary,
      extraNumbers: lpsBefore,
      remarks,
    });
    yield* this.streamText(gen, 'narration', 'narration', true);
    yield* this.notice();
  }

  /** The bot's stretch: it plays until the human decides, then one narration. */
  private async *botTurn(): AsyncGenerator<SessionChunk> {
    if (!this.botDecides() && !this.autoPassOption()) return;
    const stretch: EventLine[] = [];
    const remarks: string[] = [];
    const before = this.lps();
    yield* this.botLoop(stretch, remarks);
    if (stretch.length) yield { type: 'view', view: this.view() };
    yield* this.narrateStretch(stretch, 'bot', remarks, before);
  }

  private async *openingChunks(greet: boolean): AsyncGenerator<SessionChunk> {
    this.opened = true;
    if (greet) {
      const greeting = renderPersonaText(this.persona.firstMessage, { char: this.charName, user: this.userName }).trim();
      yield* this.say(greeting, 'greeting', 'greeting', greeting);
      yield* this.say(`playing against ${this.charName} · ${this.modelBanner}`, 'banner', 'info', null);
    }
    for (const l of this.opening) yield { type: 'event', event: l.event, text: l.text };
    yield { type: 'view', view: this.view() };
    yield* this.botTurn();
  }

  // ---------------------------------------------------------------------------------------
  // Messages

  private async *handle(raw: string): AsyncGenerator<SessionChunk> {
    const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_CHARS);
    if (text === '') {
      yield { type: 'error', code: 'EMPTY_MESSAGE', message: 'Type a move, a question or anything you want to say.' };
      return;
    }
    // A number picks from the last list (or from all options).
    if (/^\d{1,3}$/.test(text) && this.humanDecides()) {
      const options = this.humanOptions();
      const listed = this.pendingChoices.length > 0 && this.pendingChoices.every((id) => options.some((o) => o.id === id));
      const ids = listed ? this.pendingChoices : options.map((o) => o.id);
      const option = options.find((o) => o.id === ids[Number(text) - 1]);
      this.addHistory('user', 'action', text, null);
      if (!option) {
        yield* this.say(`There is no option ${text}; type "help" to list your options.`, 'info', 'info', null);
        return;
      }
      yield* this.runCommands([optionCommand(this.st, this.human, option, this.engine)], text);
      return;
    }

    const ctx = {
      state: this.st,
      human: this.human,
      engine: this.engine,
      mentionsCard: (t: string) => this.vocabulary.cardNames.some((n) => n.length >= 4 && t.toLowerCase().includes(n.toLowerCase())),
    };
    const offline = interpretOffline(text, ctx);
    let meaning: Interpretation = offline.value;
    const model = this.model;
    if (!offline.confident && model) {
      const answer = await interpretWithModel({
        message: this.redact(text, true),
        original: text,
        board: this.publicBoard(),
        userName: this.userName,
        charName: this.charName,
        model,
      });
      yield* this.notice();
      if (answer.ok) meaning = answer.value;
    }

    const shared = meaning.kind === 'banter' || meaning.kind === 'question' ? this.redact(text, true) : null;
    this.addHistory('user', meaning.kind, text, shared);
    switch (meaning.kind) {
      case 'request':
        yield* this.request(meaning.request, meaning.whose);
        return;
      case 'question':
        yield* this.question(meaning.question);
        return;
      case 'action':
        yield* this.runCommands(meaning.commands, text);
        return;
      default:
        yield* this.banter(text, '');
    }
  }

  private async *request(kind: RequestKind, whose: 'mine' | 'yours' | undefined): AsyncGenerator<SessionChunk> {
    const view = this.view();
    switch (kind) {
      case 'board':
        yield* this.say(renderBoard(view), 'info', 'info', null);
        return;
      case 'graveyard':
        yield* this.say(renderGraveyards(view), 'info', 'info', null);
        return;
      case 'hand':
        if (whose === 'yours') {
          yield* this.say(HIDDEN_HAND_REPLY, 'reply', 'reply', HIDDEN_HAND_REPLY);
          return;
        }
        yield* this.say(handText(view.you.hand), 'info', 'info', null);
        return;
      case 'concede': {
        if (this.st.result) {
          yield { type: 'error', code: 'DUEL_OVER', message: 'The duel is already over.' };
          return;
        }
        const stretch: EventLine[] = [];
        const before = this.lps();
        const surrender: Option = { id: 'surrender', label: 'Surrender the duel', action: { type: 'surrender', player: this.human } };
        if (yield* this.applyOption(surrender, stretch)) {
          yield { type: 'view', view: this.view() };
          yield* this.narrateStretch(stretch, 'user', [], before);
        }
        return;
      }
      default:
        yield* this.say(this.optionsText(), 'info', 'info', null);
    }
  }

  private optionsText(): string {
    const options = this.humanOptions();
    if (options.length === 0) {
      return this.st.result ? 'The duel is over.' : `It is not your decision right now: ${this.charName} is playing.`;
    }
    this.pendingChoices = options.map((o) => o.id);
    const lines = ['Your options (type the number or the command):'];
    options.forEach((o, i) => lines.push(`  ${String(i + 1).padStart(2)}. ${o.label}  >  ${optionCommand(this.st, this.human, o, this.engine)}`));
    lines.push('Also: "board", "graveyard", "hand", a rules question, or "I concede".');
    return lines.join('\n');
  }

  private async *question(question: string): AsyncGenerator<SessionChunk> {
    try {
      const answer = await answerQuestion(question, {
        reference: this.rules.reference,
        search: this.rules.search,
        cards: this.db,
        model: this.model,
        duel: { state: this.st, player: this.human, engine: this.engine },
      });
      yield* this.notice();
      yield* this.say(answer.text, 'answer', 'answer', null);
    } catch (err) {
      yield { type: 'error', code: 'RULES_FAILED', message: `The rules judge could not answer: ${err instanceof Error ? err.message : String(err)}` };
    }
  }

  /** The public board from the human's seat (m1 theirs, om1 the bot's): what interpreter and reply prompts get. */
  private publicBoard(): string {
    return compactBoard(mirrorView(publicView(this.engine.view(this.st, this.bot))), {
      labels: { you: this.userName, opponent: this.charName },
      turnOwners: { you: `${this.userName}'s`, opponent: `${this.charName}'s` },
    });
  }

  private replyMessages(message: string, engineNote: string): ChatMessage[] {
    const shared = this.history.filter((h) => h.shared !== null);
    const last = shared[shared.length - 1];
    if (last?.role === 'user' && last.text === message) shared.pop(); // the message itself is given on its own
    const history = shared.slice(-6).map((h) => `${h.role === 'user' ? this.userName : this.charName}: ${h.shared}`);
    const user = fillTemplate(loadPrompt('chat-reply'), {
      user: this.userName,
      message: this.redact(message, true),
      engine_note: engineNote ? this.redact(engineNote, true) : 'none',
      board: this.publicBoard(),
      history: history.length ? history.join('\n') : '(none)',
    });
    return [
      { role: 'system', content: personaSystem(this.persona, { user: this.userName, detail: 'full' }) },
      { role: 'user', content: user },
    ];
  }

  /** A reply in the persona's voice, checked like a narration (nothing hidden, no number the board does not show). */
  private async *banter(message: string, engineNote: string, template?: string): AsyncGenerator<SessionChunk, string> {
    const model = this.model;
    const fallback = template ?? offlineBanter(message);
    // A reply may use the board and what just happened (the recent public lines).
    const recent = this.log
      .slice(-16)
      .map((l) => l.publicText)
      .filter((t): t is string => t !== null);
    const facts = factsFor(recent, this.engine.view(this.st, this.bot), this.vocabulary);
    const gen = checkedStream({
      model,
      role: 'narration',
      messages: model ? this.replyMessages(message, engineNote) : [],
      template: fallback,
      check: (text) => checkText(text, facts, this.vocabulary),
      maxChars: 320,
    });
    const { text } = yield* this.streamText(gen, 'reply', 'reply', true);
    yield* this.notice();
    return text;
  }

  /** The human's moves, in order, each parsed by the grammar against the engine's options. */
  private async *runCommands(commands: readonly string[], original: string): AsyncGenerator<SessionChunk> {
    if (this.st.result) {
      yield { type: 'error', code: 'DUEL_OVER', message: 'The duel is over: no more moves. You can still look at the board or ask questions.' };
      return;
    }
    const stretch: EventLine[] = [];
    const before = this.lps();
    let previous: number | null = null;
    let stop: { parsed: ParseResult; step: string } | { concede: true } | null = null;
    for (const command of commands) {
      if (!this.humanDecides()) break;
      const step = resolveIt(normalizeCommand(command), refFor(this.st, previous, this.human));
      let parsed = parseCommand(this.st, this.human, step, this.engine);
      if (parsed.kind === 'rejected' && parsed.rejection.code === 'NOT_IN_BATTLE' && parsed.action.type === 'attack') {
        // "Summon it then attack with it": an attack asked for in Main Phase 1 means entering the Battle Phase first.
        const enter = this.humanOptions().find((o) => o.action.type === 'enter-battle');
        if (enter && (yield* this.applyOption(enter, stretch))) parsed = parseCommand(this.st, this.human, step, this.engine);
      }
      if (parsed.kind === 'option' && parsed.option.action.type === 'surrender' && !isConcede(original)) {
        stop = { concede: true };
        break;
      }
      if (parsed.kind !== 'option') {
        stop = { parsed, step };
        break;
      }
      this.pendingChoices = [];
      if (!(yield* this.applyOption(parsed.option, stretch))) break;
      previous = cardOfAction(parsed.option.action);
      // Responses the bot must make during the human's turn, and empty windows in 'auto' mode.
      if (!this.st.result && this.st.turnPlayer === this.human) yield* this.botLoop(stretch, []);
    }
    if (stretch.length) {
      yield { type: 'view', view: this.view() };
      yield* this.narrateStretch(stretch, 'user', [], before);
    }
    if (stop) yield* this.explain(stop);
    // The bot's turn, or quiet windows of the human's that 'auto' chain mode passes (botTurn checks both).
    if (!this.st.result) yield* this.botTurn();
  }

  /** Why a step was not played: which option was meant, the engine's reason with its rule, or what could not be read. */
  private async *explain(stop: { parsed: ParseResult; step: string } | { concede: true }): AsyncGenerator<SessionChunk> {
    if ('concede' in stop) {
      yield* this.say('To give up the duel, say "I concede".', 'info', 'info', null);
      return;
    }
    const { parsed } = stop;
    switch (parsed.kind) {
      case 'ambiguous': {
        this.pendingChoices = parsed.options.map((o) => o.id);
        const lines = ['That could mean more than one move. Which one? (type the number or the command)'];
        parsed.options.forEach((o, i) => lines.push(`  ${i + 1}. ${o.label}  >  ${optionCommand(this.st, this.human, o, this.engine)}`));
        yield* this.say(lines.join('\n'), 'reply', 'reply', null);
        return;
      }
      case 'rejected': {
        const r = parsed.rejection;
        const cite = `${r.message} (rule ${r.rule})`;
        const lead = pick(OFFLINE_REFUSAL_LEADS, this.actions.length + this.history.length);
        if (this.model) {
          // The persona reacts (streamed, checked); the engine's reason and rule follow verbatim.
          yield* this.banter(stop.step, r.message, lead);
          yield* this.say(cite, 'reply', 'reply', null);
        } else {
          yield* this.say(`${lead} ${cite}`, 'reply', 'reply', null);
        }
        return;
      }
      case 'unknown': {
        const lines = [parsed.message];
        if (parsed.suggestions.length) {
          this.pendingChoices = parsed.suggestions.map((o) => o.id);
          lines.push('Closest options:');
          parsed.suggestions.forEach((o, i) => lines.push(`  ${i + 1}. ${o.label}  >  ${optionCommand(this.st, this.human, o, this.engine)}`));
        }
        yield* this.say(lines.join('\n'), 'info', 'info', null);
        return;
      }
      default:
        return;
    }
  }
}

function handText(hand: readonly CardView[]): string {
  if (hand.length === 0) return 'Your hand is empty.';
  const lines = [`Your hand (${hand.length}):`];
  hand.forEach((c, i) => {
    const stats = c.kind === 'monster' ? ` (Level ${c.level ?? '?'}, ${c.atk ?? '?'} ATK / ${c.def ?? '?'} DEF)` : c.kind ? ` (${c.kind})` : '';
    lines.push(`  h${i + 1}. ${c.name ?? 'a card'}${stats}`);
  });
  return lines.join('\n');
}
