/**
 * DuelSession: one conversation and one duel. It orchestrates; the jobs live in their
 * own modules: the duel and its steps (`duelRecord.ts`, where every option reaches
 * `engine.apply` and each step is recorded as the engine returns it); the guarded model
 * (`guardedModel.ts`: hidden cards filtered out of what a model is sent by `redact.ts`,
 * every call recorded, back-off after failures); the autopilot (`autopilot.ts`: 'auto'
 * chain mode's passes, the bot's play); the voice (`voice.ts`, `offlineReplies.ts`); the
 * conversation record (`chatLog.ts`) and the saved form (`snapshot.ts`).
 *
 * The engine is the only authority: a click is applied as it is, a typed message goes through
 * the understanding layers, and the bot's moves are options its turn planner picks (`botPlanner.ts`). */
import { rememberBotMove } from './botReasons.js';
import { DEFAULT_PLAY_LEVEL, type PlayLevel } from '../bot/levels.js';
import { levelBot, yieldToEventLoop } from './levelBot.js';
import { personaLevel } from './levelChat.js';
import type { BotPolicy } from '../bot/types.js';
import type { CardDb } from '../cards/cardDb.js';
import { defaultCards } from '../cards/catalog.js';
import type { Engine } from '../engine/index.js';
import type { BaseState } from '../engine/redeal.js';
import type { EventLine } from '../engine/text/eventBatch.js';
import { optionCommand } from '../engine/text/grammar.js';
import type { Action, DuelConfig, DuelEvent, DuelResult, DuelState, Option, PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { fromViewOption, toViewOptions } from '../engine/viewIds.js';
import { compactBoard, mirrorView, publicView } from '../llm/compactBoard.js';
import { OFFLINE_BANNER } from '../llm/index.js';
import type { Vocabulary } from '../llm/narrator.js';
import { voiceFor } from '../llm/offline/index.js';
import { greetingFor, outcomeFor, sessionLine } from './situationLines.js';
import { loadDefaultPersona, personaCharName, renderPersonaText, type Persona } from '../llm/persona.js';
import { publicCardLookup } from '../engine/text/publicCards.js';
import type { ChatModel, ModelCallRecord } from '../llm/types.js';
import { answerQuestion, type Answer as RulesAnswer } from '../rules/answer.js';
import { autoPass, botLoop, type AutopilotContext } from './autopilot.js';
import { BotPlanner } from './botPlanner.js';
import { ChatLog } from './chatLog.js';
import { humanTurn, type CommandContext } from './commands.js';
import { applyToRecord, DuelRecord } from './duelRecord.js';
import { ModelGuard } from './guardedModel.js';
import { NarrationQueue } from './narrationQueue.js';
import { handleMessage, stepsOf } from './messages.js';
import { decisionKey } from './understand/index.js';
import { askedWithOptions, pickedCard } from './pending.js';
import type { ConversationMemory } from './plans.js';
import { redactFor } from './redact.js';
import { defaultRulesDeps } from './rulesDeps.js';
import { parseSnapshot, SNAPSHOT_VERSION, type DuelSessionSnapshot } from './snapshot.js';
import type { ChainMode, ChatEntry, DuelSessionDeps, DuelSessionOptions, OptionChoice, RulesDeps, SessionChunk, SessionStep } from './types.js';
import { tellInGroups, type VoiceContext } from './voice.js';

export * from './types.js';
export { defaultRulesDeps, LAZY_RULES } from './rulesDeps.js';
export { DuelStartError, RebuildError } from './duelRecord.js';
export type { DuelSessionSnapshot } from './snapshot.js';

/** The banner's model part when there is no model (the same words as `modelBanner` of an offline configuration). */
export const OFFLINE_MODEL_BANNER = OFFLINE_BANNER;

export class DuelSession {
  readonly config: DuelConfig;
  readonly human: PlayerId;
  readonly bot: PlayerId;
  chainMode: ChainMode;
  /** The bot's strength: its moves when no model plays them, and the model's fallback. Chat can change it. */
  level: PlayLevel;
  readonly persona: Persona;
  readonly userName: string;
  /** Which model is in use, for people ("gpt-4o-mini via https://...", or the offline model). */
  readonly modelBanner: string;
  /** Every model call made for this session (each record carries its role). */
  readonly modelCalls: ModelCallRecord[] = [];

  private readonly record: DuelRecord;
  private readonly engine: Engine;
  private readonly db: CardDb;
  private readonly rules: RulesDeps;
  private readonly guard: ModelGuard;
  private readonly chat: ChatLog;
  private readonly charName: string;
  private readonly vocabulary: Vocabulary;
  private readonly autopilot: AutopilotContext;
  private readonly voice: VoiceContext;
  private readonly commands: CommandContext;
  /** Option ids the last list numbered ("1" picks the first). */
  private pendingChoices: string[] = [];
  /** What "it" stands for and the verb "and X too" borrows, from the human's last plan. */
  private readonly memory: ConversationMemory = { referents: [], lastVerb: null };
  private opened = false;
  private readonly matchLine: string | undefined;
  private lock: Promise<void> = Promise.resolve();
  /** The options of one state, remembered: states never change once made. */
  private offered: { state: DuelState; options: Option[]; choices?: OptionChoice[] } | null = null;
  /** Narrations being generated, shown at the end of each reply. */
  private readonly narrations = new NarrationQueue();

  /** Builds the duel (once) from `options.config`; throws DuelStartError when it cannot start. */
  constructor(options: DuelSessionOptions, deps: DuelSessionDeps, record?: DuelRecord) {
    const cards = deps.engine && deps.cards ? { engine: deps.engine, db: deps.cards } : defaultCards();
    this.engine = deps.engine ?? cards.engine;
    this.db = deps.cards ?? cards.db;
    this.rules = deps.rules ?? defaultRulesDeps();
    this.human = options.human ?? 0;
    // A new duel keeps the turn in the human's hands; a rebuilt one keeps the config it was played with.
    this.config = record || options.config.heldSeats ? options.config : { ...options.config, heldSeats: [this.human] };
    this.bot = this.human === 0 ? 1 : 0;
    this.chainMode = options.chainMode ?? 'auto';
    this.persona = deps.persona ?? loadDefaultPersona();
    this.level = options.level ?? personaLevel(this.persona) ?? DEFAULT_PLAY_LEVEL;
    this.matchLine = options.matchLine;
    this.charName = personaCharName(this.persona);
    this.userName = deps.userName ?? 'Duelist';
    this.modelBanner = deps.modelBanner ?? (deps.model ? deps.model.describe() : OFFLINE_MODEL_BANNER);
    this.record = record ?? new DuelRecord(this.engine, this.config, this.human, options.base ?? null);
    const redact = (text: string, words: boolean): string => redactFor(this.record.state, this.human, text, words);
    this.guard = new ModelGuard(deps.model, this.modelCalls, redact);
    this.chat = new ChatLog(this.guard, () => this.record.steps.length, redact);
    const names = new Set<string>(this.db.all().map((c) => c.name));
    for (const facts of Object.values(this.record.state.catalog)) names.add(facts.name);
    this.vocabulary = { cardNames: [...names], people: [this.charName, this.userName] };
    const level = (): PlayLevel => this.level;
    const fallbackBot = deps.fallbackBot ?? levelBot({ engine: this.engine, record: this.record, seat: this.bot, deck: this.config.decks[this.bot], level, ...(deps.search ? { search: deps.search } : {}) });
    const self = this;
    const personaVoice = voiceFor(this.persona);
    this.voice = {
      persona: this.persona,
      userName: this.userName,
      charName: this.charName,
      vocabulary: this.vocabulary,
      guard: this.guard,
      chat: this.chat,
      redact,
      botView: () => this.engine.view(this.record.state, this.bot),
      publicBoard: () => this.publicBoard(),
      recentPublicLines: () => this.record.log.slice(-16).map((l) => l.publicText).filter((t): t is string => t !== null),
      human: this.human,
      narrations: this.narrations,
      line: (situation) => sessionLine(personaVoice, situation, { seed: this.config.seed, userName: this.userName, history: this.chat.history }),
      publicCards: () => publicCardLookup(this.record.state, this.human),
      stepCount: () => this.record.steps.length,
      outcome: () => outcomeFor(this.record.state.result, this.human),
    };
    this.autopilot = {
      record: this.record,
      engine: this.engine,
      human: this.human,
      bot: this.bot,
      get chainMode() {
        return self.chainMode;
      },
      persona: this.persona,
      userName: this.userName,
      fallbackBot,
      planner: new BotPlanner({ persona: this.persona, userName: this.userName, cards: this.db, deck: this.config.decks[this.bot], fallback: fallbackBot, pause: () => (level() === 'strong' ? yieldToEventLoop() : null) }),
      vocabulary: this.vocabulary,
      guard: this.guard,
      narrations: this.narrations,
      options: () => this.optionsNow(),
      applyOption: (option, stretch) => applyToRecord(this.record, option, stretch),
      noteBotMove: (note, cards) => rememberBotMove(this.memory, this.record.state, this.human, note, cards),
    };
    this.commands = {
      ...this.autopilot,
      voice: this.voice,
      chat: this.chat,
      humanOptions: () => this.humanOptions(),
      commandOf: (o) => this.commandOf(o),
      setChoices: (ids) => (this.pendingChoices = ids),
      lps: () => [this.record.state.players[0].lp, this.record.state.players[1].lp],
      view: () => this.view(),
      botTurn: () => this.botTurn(),
    };
  }

  /** Rebuilds a session from `toJSON()` (either snapshot version): one rebuild through the engine, every stored hash checked. */
  static restore(snapshot: DuelSessionSnapshot | unknown, deps: DuelSessionDeps): DuelSession {
    const snap = parseSnapshot(snapshot);
    const persona = deps.persona ?? snap.persona;
    const engine = deps.engine ?? defaultCards().engine;
    const record = DuelRecord.rebuild(engine, snap.config, snap.human, snap.steps, { startHash: snap.startHash, finalHash: snap.stateHash }, (snap.base as BaseState | undefined) ?? null);
    const session = new DuelSession(
      { config: snap.config, human: snap.human, chainMode: snap.chainMode, ...(snap.level ? { level: snap.level } : {}) },
      { ...deps, engine, ...(persona ? { persona } : {}), userName: deps.userName ?? snap.userName },
      record,
    );
    session.chat.history.push(...snap.history.map((h) => ({ ...h })));
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
      level: this.level,
      userName: this.userName,
      startHash: this.record.startHash,
      steps: this.record.steps.map((s) => ({ action: { ...s.action }, stateHash: s.stateHash })),
      history: this.history.map((h) => ({ ...h })),
      modelCalls: this.modelCalls.map((r) => ({ ...r })),
      stateHash: this.stateHash(),
      opened: this.opened,
      pendingChoices: [...this.pendingChoices],
      persona: this.persona,
      ...(this.record.base ? { base: this.record.base } : {}),
    };
  }

  // ---------------------------------------------------------------------------------------
  // Reading

  /** The engine state (read it; only the session changes it, through the engine). */
  get state(): DuelState {
    return this.record.state;
  }

  /** The conversation, in order. */
  get history(): ChatEntry[] {
    return this.chat.history;
  }

  /** Every applied option with its events and the state hash after it. */
  get steps(): readonly SessionStep[] {
    return this.record.steps;
  }

  /** Every action applied, in order: with `config`, the whole duel. */
  get actions(): Action[] {
    return this.record.steps.map((s) => s.action);
  }

  get startHash(): string {
    return this.record.startHash;
  }

  get openingEvents(): DuelEvent[] {
    return this.record.openingEvents;
  }

  /** Whether the session has said its opening; and the option ids its last list numbered. */
  get standing(): { opened: boolean; pendingChoices: string[] } {
    return { opened: this.opened, pendingChoices: [...this.pendingChoices] };
  }

  stateHash(): string {
    return this.record.hash;
  }

  /** The decision the duel waits on now (decisionKey): a command written against another one has been overtaken. */
  decision(): string {
    return decisionKey(this.record.state);
  }

  /** What the human saw happen since `decision` was current (for "the duel has moved on"). */
  happenedSince(decision: string): string[] {
    return this.record.linesSince(stepsOf(decision, this.record.steps.length));
  }

  /** The human's view of the duel. */
  view(): DuelView {
    return this.engine.view(this.record.state, this.human);
  }

  /** The human's legal options with the command a button would send; empty when it is not their decision. */
  legalOptions(): OptionChoice[] {
    if (!this.humanDecides()) return [];
    const offered = this.offeredNow();
    // Ids as the human's view names cards (hidden ones by opaque id); the command is built
    // from the real option, and parsing it gives that option back.
    offered.choices ??= toViewOptions(offered.state, offered.options, this.human).map((o, i) => {
      const passcode = pickedCard(offered.state, offered.options[i]!);
      return { id: o.id, label: o.label, command: this.commandOf(offered.options[i]!), ...(passcode !== null ? { passcode } : {}) };
    });
    return offered.choices;
  }

  /**
   * The human's option with this id (as `legalOptions` showed it) right now, or null (not
   * one of theirs, or not their decision).
   */
  findOption(optionId: string): Option | null {
    return fromViewOption(this.record.state, this.humanOptions(), this.human, optionId) ?? null;
  }

  /** Where the duel stood after `step` steps (null past the end): whether the human was to decide, the result, the engine version. */
  standingAt(step: number): { humanDecides: boolean; dealable: boolean; result: DuelResult | null; engineVersion: string } | null {
    const s = this.record.stateAt(step);
    if (!s) return null;
    return { humanDecides: !s.result && s.pending?.player === this.human, dealable: this.record.canDealAt(step), result: s.result, engineVersion: s.engineVersion };
  }

  /** The state after `step` with what the human could not know dealt again from `seed` (DuelRecord.dealtAgainAt). */
  dealtAgainAt(step: number, seed: string): ReturnType<DuelRecord['dealtAgainAt']> {
    return this.record.dealtAgainAt(step, seed);
  }

  /** The events of `step` (0: the opening; `stored`: as the database holds them) as the human's client may see them, with their lines. */
  seenAt(step: number, stored?: readonly DuelEvent[]): { events: DuelEvent[]; lines: string[] } {
    return this.record.seenAt(step, stored);
  }

  /** The action taken at `step` as the human may see it (hidden cards by opaque id); null when it cannot be shown. */
  shownAction(step: number, action: Action): Action | null {
    return this.record.shownAction(step, action);
  }

  /** The human's view after `step` steps, with the state hash there. */
  viewAt(step: number): { view: DuelView; stateHash: string } | null {
    return this.record.viewAt(step, this.human);
  }

  /** A rules question about this duel: through the guarded model (prompt filtered, user's words too; call recorded). */
  answerRules(question: string): Promise<RulesAnswer> {
    return answerQuestion(question, {
      reference: this.rules.reference,
      search: this.rules.search,
      cards: this.db,
      model: this.guard.model,
      duel: { state: this.record.state, player: this.human, engine: this.engine },
    });
  }

  // ---------------------------------------------------------------------------------------
  // Talking

  /** The first message: the persona's greeting, the model banner, the opening, the bot's turn if it goes first. */
  open(): AsyncIterable<SessionChunk> {
    return this.locked(async function* (this: DuelSession) {
      yield* this.openingChunks(true);
    });
  }

  /**
   * One chat message from the human. Iterate the reply to its end: replies run one at a time.
   * `decision` (decisionKey of the state the message was typed against, when the client knows
   * it) refuses a message whose decision has passed instead of applying it to the next one.
   */
  send(message: string, decision?: string): AsyncIterable<SessionChunk> {
    return this.locked(async function* (this: DuelSession) {
      if (!this.opened) yield* this.openingChunks(false);
      yield* handleMessage(
        {
          ...this.commands,
          pendingChoices: () => this.pendingChoices,
          publicBoard: () => this.publicBoard(),
          ask: (question) => this.answerRules(question),
          surrender: () => ({ id: 'surrender', label: 'Surrender the duel', action: { type: 'surrender', player: this.human } }),
          memory: this.memory,
          level: { now: () => this.level, set: (to) => (this.level = to) },
        },
        message,
        decision,
      );
    });
  }

  /**
   * A button click: the option is applied as it is (the engine's check is the only one); its
   * command text is only the history line. A string is looked up among the human's options.
   */
  act(choice: string | Option): AsyncIterable<SessionChunk> {
    return this.locked(async function* (this: DuelSession) {
      if (!this.opened) yield* this.openingChunks(false);
      const option = typeof choice === 'string' ? this.findOption(choice) : choice;
      if (!option) {
        yield { type: 'error', code: 'NO_SUCH_OPTION', message: `"${String(choice)}" is not one of your options right now.` };
        return;
      }
      this.chat.add('user', 'action', this.commandOf(option), null);
      yield* humanTurn(this.commands, [option]);
    });
  }

  // ---------------------------------------------------------------------------------------
  // Plumbing

  /** Stops showing the narration of the reply under way (a new request is coming); the narration still finishes in the history. */
  interruptNarration(): void {
    this.narrations.interrupt();
  }

  /** Settles when every narration started so far has finished and is in the history. */
  narrationsSettled(): Promise<void> {
    return this.narrations.settled();
  }

  /**
   * One reply at a time; each ends with the human's options (when it is their decision),
   * then the narrations of the reply as they are generated, and `done`. The next reply may
   * start once the options are out.
   */
  private locked(body: (this: DuelSession) => AsyncGenerator<SessionChunk>): AsyncIterable<SessionChunk> {
    const self = this;
    return {
      [Symbol.asyncIterator]: () =>
        (async function* () {
          // A new message ends the showing of the last reply's narration (it still finishes in the history).
          self.narrations.interrupt();
          const previous = self.lock;
          let release!: () => void;
          self.lock = new Promise<void>((resolve) => (release = resolve));
          await previous;
          const reply = self.guard.beginReply();
          const stepsBefore = self.record.steps.length;
          const listedBefore = self.pendingChoices;
          try {
            yield* body.call(self);
            yield* self.guard.notice();
            // The board as the reply leaves it, so a status line never shows an earlier decision.
            if (self.record.steps.length !== stepsBefore) yield { type: 'view', view: self.view() };
            // Not again when this reply just numbered these very options (an ask-back at the window).
            if (self.pendingChoices === listedBefore || !self.sameAsOptions(self.pendingChoices)) yield* self.sayWhatIsAsked();
            if (self.humanDecides()) yield { type: 'options', options: self.legalOptions(), decision: self.decision() };
          } finally {
            self.guard.endReply(reply);
            release();
          }
          // The board and the options are out: the narrations follow as they are generated, and the player may already act.
          yield* self.narrations.showAll();
          yield { type: 'done' };
        })(),
    };
  }

  /** A pending question (not a free Main/Battle Phase command) said in words, its options numbered for "2" or "the second one". */
  private *sayWhatIsAsked(): Generator<SessionChunk> {
    const options = this.humanOptions();
    const text = askedWithOptions(this.record.state, this.human, options);
    if (!text) return;
    this.pendingChoices = options.map((o) => o.id);
    yield* this.chat.say(text, 'info', 'info', null);
  }

  private sameAsOptions(ids: readonly string[]): boolean {
    const options = this.humanOptions();
    return ids.length === options.length && options.every((o, i) => o.id === ids[i]);
  }

  private humanDecides(): boolean {
    const s = this.record.state;
    return !s.result && s.pending?.player === this.human;
  }

  private offeredNow(): { state: DuelState; options: Option[]; choices?: OptionChoice[] } {
    const state = this.record.state;
    if (this.offered?.state !== state) this.offered = { state, options: this.engine.legalActions(state) };
    return this.offered;
  }

  /** The legal options of whoever decides now (`humanOptions`: only when it is the human). */
  private optionsNow(): Option[] {
    return this.offeredNow().options;
  }
  private humanOptions(): Option[] {
    return this.humanDecides() ? this.optionsNow() : [];
  }

  private commandOf(option: Option): string {
    return optionCommand(this.record.state, this.human, option, this.engine);
  }

  /** The public board from the human's seat (m1 theirs, om1 the bot's): what interpreter and reply prompts get. */
  private publicBoard(): string {
    return compactBoard(mirrorView(publicView(this.engine.view(this.record.state, this.bot))), {
      labels: { you: this.userName, opponent: this.charName },
      turnOwners: { you: `${this.userName}'s`, opponent: `${this.charName}'s` },
    });
  }

  /** The bot's stretch: it plays until the human decides, told phase by phase as it happens (tellInGroups). */
  private async *botTurn(): AsyncGenerator<SessionChunk> {
    const s = this.record.state;
    if (!(!s.result && s.pending?.player === this.bot) && !autoPass(this.autopilot)) return;
    const stretch: EventLine[] = [];
    const remarks: string[] = [];
    yield* tellInGroups(this.voice, botLoop(this.autopilot, stretch, remarks), stretch, 'bot', remarks, () => this.commands.lps());
    if (stretch.length) yield { type: 'view', view: this.view() };
  }

  private async *openingChunks(greet: boolean): AsyncGenerator<SessionChunk> {
    this.opened = true;
    if (greet) {
      // The greeting agrees with who goes first as the engine decided: the card's own when it does, else a line that says so.
      const first = this.record.state.turnPlayer === this.human ? 'user' : 'bot';
      const own = renderPersonaText(this.persona.firstMessage, { char: this.charName, user: this.userName });
      const greeting = greetingFor(own, first, () => this.voice.line({ kind: 'greeting', first }));
      yield* this.chat.say(greeting, 'greeting', 'greeting', greeting);
      yield* this.chat.say(`playing against ${this.charName} · ${this.modelBanner}`, 'banner', 'info', null);
      if (this.matchLine) yield* this.chat.say(this.matchLine, 'reply', 'reply', null);
    }
    for (const l of this.record.opening) yield { type: 'event', event: l.event, text: l.text };
    yield { type: 'view', view: this.view() };
    yield* this.botTurn();
  }
}
