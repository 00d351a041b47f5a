/**
 * The messages between the main thread and a session worker (workerPool.ts ⇄ sessionHost.ts).
 * Everything here is plain data (structured clone): live sessions never cross.
 */
import type { ChainMode, DuelSessionSnapshot, SessionChunk } from '../../chat/session.js';
import type { PlayLevel } from '../../bot/levels.js';
import type { SearchSettings } from '../../bot/search.js';
import type { DuelConfig, DuelEvent, PlayerId } from '../../engine/types.js';
import type { ModelConfig } from '../../llm/config.js';
import type { Persona } from '../../llm/persona.js';
import type { TurnRecord } from '../../store/store.js';
import type { Before, ReplyRequest } from '../sessionTypes.js';
import type { SessionQuery, SessionStateView } from '../sessionView.js';

/** What each worker is started with. */
export interface WorkerSetup {
  /** The model each worker builds for itself (null: the offline model). */
  modelConfig: ModelConfig | null;
  modelBanner: string;
  search: Partial<SearchSettings>;
}

export interface CreateRequest {
  op: 'create';
  id: string;
  options: { config: DuelConfig; human: PlayerId; chainMode: ChainMode; level?: PlayLevel; matchLine?: string };
  persona: Persona;
  userName: string;
}

export type HostRequest =
  | CreateRequest
  | { op: 'restore'; id: string; snapshot: DuelSessionSnapshot; engineVersion: string }
  | { op: 'reply'; id: string; request: ReplyRequest; expectedHash: string | undefined; before: Before; stream: boolean }
  | { op: 'askRules'; id: string; question: string; before: Before }
  | { op: 'query'; id: string; name: SessionQuery }
  | { op: 'interrupt'; id: string }
  | { op: 'drop'; id: string };

export interface Created {
  chunks: SessionChunk[];
  opening: TurnRecord;
  config: DuelConfig;
  level: PlayLevel;
  startHash: string;
  openingEvents: DuelEvent[];
  engineVersion: string;
  state: SessionStateView;
  standing: Before;
}

export interface Replied {
  turn: TurnRecord;
  committed: { step: number; stateHash: string; finished: boolean; decision: string; level: PlayLevel };
  /** A bug inside the session (what it applied is still legal, so it is kept and committed). */
  failure: string | null;
}

/** An error as it crosses the thread: rebuilt as the same kind of error on the main thread. */
export type HostError =
  | { kind: 'api'; status: number; code: string; message: string; details?: unknown }
  | { kind: 'start'; problems: string[] }
  | { kind: 'rebuild'; message: string }
  | { kind: 'missing' }
  | { kind: 'other'; message: string };

export type HostMessage =
  | { rid: number; type: 'start' }
  | { rid: number; type: 'chunk'; chunk: SessionChunk }
  | { rid: number; type: 'result'; value: unknown }
  | { rid: number; type: 'error'; error: HostError };

