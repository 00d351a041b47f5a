/**
 * Shared by the chat tests: decks, chunk collection, an in-process scripted ChatModel,
 * an online model against the fake server, and a human that plays by the heuristic.
 */
import { z } from 'zod';
import { createHeuristicBot } from '../../src/bot/heuristic.js';
import { defaultCards } from '../../src/cards/catalog.js';
import { toViewOptions } from '../../src/engine/viewIds.js';
import { DuelSession, type DuelSessionDeps, type DuelSessionOptions, type SessionChunk } from '../../src/chat/session.js';
import { loadDeck } from '../../src/cli/play.js';
import type { DeckList, DuelConfig, PlayerId } from '../../src/engine/types.js';
import { createOpenAIModel, type OpenAIModelOptions } from '../../src/llm/openaiModel.js';
import type { OnlineModelConfig } from '../../src/llm/config.js';
import type {
  ChatModel,
  ModelCallRecord,
  ModelRole,
  StreamRequest,
  StructuredRequest,
  StructuredResult,
} from '../../src/llm/types.js';
import { sampleFromSchema } from '../support/fakeOpenAI.js';

export const { db, engine } = defaultCards();

export function deck(name: string): DeckList {
  const r = loadDeck(name, 'classic');
  if (!r.ok) throw new Error(r.problems.join('\n'));
  return r.deck;
}

export const nameOf = (passcode: number): string => db.byPasscode(passcode)!.name;
export const deckNames = (d: DeckList): Set<string> => new Set([...d.main, ...d.extra].map(nameOf));

export function config(seed: string, first: PlayerId = 0, decks: [DeckList, DeckList] = [deck('normals-yugi'), deck('normals-kaiba')]): DuelConfig {
  return { format: 'classic', seed, decks, firstPlayer: first };
}

export async function collect(it: AsyncIterable<SessionChunk>): Promise<SessionChunk[]> {
  const out: SessionChunk[] = [];
  for await (const c of it) out.push(c);
  return out;
}

/** The text messages of a reply, each joined from its chunks. */
export function messages(chunks: readonly SessionChunk[], role?: string): string[] {
  const byId = new Map<number, string>();
  for (const c of chunks) {
    if (c.type !== 'text' || (role && c.role !== role)) continue;
    byId.set(c.message, (byId.get(c.message) ?? '') + c.text);
  }
  return [...byId.values()];
}

export const allText = (chunks: readonly SessionChunk[]): string => messages(chunks).join('\n');

export function session(options: DuelSessionOptions, deps: Partial<DuelSessionDeps> = {}): DuelSession {
  return new DuelSession(options, { model: null, ...deps });
}

const human = createHeuristicBot();

/** One move of the human, chosen by the heuristic from the human's view; typed as a command or clicked. */
export async function humanMove(s: DuelSession, typed: boolean): Promise<SessionChunk[]> {
  const options = s.legalOptions();
  if (options.length === 0) throw new Error('not the human decision');
  // The heuristic is asked as the human's client would be: options as the human's view names cards.
  const chosen = human.choose(s.view(), toViewOptions(s.state, engine.legalActions(s.state), s.human));
  const choice = options.find((o) => o.id === chosen.id)!;
  return collect(typed ? s.send(choice.command) : s.act(choice.id));
}

/** Plays the human by the heuristic until the duel ends (or `maxMoves`). */
export async function playOut(s: DuelSession, maxMoves = 2000, onReply?: (chunks: SessionChunk[]) => void | Promise<void>): Promise<void> {
  for (let i = 0; i < maxMoves && !s.state.result; i++) {
    const chunks = await humanMove(s, i % 2 === 0);
    await onReply?.(chunks);
  }
}

// ---------------------------------------------------------------------------------------
// An in-process ChatModel with scripted answers

export interface ScriptedModelOptions {
  /** Structured answers by role; default: a minimal value fitting the schema (the first enum value). */
  structured?: (request: StructuredRequest<unknown>, index: number) => unknown;
  /** Streamed text by role; default "Good game so far." */
  stream?: (request: StreamRequest, index: number) => string | string[];
}

export class ScriptedModel implements ChatModel {
  readonly records: ModelCallRecord[] = [];
  readonly requests: { role: ModelRole; kind: 'structured' | 'stream'; messages: { role: string; content: string }[] }[] = [];
  constructor(private readonly opts: ScriptedModelOptions = {}) {}
  describe(): string {
    return 'scripted-model (test)';
  }
  modelFor(): string {
    return 'scripted';
  }
  async structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    const index = this.requests.length;
    this.requests.push({ role: request.role, kind: 'structured', messages: request.messages });
    const raw = this.opts.structured
      ? this.opts.structured(request as StructuredRequest<unknown>, index)
      : sampleFromSchema(z.toJSONSchema(request.schema) as Record<string, unknown>);
    const parsed = request.schema.safeParse(raw);
    const record: ModelCallRecord = {
      role: request.role,
      model: 'scripted',
      promptTokens: Math.ceil(request.messages.map((m) => m.content).join('\n').length / 4),
      completionTokens: 5,
      latencyMs: 0,
      outcome: parsed.success ? 'ok' : 'schema-mismatch',
    };
    this.records.push(record);
    return parsed.success ? { ok: true, value: parsed.data, records: [record] } : { ok: false, error: 'schema', records: [record] };
  }
  stream(request: StreamRequest, onRecord?: (record: ModelCallRecord) => void): AsyncIterable<string> {
    const index = this.requests.length;
    this.requests.push({ role: request.role, kind: 'stream', messages: request.messages });
    const text = this.opts.stream ? this.opts.stream(request, index) : 'Good game so far.';
    const chunks = Array.isArray(text) ? text : text.split(/(?<= )/);
    const records = this.records;
    return (async function* () {
      for (const c of chunks) yield c;
      const record: ModelCallRecord = { role: request.role, model: 'scripted', promptTokens: 1, completionTokens: 1, latencyMs: 0, outcome: 'ok' };
      records.push(record);
      onRecord?.(record);
    })();
  }
}

// ---------------------------------------------------------------------------------------
// The real client against the fake server

export const ROLE_MODELS: Record<ModelRole, string> = { moves: 'm-moves', interpret: 'm-interpret', narration: 'm-narration', rules: 'm-rules' };
export const roleOf = (model: string | undefined): ModelRole | undefined =>
  (Object.keys(ROLE_MODELS) as ModelRole[]).find((r) => ROLE_MODELS[r] === model);

export function onlineModel(url: string, config: Partial<OnlineModelConfig> = {}, options: OpenAIModelOptions = {}): ChatModel {
  return createOpenAIModel(
    {
      mode: 'online',
      apiKey: 'sk-test-chat-0123456789',
      apiKeyIsDummy: false,
      baseURL: url,
      models: { ...ROLE_MODELS },
      timeoutMs: 2000,
      jsonMode: 'auto',
      ...config,
    },
    { retryBackoffMs: 10, maxRetryAfterMs: 20, ...options },
  );
}

export function replayHash(s: DuelSession): string {
  const r = engine.replay(s.config, s.actions);
  if (!r.ok) throw new Error(`replay failed: ${r.reason}`);
  return engine.hash(r.state);
}

/**
 * Decks with no card name in common: the user's normals-yugi and the bot's normals-kaiba
 * with its three Mystic Clowns (also in Yugi's deck) replaced by two more Mystic Horseman
 * and a third Judge Man. Checked by `disjoint` in the tests that rely on it.
 */
export function disjointDecks(): [DeckList, DeckList] {
  const yugi = deck('normals-yugi');
  const kaiba = deck('normals-kaiba');
  const clown = db.byName('Mystic Clown')!.passcode;
  const replacements = [db.byName('Mystic Horseman')!.passcode, db.byName('Mystic Horseman')!.passcode, db.byName('Judge Man')!.passcode];
  const main = kaiba.main.map((p) => (p === clown ? replacements.shift()! : p));
  return [yugi, { main, extra: kaiba.extra }];
}

/** No name of one deck is in the other, nor inside another name of the other. */
export function disjoint(a: DeckList, b: DeckList): boolean {
  const x = [...deckNames(a)].map((n) => n.toLowerCase());
  const y = [...deckNames(b)].map((n) => n.toLowerCase());
  return x.every((n) => y.every((m) => !m.includes(n) && !n.includes(m)));
}

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which of `hidden` a text names. Names in `visible` are blanked out first (longest first),
 * so a hidden "Summoned Skull" is not found inside a visible "Skull Red Bird" that follows
 * the word "Summoned".
 */
export function namedIn(text: string, hidden: readonly string[], visible: readonly string[]): string[] {
  let rest = text;
  for (const name of [...visible].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![A-Za-z0-9])${esc(name)}(?![A-Za-z0-9])`, 'gi'), ' ');
  }
  return hidden.filter((name) => new RegExp(`(?<![A-Za-z0-9])${esc(name)}(?![A-Za-z0-9])`, 'i').test(rest));
}

/** A model whose narration streams its first sentence, then waits until the test opens the gate. */
export class GatedModel extends ScriptedModel {
  private opened!: () => void;
  readonly gate = new Promise<void>((resolve) => (this.opened = resolve));
  streamsEnded = 0;
  open(): void {
    this.opened();
  }
  override stream(request: StreamRequest, onRecord?: (record: ModelCallRecord) => void): AsyncIterable<string> {
    if (request.role !== 'narration') return super.stream(request, onRecord);
    const self = this;
    return (async function* () {
      yield 'Well, ';
      yield 'that happened. ';
      await self.gate;
      yield 'And the duel goes on.';
      self.streamsEnded++;
      onRecord?.({ role: 'narration', model: 'gated', promptTokens: 1, completionTokens: 1, latencyMs: 0, outcome: 'ok' });
    })();
  }
}

