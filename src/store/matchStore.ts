/**
 * The bot's level of each session and the Matches (migration 22). A Match's state is one
 * JSON document, parsed with its zod schema on every read: a row that does not parse is
 * reported, never half-used.
 */
import { PLAY_LEVELS, type PlayLevel } from '../bot/levels.js';
import { matchStateSchema, type MatchState } from '../match/match.js';
import type { StoreDb } from './storeDb.js';

export class LevelStore {
  constructor(private readonly db: StoreDb) {}

  get(sessionId: string): PlayLevel | null {
    const row = this.db.prepare('SELECT level FROM session_bot_level WHERE session_id = ?').get(sessionId) as { level: string } | undefined;
    return row && (PLAY_LEVELS as readonly string[]).includes(row.level) ? (row.level as PlayLevel) : null;
  }

  set(sessionId: string, level: PlayLevel): void {
    this.db
      .prepare('INSERT INTO session_bot_level (session_id, level) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET level = excluded.level')
      .run(sessionId, level);
  }
}

export class MatchRowError extends Error {}

export class MatchStore {
  constructor(private readonly db: StoreDb) {}

  /** The Match a session plays a Duel of, with that Duel's number (1-based); null when the session is in none. */
  ofSession(sessionId: string): { match: MatchState; duel: number } | null {
    const row = this.db
      .prepare('SELECT m.state AS state, ms.duel AS duel FROM match_sessions ms JOIN matches m ON m.id = ms.match_id WHERE ms.session_id = ?')
      .get(sessionId) as { state: string; duel: number } | undefined;
    if (!row) return null;
    return { match: this.parse(row.state), duel: row.duel };
  }

  get(matchId: string): MatchState | null {
    const row = this.db.prepare('SELECT state FROM matches WHERE id = ?').get(matchId) as { state: string } | undefined;
    return row ? this.parse(row.state) : null;
  }

  /** Saves `match` (inserted or replaced) and links each of its Duels' sessions to it. */
  save(match: MatchState): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO matches (id, state, updated_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at')
        .run(match.id, JSON.stringify(match), new Date().toISOString());
      const link = this.db.prepare('INSERT INTO match_sessions (session_id, match_id, duel) VALUES (?, ?, ?) ON CONFLICT(session_id) DO NOTHING');
      match.duels.forEach((d, i) => link.run(d.sessionId, match.id, i + 1));
    })();
  }

  private parse(text: string): MatchState {
    const r = matchStateSchema.safeParse(JSON.parse(text));
    if (!r.success) throw new MatchRowError(`a saved Match does not read: ${r.error.issues[0]?.message ?? 'invalid'}`);
    return r.data;
  }
}
