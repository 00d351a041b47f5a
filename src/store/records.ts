/**
 * The store's own words for what it keeps of a conversation. They match the chat
 * layer's types by shape (the server hands one to the other, so the compiler checks that
 * they agree) without the store depending on the chat layer.
 */
import type { Action, DuelEvent, DuelResult } from '../engine/types.js';
import type { ModelCallRecord } from '../llm/types.js';

export const MESSAGE_KINDS = ['greeting', 'action', 'question', 'request', 'banter', 'reply', 'narration', 'answer', 'info'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type ChainMode = 'auto' | 'manual';

/** One chat message as stored. */
export interface MessageRecord {
  role: 'user' | 'bot';
  kind: MessageKind;
  text: string;
  /** What a model may see of it; null: never. */
  shared: string | null;
  /** How many actions had been applied when it was written. */
  actions: number;
}

export interface StoredAction {
  step: number;
  action: Action;
  /** Hash of the state after this action. */
  stateHash: string;
}

export interface StoredEvents {
  /** 0: the duel's opening events; n: the events of action n. */
  step: number;
  events: DuelEvent[];
  engineVersion: string;
}

export interface StoredMessage extends MessageRecord {
  seq: number;
  createdAt: string;
}

export interface StoredModelCall extends ModelCallRecord {
  seq: number;
}

/** One applied action with what it caused. */
export interface StepRecord {
  action: Action;
  stateHash: string;
  events: DuelEvent[];
}

/** Everything one reply adds to a session. */
export interface TurnRecord {
  steps: StepRecord[];
  messages: MessageRecord[];
  modelCalls: ModelCallRecord[];
  opened: boolean;
  pendingChoices: string[];
  result: DuelResult | null;
  engineVersion: string;
}
