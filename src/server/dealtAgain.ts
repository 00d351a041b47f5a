/**
 * The copy of an unfinished duel a player may get (a fork, an import): everything they
 * could not know is dealt again from a new secret seed (engine/redeal.ts), so playing the
 * copy forward tells nothing about the original's hidden cards. The copy starts from the
 * dealt state (kept on the server with the seed's commitment) with no steps of its own.
 */
import { randomBytes } from 'node:crypto';
import type { ChatEntry, DuelSession } from '../chat/session.js';
import type { BaseState } from '../engine/redeal.js';
import type { DuelConfig } from '../engine/types.js';
import { newSecret, type SessionSecret } from '../store/secrets.js';
import type { SessionRow, StepRecord, TurnRecord } from '../store/store.js';
import { conflict } from './errors.js';

/** What a fork or import copies of its source's row. */
export type CopyRow = Pick<SessionRow, 'config' | 'persona' | 'human' | 'chainMode' | 'userName' | 'startHash'> &
  Partial<Pick<SessionRow, 'personaId' | 'deckId' | 'botDeckId'>>;
export type CopyOrigin = { origin: 'forked' | 'imported'; parentId: string | null; forkStep: number | null };
export type CopyRecord = TurnRecord & CopyOrigin & { openingEvents: StepRecord['events']; secret: SessionSecret };

export interface DealtCopy {
  /** The parent's config with the new seed (it names the decks; the base state is the truth). */
  config: DuelConfig;
  base: BaseState;
  startHash: string;
}

/** A new secret seed: 144 bits, never sent to a client while the duel runs. */
export const newSeed = (): string => randomBytes(18).toString('base64url');

/** `session` after `step` steps, dealt again for its human from a new seed; a 409 in the middle of an effect (engine/redeal.ts). */
export function dealtAgain(session: DuelSession, step: number): DealtCopy {
  const seed = newSeed();
  const dealt = session.dealtAgainAt(step, seed);
  if (!dealt) throw new Error(`a session with ${session.steps.length} steps has no step ${step}`);
  if (dealt === 'mid-effect') throw conflict('MID_EFFECT', `At step ${step} an effect waits on a choice: make it first, then fork or export again.`);
  return { config: { ...session.config, seed }, ...dealt };
}

/**
 * The chat a dealt copy starts with: `messages` with the event lines the human saw of
 * steps 0..`at` put in between as notes, where they were shown (the copy has no steps of
 * its own to show them from). Greetings and the table's notes at step 0 come before the
 * opening's lines, as on the page.
 */
export function withEventLines(session: DuelSession, messages: readonly ChatEntry[], at: number): ChatEntry[] {
  const out: ChatEntry[] = [];
  let shown = -1;
  const linesThrough = (step: number): void => {
    const lines: string[] = [];
    for (; shown < Math.min(step, at); ) lines.push(...session.seenAt(++shown).lines);
    if (lines.length) out.push({ role: 'bot', kind: 'info', text: lines.join('\n'), shared: null, actions: 0 });
  };
  for (const m of messages) {
    const opening = m.actions === 0 && m.role === 'bot' && (m.kind === 'greeting' || m.kind === 'info');
    linesThrough(opening ? -1 : m.actions);
    out.push({ ...m, actions: 0 });
  }
  linesThrough(at);
  return out;
}

/** A dealt copy as stored: no steps, the messages (with their event lines, see withEventLines) said before its step 0, the base state and new seed secret. */
export function dealtCopyRecord(dealt: DealtCopy, messages: readonly ChatEntry[], origin: CopyOrigin): CopyRecord {
  return {
    ...origin,
    steps: [],
    openingEvents: [],
    messages: messages.map((m) => ({ ...m, actions: 0 })),
    modelCalls: [],
    opened: true,
    pendingChoices: [],
    result: null,
    engineVersion: dealt.base.state.engineVersion,
    secret: newSecret(dealt.config.seed, false, dealt.base),
  };
}

/** A fork's chat: the parent's messages up to step `at` (not the user's message that led past it), and a note. */
export function forkMessages(session: DuelSession, at: number, parentId: string): ChatEntry[] {
  const messages: ChatEntry[] = [];
  for (const m of session.history) {
    if (m.actions > at || (m.actions === at && m.role === 'user')) break;
    messages.push({ ...m });
  }
  messages.push({ role: 'bot', kind: 'info', text: `A new branch of session ${parentId}, from step ${at}: play on from here.`, shared: null, actions: at });
  return messages;
}
