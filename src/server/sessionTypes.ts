/**
 * The shapes the session manager (sessions.ts) takes and gives: its options, a new
 * session's spec, a reply's request and hooks, and where a session stands after a reply.
 */
import type { PlayLevel } from '../bot/levels.js';
import type { SearchSettings } from '../bot/search.js';
import type { CardDb } from '../cards/cardDb.js';
import type { ChainMode, SessionChunk } from '../chat/session.js';
import type { Engine } from '../engine/index.js';
import type { DuelConfig, PlayerId } from '../engine/types.js';
import type { Persona } from '../llm/persona.js';
import type { ChatModel } from '../llm/types.js';
import type { ModelConfig } from '../llm/config.js';
import type { DuelStore } from '../store/store.js';

export interface SessionManagerOptions {
  store: DuelStore;
  /** The language model, or null for the offline model. */
  model: ChatModel | null;
  modelBanner: string;
  /** How many sessions stay in memory (default 256). */
  cacheSize?: number;
  engine?: Engine;
  cards?: CardDb;
  /** Today's rules stamped with an older engine version, to rebuild what that version saved (default: engineFor). */
  engineAt?: (version: string) => Engine;
  /** The `strong` level's search settings (default: from BOT_STRONG_BUDGET_MS, botSettings.ts). */
  search?: Partial<SearchSettings>;
  /**
   * The worker threads the live sessions run in (pool/workerPool.ts), with the model each
   * worker builds for itself (null: the offline model); absent or size 0: in this thread.
   */
  workers?: { size: number; modelConfig: ModelConfig | null };
}

export interface CreateSpec {
  config: DuelConfig;
  human?: PlayerId;
  chainMode: ChainMode;
  userName: string;
  persona: Persona;
  personaId: string | null;
  deckIds: [string | null, string | null];
  /** Who asks (the rate limit's client key): the session's stored bytes count against them ('' : nobody). */
  client?: string;
  /** The user named the seed (a puzzle, a bug report): the duel is marked as one whose hidden cards they can know. */
  seedChosen?: boolean;
  /** The bot's level (default: the persona's, else `normal`). */
  level?: PlayLevel;
  /** A Duel after the first of a Match: the persona's words on the score, said after the greeting. */
  matchLine?: string;
}

/** Where a session stands after a committed reply. */
export interface Committed {
  step: number;
  stateHash: string;
  finished: boolean;
  /** The decision the duel now waits on: what the next command is written against. */
  decision: string;
  /** The bot's level after the reply (a chat phrase may have changed it). */
  level: PlayLevel;
}

export type ReplyRequest = ({ kind: 'message'; text: string } | { kind: 'action'; optionId: string }) & { decision?: string };

export interface ReplyHooks {
  /** The state hash the client last saw; a different current state is a 409 STALE_STATE. */
  expectedHash?: string;
  /** Called once the checks passed, before the first chunk (open the stream here). */
  onStart?: () => void;
  onChunk: (chunk: SessionChunk) => void | Promise<void>;
}

/** How far a session was before a reply: what the reply adds starts there. */
export interface Before {
  actions: number;
  messages: number;
  calls: number;
}

export const NO_BEFORE: Before = { actions: 0, messages: 0, calls: 0 };
