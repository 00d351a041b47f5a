/**
 * A Match: Duels between the player and the bot until one of them has won enough of them
 * (best of one: one win; best of three: two). The rules it keeps (rulebooks 004, 000):
 * - the loser of a Duel chooses who goes first in the next one; after a draw the next
 *   first player is decided by a coin toss (the engine's seeded 'coin');
 * - a draw counts for neither player, so it adds a Duel; at most `bestOf + 2` Duels are
 *   played (a stand-in for a tournament's time limit), after which the one ahead wins the
 *   Match, or it is drawn;
 * - between Duels each player may side (side.ts).
 * Pure data and functions: the server (src/server/matches.ts) saves it and starts the Duels.
 */
import { z } from 'zod';

export type Seat = 'you' | 'bot';
export type DuelOutcome = Seat | 'draw';

const passcodes = z.array(z.number().int().positive()).max(200);

export const matchDeckSchema = z.object({ main: passcodes, extra: passcodes, side: passcodes.max(15) });
export type MatchDeck = z.infer<typeof matchDeckSchema>;

export const matchDuelSchema = z.object({
  /** The session that plays this Duel. */
  sessionId: z.string().min(1).max(100),
  /** Who went first ('coin': tossed). */
  first: z.enum(['you', 'bot', 'coin']),
  /** Who chose it: the loser of the Duel before, or nobody (the first Duel, or after a draw). */
  chosenBy: z.enum(['you', 'bot']).nullable(),
  /** null while the Duel is being played. */
  outcome: z.enum(['you', 'bot', 'draw']).nullable(),
  /** The Side Deck swaps made before this Duel, by passcode. */
  sided: z.object({ you: z.number().int().min(0), bot: z.number().int().min(0) }),
});
export type MatchDuel = z.infer<typeof matchDuelSchema>;

export const matchStateSchema = z.object({
  id: z.string().min(1).max(100),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  format: z.enum(['classic', 'modern', 'goat']),
  /** The decks as they stand now (after the last siding). */
  decks: z.object({ you: matchDeckSchema, bot: matchDeckSchema }),
  /** The decks the Match started with: a rematch (a new Match) starts from them again. */
  startDecks: z.object({ you: matchDeckSchema, bot: matchDeckSchema }),
  duels: z.array(matchDuelSchema).min(1),
});
export type MatchState = z.infer<typeof matchStateSchema>;

export function winsNeeded(bestOf: 1 | 3): number {
  return bestOf === 3 ? 2 : 1;
}

export function score(m: MatchState): Record<Seat, number> {
  const s = { you: 0, bot: 0 };
  for (const d of m.duels) if (d.outcome === 'you' || d.outcome === 'bot') s[d.outcome] += 1;
  return s;
}

/** The Duel being played or last played. */
export function currentDuel(m: MatchState): MatchDuel {
  return m.duels[m.duels.length - 1]!;
}

/** Who won the Match ('draw': the Duel limit reached level), or null while it goes on. */
export function matchWinner(m: MatchState): DuelOutcome | null {
  const s = score(m);
  const need = winsNeeded(m.bestOf);
  if (s.you >= need) return 'you';
  if (s.bot >= need) return 'bot';
  if (currentDuel(m).outcome === null || m.duels.length < m.bestOf + 2) return null;
  return s.you > s.bot ? 'you' : s.bot > s.you ? 'bot' : 'draw';
}

/** Who chooses who goes first in the next Duel: the last Duel's loser; null after a draw (a coin decides). */
export function nextChooser(m: MatchState): Seat | null {
  const last = currentDuel(m).outcome;
  return last === 'you' ? 'bot' : last === 'bot' ? 'you' : null;
}

/** The Match with the current Duel's outcome recorded (unchanged when it already has one). */
export function withOutcome(m: MatchState, outcome: DuelOutcome): MatchState {
  const last = currentDuel(m);
  if (last.outcome !== null) return m;
  return { ...m, duels: [...m.duels.slice(0, -1), { ...last, outcome }] };
}

/** Why a next Duel cannot start now, or null when it can. */
export function cannotContinue(m: MatchState): string | null {
  const last = currentDuel(m);
  if (last.outcome === null) return `Duel ${m.duels.length} is still being played: finish it (or concede) first.`;
  const winner = matchWinner(m);
  if (winner !== null) return `The Match is over (${scoreLine(m)}). Start a new one for a rematch.`;
  return null;
}

/** "Duel 2 of 3 · you 1, bot 0" for the page and the chat. */
export function scoreLine(m: MatchState, names: Record<Seat, string> = { you: 'you', bot: 'bot' }): string {
  const s = score(m);
  const n = m.duels.length;
  const of = m.bestOf === 1 ? 'best of one' : n <= 3 ? `Duel ${n} of 3` : `Duel ${n} (best of three, after a draw)`;
  const head = m.bestOf === 1 && n === 1 ? 'Best of one' : m.bestOf === 1 ? `Duel ${n} (${of}, after a draw)` : of;
  return `${head} · ${names.you} ${s.you}, ${names.bot} ${s.bot}`;
}

/** The bot's choice when it lost: it goes first unless its persona prefers to go second. */
export function botChoosesFirst(prefersSecond: boolean): Seat {
  return prefersSecond ? 'you' : 'bot';
}

/** "best of three" said during a best-of-one Match: it becomes one (its Duels so far count). */
export function asBestOfThree(m: MatchState): MatchState {
  return m.bestOf === 3 ? m : { ...m, bestOf: 3 };
}
