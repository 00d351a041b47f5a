/**
 * Matches over HTTP (src/server/matches.ts): the Side Decks read when a session is
 * created, and, with the session's token:
 * - GET  /sessions/:id/match        the Match (score, "Duel 2 of 3", who chooses next);
 * - POST /sessions/:id/match        `{ "bestOf": 3 }` turns a best of one into a best of three;
 * - POST /sessions/:id/match/next   `{ "first"?: "you"|"bot", "side"?: { "in": [...], "out": [...] } }`
 *   starts the next Duel (a new session: its id and token come back) or, once the Match is
 *   over, a rematch.
 */
import express, { type Router } from 'express';
import { z } from 'zod';
import type { CardDb } from '../../cards/cardDb.js';
import { checkDeck } from '../../cards/deckReport.js';
import { parseYdk } from '../../cards/ydk.js';
import type { FormatId } from '../../engine/format.js';
import type { DeckList } from '../../engine/types.js';
import type { MatchDeck } from '../../match/match.js';
import { describeRow, joinMessages, type RouteDeps } from '../http.js';
import { matchReport, nextDuel, syncedMatch, toBestOfThree } from '../matches.js';
import { clientKey } from '../rateLimit.js';
import { badRequest } from '../errors.js';
import { parse } from '../schemas.js';

const cardRef = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]);
const sideSwapSchema = z.strictObject({ in: z.array(cardRef).max(15), out: z.array(cardRef).max(15) });

export const nextDuelSchema = z.strictObject({
  first: z.enum(['you', 'bot']).optional(),
  side: sideSwapSchema.optional(),
  /** A named seed for the next Duel (marks it as one whose hidden cards the player can know, as at creation). */
  seed: z.string().min(1).max(200).optional(),
});

export const matchUpdateSchema = z.strictObject({ bestOf: z.literal(3) });

/**
 * A Side Deck from the request (`refs`: passcodes or names), else from a pasted .ydk's
 * `!side` section; checked with the deck it sides (copies count across all three), a
 * clear 400 naming the card otherwise.
 */
export function sideDeckOf(refs: readonly (number | string)[] | undefined, deckInput: string, deck: DeckList, db: CardDb, format: FormatId, field: string): MatchDeck {
  let side: number[] = [];
  if (refs) {
    for (const ref of refs) {
      const card = typeof ref === 'number' ? db.byPasscode(ref) : db.byName(ref);
      if (!card) throw badRequest('UNKNOWN_CARD', `${field}: no card is known as ${typeof ref === 'number' ? `passcode ${ref}` : `"${ref}"`}.`);
      side.push(card.passcode);
    }
  } else if (/^\s*!side\s*$/m.test(deckInput)) {
    const parsed = parseYdk(deckInput);
    side = parsed.ok ? parsed.deck.side : [];
  }
  const full: MatchDeck = { main: [...deck.main], extra: [...deck.extra], side };
  if (side.length === 0) return full;
  const problems = checkDeck(full, db, { format }).problems.filter((p) => p.code !== 'NOT_PLAYABLE');
  if (problems.length) throw badRequest('INVALID_SIDE', `${field}: ${problems.map((p) => p.message).join(' ')}`, problems.map((p) => ({ code: p.code, message: p.message })));
  return full;
}

export function matchesRouter(deps: RouteDeps): Router {
  const { manager, authorize, store } = deps;
  const router = express.Router();
  const userNameOf = (id: string): string => store.session(id)?.userName ?? 'you';

  router.get('/sessions/:id/match', async (req, res) => {
    const id = authorize(req, res);
    const { match, duel } = await syncedMatch(manager, id);
    res.json(matchReport(match, duel, userNameOf(id)));
  });

  router.post('/sessions/:id/match', deps.json.small, async (req, res) => {
    const id = authorize(req, res);
    parse(matchUpdateSchema, req.body, 'match');
    const match = await toBestOfThree(manager, id);
    const found = manager.matches.ofSession(id)!;
    res.json(matchReport(match, found.duel, userNameOf(id)));
  });

  router.post('/sessions/:id/match/next', deps.json.small, async (req, res) => {
    const id = authorize(req, res);
    const body = parse(nextDuelSchema, req.body ?? {}, 'next duel');
    deps.quotas.beforeNewSession(clientKey(req));
    const { created, match, rematch } = await nextDuel(manager, id, body, clientKey(req));
    res.status(201).json({
      ...describeRow(created.row, store.secrets.get(created.row.id)),
      token: created.token,
      rematch,
      match: matchReport(match, match.duels.length, created.row.userName),
      modelBanner: manager.modelBanner,
      ...created.state,
      messages: joinMessages(created.chunks),
      chunks: created.chunks,
    });
  });
  return router;
}
