/**
 * Matches on the service: every new session starts a Match (best of one unless asked for
 * best of three); each further Duel is a new session of the same Match, started by
 * `nextDuel` once the Duel before it is over, with the loser's choice of who goes first
 * and each side's Side Deck swap. The Match's state (src/match) is saved in the same
 * SQLite file as the sessions (migration 22) and read back on every request, so it
 * survives a restart. A Duel's outcome is read from its session's result when asked.
 */
import { randomBytes } from 'node:crypto';
import type { FormatId } from '../engine/format.js';
import type { DeckList } from '../engine/types.js';
import {
  asBestOfThree,
  botChoosesFirst,
  cannotContinue,
  currentDuel,
  matchWinner,
  nextChooser,
  scoreLine,
  withOutcome,
  type MatchDeck,
  type MatchState,
  type Seat,
} from '../match/match.js';
import { matchOverLine, scoreReaction } from '../match/matchLines.js';
import { applySideSwap, botSideSwap, type SideSwap } from '../match/side.js';
import { newSeed } from './dealtAgain.js';
import { badRequest, conflict, notFound } from './errors.js';
import type { SessionManager } from './sessions.js';

export interface MatchStart {
  bestOf: 1 | 3;
  format: FormatId;
  decks: { you: MatchDeck; bot: MatchDeck };
  first: 'you' | 'bot' | 'coin';
}

export interface MatchReport {
  id: string;
  bestOf: 1 | 3;
  /** This session's Duel (1-based) and how many have been started. */
  duel: number;
  duels: number;
  score: { you: number; bot: number };
  /** "Duel 2 of 3 · you 1, bot 0" */
  line: string;
  winner: Seat | 'draw' | null;
  /** Who chooses who goes first in the next Duel (null: a coin, or no next Duel). */
  chooser: Seat | null;
  /** What the persona says when the Match is over. */
  overLine: string | null;
  sides: { you: number; bot: number };
  sessions: { duel: number; sessionId: string; first: string; outcome: string | null }[];
  /** The player's own deck as it stands now (Main, Extra, Side), for the page's siding. */
  yourDeck: MatchDeck;
}

const matchId = (): string => `m_${randomBytes(12).toString('base64url')}`;

export function startMatch(manager: SessionManager, sessionId: string, spec: MatchStart): MatchState {
  const match: MatchState = {
    id: matchId(),
    bestOf: spec.bestOf,
    format: spec.format as MatchState['format'],
    decks: spec.decks,
    startDecks: spec.decks,
    duels: [{ sessionId, first: spec.first, chosenBy: null, outcome: null, sided: { you: 0, bot: 0 } }],
  };
  manager.matches.save(match);
  return match;
}

/** The Match of a session, with its current Duel's outcome taken from that session when it has ended (and saved). */
export async function syncedMatch(manager: SessionManager, sessionId: string): Promise<{ match: MatchState; duel: number }> {
  const found = manager.matches.ofSession(sessionId);
  if (!found) throw notFound('This session plays no Match.');
  let { match } = found;
  const current = currentDuel(match);
  if (current.outcome === null) {
    const result = await manager.query(current.sessionId, 'result').catch(() => null);
    if (result?.result) {
      const w = result.result.winner;
      match = withOutcome(match, w === null ? 'draw' : w === result.human ? 'you' : 'bot');
      manager.matches.save(match);
    }
  }
  return { match, duel: found.duel };
}

export function matchReport(match: MatchState, duel: number, userName: string): MatchReport {
  const winner = matchWinner(match);
  const s = { you: 0, bot: 0 };
  for (const d of match.duels) if (d.outcome === 'you' || d.outcome === 'bot') s[d.outcome] += 1;
  return {
    id: match.id,
    bestOf: match.bestOf,
    duel,
    duels: match.duels.length,
    score: s,
    line: scoreLine(match, { you: userName, bot: 'opponent' }),
    winner,
    chooser: currentDuel(match).outcome !== null && winner === null ? nextChooser(match) : null,
    overLine: winner ? matchOverLine(match, winner, userName) : null,
    sides: { you: match.decks.you.side.length, bot: match.decks.bot.side.length },
    sessions: match.duels.map((d, i) => ({ duel: i + 1, sessionId: d.sessionId, first: d.first, outcome: d.outcome })),
    yourDeck: match.decks.you,
  };
}

export async function toBestOfThree(manager: SessionManager, sessionId: string): Promise<MatchState> {
  const { match } = await syncedMatch(manager, sessionId);
  if (match.bestOf === 3) return match;
  if (matchWinner(asBestOfThree(match)) !== null) throw conflict('MATCH_OVER', 'The Match is already decided even as a best of three.');
  const three = asBestOfThree(match);
  manager.matches.save(three);
  return three;
}

export interface NextDuelRequest {
  first?: 'you' | 'bot';
  side?: SideSwap;
  seed?: string;
}

const engineDeck = (d: MatchDeck): DeckList => ({ main: d.main, extra: d.extra });

/**
 * The next Duel of the Match of `sessionId` (or, when that Match is over, the first Duel of
 * a new one: a rematch from the decks the Match started with): a new session, returned
 * with its token. `first` is required when the player chooses; a Side Deck swap is checked.
 */
export async function nextDuel(manager: SessionManager, sessionId: string, req: NextDuelRequest, client: string) {
  const { match } = await syncedMatch(manager, sessionId);
  const winner = matchWinner(match);
  const rematch = winner !== null;
  const blocked = rematch ? null : cannotContinue(match);
  if (blocked) throw conflict('DUEL_NOT_OVER', blocked);
  const last = currentDuel(match);
  const row = manager.store.session(last.sessionId);
  if (!row) throw notFound('The last Duel of this Match is no longer saved.');
  const prev = await manager.query(last.sessionId, 'matchPrev');
  const chooser = nextChooser(match);
  if (chooser === 'you' && !req.first) throw badRequest('FIRST_REQUIRED', 'You lost the last Duel, so you choose who goes first: send "first": "you" or "bot".');
  if (chooser !== 'you' && req.first) throw badRequest('NOT_YOUR_CHOICE', chooser === 'bot' ? 'The opponent lost the last Duel: it chooses who goes first.' : 'The last Duel was a draw: a coin decides who goes first.');
  const first = chooser === 'you' ? req.first! : chooser === 'bot' ? botChoosesFirst(prev.prefersSecond) : 'coin';
  let decks = rematch ? match.startDecks : match.decks;
  const sided = { you: 0, bot: 0 };
  if (!rematch && req.side && (req.side.in.length || req.side.out.length)) {
    const r = applySideSwap(decks.you, req.side, manager.cards, match.format);
    if (!r.ok) throw badRequest('SIDE_REFUSED', `The Side Deck swap is refused: ${r.problems.join(' ')}`, r.problems);
    decks = { ...decks, you: r.deck };
    sided.you = r.swapped;
  } else if (rematch && req.side) throw badRequest('SIDE_REFUSED', 'A new Match starts from the decks you registered: there is nothing to side before its first Duel.');
  if (!rematch) {
    const botSwap = botSideSwap(decks.bot, prev.seen, manager.cards, match.format);
    const r = applySideSwap(decks.bot, botSwap, manager.cards, match.format);
    if (r.ok) {
      decks = { ...decks, bot: r.deck };
      sided.bot = r.swapped;
    }
  }
  const base: MatchState = rematch ? { ...match, id: matchId(), decks: match.startDecks, duels: [] as unknown as MatchState['duels'] } : { ...match, decks };
  const draft = { ...base, duels: [...base.duels, { sessionId: '', first, chosenBy: rematch ? null : chooser, outcome: null, sided }] } as MatchState;
  const created = await manager.create({
    seedChosen: req.seed !== undefined,
    config: { format: match.format, seed: req.seed ?? newSeed(), decks: [engineDeck(decks.you), engineDeck(decks.bot)], firstPlayer: first === 'you' ? 0 : first === 'bot' ? 1 : 'coin' },
    chainMode: row.chainMode,
    userName: row.userName,
    persona: row.persona,
    personaId: row.personaId,
    deckIds: [manager.store.saveDeck(engineDeck(decks.you), null, 'match'), manager.store.saveDeck(engineDeck(decks.bot), null, 'match')],
    client,
    level: prev.level,
    ...(rematch ? {} : { matchLine: scoreReaction(draft, row.userName, chooser, first) }),
  });
  const saved = { ...draft, duels: [...base.duels, { ...draft.duels[draft.duels.length - 1]!, sessionId: created.row.id }] } as MatchState;
  manager.matches.save(saved);
  return { created, match: saved, rematch };
}

