/**
 * The checks a reply passes before anything is streamed (the duel moved on, it is over,
 * the option is not offered), and the option a click names. Run where the session lives:
 * on the main thread or in its worker (pool/sessionHost.ts).
 */
import type { DuelSession } from '../chat/session.js';
import { conflict } from './errors.js';
import type { ReplyRequest } from './sessionTypes.js';

export type PickedOption = NonNullable<ReturnType<DuelSession['findOption']>>;

/** Throws the 409 a stale or overtaken request gets; returns the clicked option (null for a message). */
export function checkReply(session: DuelSession, request: ReplyRequest, expectedHash: string | undefined): PickedOption | null {
  if (expectedHash !== undefined && expectedHash !== session.stateHash()) {
    throw conflict('STALE_STATE', `The duel has moved on: it is at state ${session.stateHash()}, not ${expectedHash}. Read it again.`, {
      stateHash: session.stateHash(),
      step: session.actions.length,
    });
  }
  if (request.kind === 'action' && request.decision !== undefined && request.decision !== session.decision()) {
    const happened = session.happenedSince(request.decision);
    throw conflict('MOVED_ON', `The duel has moved on since that option was shown, so it was not played.${happened.length ? ` Since then: ${happened.join(' ')}` : ''}`, {
      decision: session.decision(),
      happened,
    });
  }
  // A click goes to the session as the option it names; the engine's check when it is applied is the only one.
  return request.kind === 'action' ? pickedOption(session, request.optionId) : null;
}

/** The option a click names, looked up (not checked) among the human's current options; a 409 when there is none. */
function pickedOption(session: DuelSession, optionId: string): PickedOption {
  if (session.state.result) throw conflict('DUEL_OVER', 'The duel is over: no more moves.');
  const option = session.findOption(optionId);
  if (option) return option;
  const ids = session.legalOptions().map((o) => o.id);
  throw conflict('NO_SUCH_OPTION', ids.length ? `"${optionId}" is not one of your options right now.` : 'It is not your decision right now.', { options: ids });
}

/** The reply's chunks: a message to the session's reader, a click played as the option it names. */
export function replyChunks(session: DuelSession, request: ReplyRequest, option: PickedOption | null) {
  return request.kind === 'message' ? session.send(request.text, request.decision) : session.act(option!);
}
