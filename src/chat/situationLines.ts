/**
 * The persona's situation lines as the session says them: seeded by the duel and the
 * history, so a restored session says the same, and kept from repeating the bot's last lines.
 */
import type { DuelResult, PlayerId } from '../engine/types.js';
import { personaLine, type Outcome, type Situation, type Voice } from '../llm/offline/index.js';
import { greetingFirst } from '../llm/offline/personaLines.js';
import type { ChatEntry } from './types.js';

export function sessionLine(voice: Voice, situation: Situation, at: { seed: string; userName: string; history: readonly ChatEntry[] }): string {
  return personaLine(situation, {
    voice,
    user: at.userName,
    seed: `${at.seed}:${at.history.length}`,
    recent: at.history.filter((h) => h.role === 'bot').slice(-6).map((h) => h.text),
  });
}

/** How the duel stands for the human: what "gg" and "rematch" are answered by. */
export function outcomeFor(result: DuelResult | null, human: PlayerId): Outcome | 'ongoing' {
  if (!result) return 'ongoing';
  return result.winner === null ? 'draw' : result.winner === human ? 'user-won' : 'bot-won';
}

/** The card's own greeting when it agrees with who goes first (or names nobody), else the persona's line that says so. */
export function greetingFor(own: string, first: 'user' | 'bot', line: () => string): string {
  const text = own.trim();
  return text !== '' && (greetingFirst(text) ?? first) === first ? text : line().trim();
}
