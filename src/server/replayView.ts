/**
 * The replay a client steps through, and the readable transcript: the stored event log
 * of each step, shown through the session's own states (recorded when the engine applied
 * them, or when the session was rebuilt from the database with every stored hash
 * checked), beside the stored rows.
 * Nothing is applied again here; a stored hash that differs from the session's own is
 * reported at its step, never hidden.
 */
import type { Action, DuelEvent, DuelResult, PlayerId } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import type { HashMismatch } from '../store/replay.js';
import type { SessionSecret } from '../store/secrets.js';
import type { SessionRow, StoredAction, StoredMessage } from '../store/store.js';

/** The seed and its commitment as a client may see them. */
export interface SeedFields {
  /** Shown once the duel is over, or from the start when the user named it; null until then. */
  seed: string | null;
  /** sha256 of `seed:salt`, published from the start (null for sessions saved before commitments). */
  seedCommitment: string | null;
  /** Shown with the seed. */
  seedSalt: string | null;
  /** The user named the seed (or forked a finished duel): the bot's hidden cards are known to them. */
  seedChosenByUser: boolean;
}

/** What a client may be told of a session's seed (see SeedFields). */
export function seedFields(row: Pick<SessionRow, 'seed' | 'finished'>, secret: SessionSecret | undefined): SeedFields {
  const seedChosenByUser = secret?.seedChosen ?? false;
  const revealed = row.finished || seedChosenByUser;
  return {
    seed: revealed ? row.seed : null,
    seedCommitment: secret?.commitment ?? null,
    seedSalt: revealed ? (secret?.salt ?? null) : null,
    seedChosenByUser,
  };
}

export interface ReplayStep {
  step: number;
  /** null at step 0 (the opening). */
  action: Action | null;
  /** Which player took the action. */
  player: PlayerId | null;
  storedHash: string;
  /** The session's own hash after this step (from the engine, when it was applied or rebuilt). */
  rebuiltHash: string | null;
  hashOk: boolean;
  /** The events of this step as the human may see them, with their lines. */
  events: DuelEvent[];
  lines: string[];
  engineVersion: string | null;
  /** Chat messages written when this many actions had been applied. */
  messages: { seq: number; role: 'user' | 'bot'; kind: string; text: string }[];
}

export interface ReplayReport extends SeedFields {
  sessionId: string;
  human: PlayerId;
  format: string;
  /** Engine version now, and the one that recorded the last step. */
  engineVersion: string;
  recordedEngineVersion: string;
  totalSteps: number;
  verified: boolean;
  mismatch: HashMismatch | null;
  failure: { step: number; reason: string } | null;
  result: DuelResult | null;
  steps: ReplayStep[];
  /** The human's view at `atStep` when one was asked for. */
  at?: { step: number; view: DuelView; stateHash: string };
}

/** What a replay reads of the session in memory (a DuelSession). */
export interface ReplaySource {
  readonly startHash: string;
  readonly steps: readonly { action: Action; stateHash: string }[];
  /** The step's events (`stored`: as the database holds them) as the human's client may see them (hidden cards by opaque id), with their lines. */
  seenAt(step: number, stored?: readonly DuelEvent[]): { events: DuelEvent[]; lines: string[] };
  /** A step's action as the human may see it (hidden cards by opaque id); null when it cannot be shown. */
  shownAction(step: number, action: Action): Action | null;
  viewAt(step: number): { view: DuelView; stateHash: string } | null;
}

export interface ReplayInput {
  row: SessionRow;
  /** The stored actions with their stored hashes. */
  actions: StoredAction[];
  messages: StoredMessage[];
  /** The engine version that recorded each step's events. */
  eventVersions: Map<number, string>;
  /** The engine version of this program. */
  engineVersion: string;
  /** The stored event log by step: what the replay shows (the session's own run is only the fallback). */
  storedEvents?: Map<number, DuelEvent[]>;
  seed: SeedFields;
}

function messagesByStep(messages: readonly StoredMessage[]): Map<number, ReplayStep['messages']> {
  const byStep = new Map<number, ReplayStep['messages']>();
  for (const m of messages) {
    const list = byStep.get(m.actions) ?? [];
    list.push({ seq: m.seq, role: m.role, kind: m.kind, text: m.text });
    byStep.set(m.actions, list);
  }
  return byStep;
}

export function buildReplay(input: ReplayInput, session: ReplaySource, options: { atStep?: number } = {}): ReplayReport {
  const { row, actions } = input;
  const byStep = messagesByStep(input.messages);
  const total = Math.max(actions.length, session.steps.length);
  let mismatch: HashMismatch | null = null;
  const steps: ReplayStep[] = [];
  for (let step = 0; step <= total; step++) {
    const stored = step === 0 ? null : actions[step - 1];
    const storedHash = step === 0 ? row.startHash : (stored?.stateHash ?? '');
    const own = step === 0 ? session.startHash : (session.steps[step - 1]?.stateHash ?? null);
    const hashOk = own === storedHash;
    if (!hashOk && !mismatch) mismatch = { step, expected: storedHash, actual: own ?? '(no such step)' };
    const action = stored?.action ?? session.steps[step - 1]?.action ?? null;
    steps.push({
      step,
      action: action ? session.shownAction(step, action) : null,
      player: action ? action.player : null,
      storedHash,
      rebuiltHash: own,
      hashOk,
      ...session.seenAt(step, input.storedEvents?.get(step)),
      engineVersion: input.eventVersions.get(step) ?? null,
      messages: byStep.get(step) ?? [],
    });
  }
  const report: ReplayReport = {
    sessionId: row.id,
    human: row.human,
    format: row.format,
    ...input.seed,
    engineVersion: input.engineVersion,
    recordedEngineVersion: row.engineVersion,
    totalSteps: actions.length,
    verified: mismatch === null,
    mismatch,
    failure: null,
    result: row.result,
    steps,
  };
  if (options.atStep !== undefined) {
    const at = session.viewAt(options.atStep);
    if (at) report.at = { step: options.atStep, ...at };
  }
  return report;
}

const RESULT_TEXT: Record<DuelResult['reason'], string> = {
  lp: 'Life Points reached 0',
  'deck-out': 'a player could not draw',
  surrender: 'surrender',
  'both-lp': 'both players reached 0 Life Points',
  'card-effect': "a card's effect won the duel",
};

function resultText(result: DuelResult | null, human: PlayerId, charName: string): string {
  if (!result) return 'in progress';
  if (result.winner === null) return `draw (${RESULT_TEXT[result.reason]})`;
  return `${result.winner === human ? 'you won' : `${charName} won`} (${RESULT_TEXT[result.reason]})`;
}

const mdCell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A readable transcript: the chat with the engine's event lines (as the human saw them) in between. */
export function exportMarkdown(row: SessionRow, replay: ReplayReport): string {
  const char = row.persona.name;
  const out: string[] = [];
  out.push(`# Duel Companion session ${row.id}`, '');
  out.push('| | |', '| --- | --- |');
  out.push(`| format | ${mdCell(row.format)} |`);
  if (replay.seed !== null) out.push(`| seed | ${mdCell(replay.seed)} |`, `| seed salt | ${mdCell(replay.seedSalt ?? '(none)')} |`);
  else out.push('| seed | hidden until the duel is over |');
  if (replay.seedCommitment) out.push(`| seed commitment | \`${replay.seedCommitment}\` (sha256 of seed:salt) |`);
  if (replay.seedChosenByUser) out.push(`| hidden cards | known to you: the seed was named by the user |`);
  out.push(`| opponent | ${mdCell(char)} |`);
  out.push(`| you | ${mdCell(row.userName)} |`);
  out.push(`| started | ${row.createdAt} |`);
  out.push(`| actions | ${row.actionCount} |`);
  out.push(`| result | ${mdCell(resultText(row.result, row.human, char))} |`);
  out.push(`| engine version | ${mdCell(row.engineVersion)} |`);
  out.push(`| state hash | \`${row.stateHash}\` |`);
  out.push(
    `| replay check | ${replay.verified ? 'every state hash verified' : `FAILED: ${replay.mismatch ? `hash mismatch at step ${replay.mismatch.step}` : replay.failure?.reason ?? 'unknown'}`} |`,
  );
  out.push('', '## Transcript', '');
  let quoting = false;
  for (const step of replay.steps) {
    for (const line of step.lines) {
      out.push(`> ${line}  `);
      quoting = true;
    }
    if (quoting && step.messages.length) {
      out.push('');
      quoting = false;
    }
    for (const m of step.messages) {
      const who = m.role === 'user' ? row.userName : m.kind === 'answer' ? 'Rules' : m.kind === 'info' ? null : char;
      const text = m.text.includes('\n') ? `\n\n\`\`\`\n${m.text}\n\`\`\`` : ` ${m.text}`;
      out.push(who ? `**${who}:**${text}` : m.text.includes('\n') ? `\`\`\`\n${m.text}\n\`\`\`` : `_${m.text}_`, '');
    }
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
