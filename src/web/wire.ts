/**
 * Compile-time check that what the service sends still fits what the page expects
 * (`client/types.ts` restates the shapes so the browser code imports no server module).
 * If the engine's view or the session's chunks change shape, this file stops compiling.
 */
import type { OptionChoice, SessionChunk } from '../chat/session.js';
import type { DuelView } from '../engine/view.js';
import type { Answer } from '../rules/answer.js';
import type { ReplayReport } from '../server/replayView.js';
import type { SessionSummary } from '../store/store.js';
import type * as Page from './client/types.js';
import type { CardFactsAnswer } from './cardFacts.js';
import type { CardFacts as PageCardFacts } from './client/cardFacts.js';

type Fits<T extends U, U> = T;

export type WireChecks = [
  Fits<DuelView, Page.DuelView>,
  Fits<OptionChoice, Page.OptionChoice>,
  Fits<SessionChunk, Page.SessionChunk>,
  Fits<Omit<Answer, 'card'>, Page.RulesAnswer>,
  Fits<ReplayReport, Page.ReplayReport>,
  Fits<SessionSummary, Page.SessionSummary>,
  Fits<CardFactsAnswer, PageCardFacts>,
];
