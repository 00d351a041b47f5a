/**
 * The understanding layer's public face, for the session to wire in: read a message
 * (understand), play a plan against the duel (runPlan), word a refusal (explainRefusal),
 * and the offline stand-ins used by chat scenarios (offlineAdvance, windowMatters).
 */
export { understand, decisionKey, asksForMove, type Understanding, type UnderstandContext } from './understand.js';
export { runPlan, type PlanRun, type PlanHooks, type PlanInput, type AppliedMove, type StepFailure } from './plan.js';
export { matchStep, type StepMatch, type MatchContext } from './match.js';
export { explainRefusal, type Refusal, type RefusalContext } from './refusal.js';
export { offlineAdvance, windowMatters } from './advance.js';
export { evalChatScenario, type MessageResult } from './chatEval.js';
export { questionWithCard, asksBotWhy, referentsAfterQuestion } from './questionText.js';
