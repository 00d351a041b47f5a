/**
 * The shapes a DuelSession speaks in: the chunks of a reply, the chat history, what it
 * is built from. Kept apart from the session so the modules that make up a session (and
 * its callers) can name them without importing the session itself.
 */
import type { PlayLevel } from '../bot/levels.js';
import type { SearchSettings } from '../bot/search.js';
import type { BotPolicy } from '../bot/types.js';
import type { CardDb } from '../cards/cardDb.js';
import type { Engine } from '../engine/index.js';
import type { BaseState } from '../engine/redeal.js';
import type { EventLine } from '../engine/text/eventBatch.js';
import type { Action, DuelConfig, DuelEvent, PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import type { Persona } from '../llm/persona.js';
import type { ChatModel } from '../llm/types.js';
import type { RulesReference } from '../rules/reference.js';
import type { RulesSearch } from '../rules/search.js';

export type ChainMode = 'auto' | 'manual';

/** What a text chunk is: the opening greeting, the model banner, a reply, a narration, a rules answer, or plain information (board, lists). */
export type TextRole = 'greeting' | 'banner' | 'reply' | 'narration' | 'answer' | 'info';

export interface OptionChoice {
  id: string;
  label: string;
  /** What typing (or a button) sends for this option; parsing it gives back this option. */
  command: string;
  /** For a choice among cards: the passcode of the card this option picks, when its label already names it (the page draws the card). */
  passcode?: number;
}

export type SessionChunk =
  /** Text as it arrives. Chunks of one message share `message` (numbered within one reply). */
  | { type: 'text'; text: string; role: TextRole; message: number }
  /** An engine event as the human sees it, with its line (null for bookkeeping events). */
  | { type: 'event'; event: EventLine['event']; text: string | null }
  | { type: 'view'; view: DuelView }
  /** The human's legal options, when it is their decision. */
  | { type: 'options'; options: OptionChoice[]; decision?: string }
  | { type: 'error'; code: string; message: string }
  /** A Match request said in chat ("rematch", "best of three", "let me side"): the page acts on it with the Match API. */
  | { type: 'match'; request: 'rematch' | 'best-of-three' | 'side' }
  | { type: 'done' };

export const CHAT_ENTRY_KINDS = ['greeting', 'action', 'question', 'request', 'banter', 'reply', 'narration', 'answer', 'info'] as const;
export type ChatEntryKind = (typeof CHAT_ENTRY_KINDS)[number];

export interface ChatEntry {
  role: 'user' | 'bot';
  kind: ChatEntryKind;
  text: string;
  /** What a model may see of this entry (hidden cards taken out when it was written); null: never. */
  shared: string | null;
  /** How many actions had been applied when the entry was written. */
  actions: number;
}

/**
 * One applied option, recorded where the engine returned it: the action, every event it
 * caused (unfiltered: what the store keeps) and the state hash after it.
 */
export interface SessionStep {
  action: Action;
  events: DuelEvent[];
  stateHash: string;
}

export interface RulesDeps {
  reference: RulesReference;
  search: RulesSearch;
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
  /** Decides the bot's moves when the model cannot (default: the bot of the session's level, levelBot.ts). */
  fallbackBot?: BotPolicy;
  /** The `strong` level's search settings (its time budget per decision above all). */
  search?: Partial<SearchSettings>;
}

export interface DuelSessionOptions {
  config: DuelConfig;
  /** The human's player id (default 0); the bot is the other one. */
  human?: PlayerId;
  chainMode?: ChainMode;
  /** The bot's level (default: the persona's, else `normal`). */
  level?: PlayLevel;
  /** A Duel after the first of a Match: the persona's words on the score, said after the greeting. */
  matchLine?: string;
  /** Start from this state instead of a new duel (a fork dealt again); `config` still names the decks and the seed. */
  base?: BaseState | null;
}

export const MAX_MESSAGE_CHARS = 2000;
