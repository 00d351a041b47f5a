/**
 * Sessions: create, list, read, delete, and the two kinds of reply (a chat message, an
 * option click), streamed as server-sent events or answered as JSON. A reply's final
 * `done` is sent only after the reply is committed.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { newSeed } from '../dealtAgain.js';
import type { SessionChunk } from '../../chat/session.js';
import type { DeckList } from '../../engine/types.js';
import { hashToken, presentedTokens } from '../auth.js';
import { ApiError, notFound } from '../errors.js';
import { chunkEvent, describeRow, joinMessages, sseLine, tick, toApiError, type RouteDeps } from '../http.js';
import { resolveDeck, resolvePersona } from '../inputs.js';
import { clientKey } from '../rateLimit.js';
import { actionSchema, createSessionSchema, messageSchema, parse } from '../schemas.js';
import type { Committed, ReplyHooks, ReplyRequest } from '../sessions.js';
import { matchReport, startMatch, syncedMatch } from '../matches.js';
import { sideDeckOf } from './matches.js';

/** POST /sessions: a new duel from the body's decks, persona and settings (201 with its first state). */
async function createSession(deps: RouteDeps, req: Request, res: Response): Promise<void> {
  const { store, manager } = deps;
  const body = parse(createSessionSchema, req.body, 'session');
  const client = clientKey(req);
  deps.quotas.beforeNewSession(client);
  const deck = resolveDeck(body.deck, body.format, manager.cards, 'deck', { vanilla: body.vanilla });
  const botDeck = resolveDeck(body.botDeck, body.format, manager.cards, 'botDeck', { vanilla: body.vanilla });
  const persona = resolvePersona(body.persona, store, presentedTokens(req).map(hashToken));
  const decks: [DeckList, DeckList] = [deck.deck, botDeck.deck];
  const sides = {
    you: sideDeckOf(body.side, body.deck, deck.deck, manager.cards, body.format, 'side'),
    bot: sideDeckOf(body.botSide, body.botDeck, botDeck.deck, manager.cards, body.format, 'botSide'),
  };
  const seed = body.seed ?? newSeed();
  let created;
  try {
    created = await manager.create({
      config: { format: body.format, seed, decks, firstPlayer: body.first === 'bot' ? 1 : body.first === 'coin' ? 'coin' : 0 },
      chainMode: body.chainMode,
      userName: body.userName,
      persona: persona.persona,
      personaId: persona.id,
      seedChosen: body.seed !== undefined,
      deckIds: [store.saveDeck(deck.deck, deck.name, deck.source), store.saveDeck(botDeck.deck, botDeck.name, botDeck.source)],
      client,
      ...(body.level ? { level: body.level } : {}),
    });
  } catch (err) {
    // The persona was saved before the session: a create that fails must not leave it behind.
    if (persona.id) store.dropOrphanPersona(persona.id);
    throw err;
  }
  res.locals.sessionId = created.row.id;
  const match = startMatch(manager, created.row.id, { bestOf: body.bestOf, format: body.format, decks: sides, first: body.first });
  res.status(201).json({
    ...describeRow(created.row, store.secrets.get(created.row.id)),
    token: created.token,
    // The cards of each deck played as vanilla stats (empty unless the vanilla option was asked for).
    vanillaCards: { deck: deck.vanilla, botDeck: botDeck.vanilla },
    // Which built-in deck each side got (null for a pasted list): the page names them, and says which deck a phrase picked.
    deckIds: { deck: deck.name ?? null, botDeck: botDeck.name ?? null },
    modelBanner: manager.modelBanner,
    match: matchReport(match, 1, body.userName),
    ...created.state,
    messages: joinMessages(created.chunks),
    chunks: created.chunks,
  });
}

export function sessionsRouter(deps: RouteDeps): Router {
  const { store, manager, authorize } = deps;
  const router = express.Router();

  router.post('/sessions', deps.json.create, (req, res) => createSession(deps, req, res));

  router.get('/sessions', async (req, res) => {
    const tokens = presentedTokens(req);
    if (tokens.length === 0) {
      throw new ApiError(401, 'TOKEN_REQUIRED', 'Send the tokens of the sessions to list: "Authorization: Bearer <token>[,<token>...]".');
    }
    const sessions = store.listByTokenHashes(tokens.map(hashToken));
    // Each says which engine recorded it and whether today's engine re-verified it.
    const listed = [];
    for (const s of sessions) listed.push({ ...s, ...((await manager.verdict(s.id)) ?? {}) });
    res.json({ sessions: listed });
  });

  router.get('/sessions/:id', async (req, res) => {
    res.json(await readSession(deps, authorize(req, res)));
  });

  router.delete('/sessions/:id', async (req, res) => {
    const id = authorize(req, res);
    const deleted = await manager.delete(id);
    if (!deleted) throw notFound();
    res.json({ deleted: id });
  });

  const reply =
    (kind: ReplyRequest['kind']): RequestHandler =>
    async (req, res) => {
      const id = authorize(req, res);
      const { request, expectedHash } = readReply(kind, req.body);
      deps.quotas.beforeWrite(id);
      const hooks = expectedHash ? { expectedHash } : {};
      if (req.accepts(['text/event-stream', 'application/json']) === 'application/json') {
        await replyAsJson(deps, id, request, hooks, res);
      } else {
        await replyAsStream(deps, id, request, hooks, res);
      }
    };

  router.post('/sessions/:id/messages', deps.json.small, reply('message'));
  router.post('/sessions/:id/actions', deps.json.small, reply('action'));
  return router;
}

/** GET a session: where it stands and what was said, with which engine recorded it. */
async function readSession({ store, manager }: RouteDeps, id: string): Promise<Record<string, unknown>> {
  const row = store.session(id);
  if (!row) throw notFound();
  const verdict = await manager.verdict(id);
  if (verdict?.replayOnly) {
    // Recorded by an older engine that today's rules play differently: what was said, and no moves.
    const history = store.messages(id).map((m) => ({ role: m.role, kind: m.kind, text: m.text, step: m.actions }));
    return { ...describeRow(row, store.secrets.get(id)), ...verdict, modelBanner: manager.modelBanner, step: row.actionCount, finished: row.finished, result: row.result, history };
  }
  const detail = await manager.query(id, 'detail');
  const inMatch = manager.matches.ofSession(id) ? await syncedMatch(manager, id) : null;
  const match = inMatch ? { match: matchReport(inMatch.match, inMatch.duel, row.userName) } : {};
  return { ...describeRow(row, store.secrets.get(id)), ...verdict, modelBanner: manager.modelBanner, ...detail, ...match };
}

function readReply(kind: ReplyRequest['kind'], body: unknown): { request: ReplyRequest; expectedHash: string | undefined } {
  if (kind === 'message') {
    const b = parse(messageSchema, body, 'message');
    return { request: { kind, text: b.text, ...(b.decision ? { decision: b.decision } : {}) }, expectedHash: b.expectedHash };
  }
  const b = parse(actionSchema, body, 'action');
  return { request: { kind, optionId: b.optionId, ...(b.decision ? { decision: b.decision } : {}) }, expectedHash: b.expectedHash };
}

async function replyAsJson(deps: RouteDeps, id: string, request: ReplyRequest, hooks: Pick<ReplyHooks, 'expectedHash'>, res: Response): Promise<void> {
  const chunks: SessionChunk[] = [];
  // In this thread a chunk is made between two yields (tick) so other requests get answered; from a worker they arrive as messages.
  const inThread = !deps.manager.pooled;
  const committed = await deps.manager.reply(
    id,
    request,
    {
      ...hooks,
      onChunk: async (c) => {
        chunks.push(c);
        if (inThread) await tick();
      },
    },
    false,
  );
  const views = chunks.filter((c): c is Extract<SessionChunk, { type: 'view' }> => c.type === 'view');
  const options = chunks.filter((c): c is Extract<SessionChunk, { type: 'options' }> => c.type === 'options');
  res.json({
    ...committed,
    messages: joinMessages(chunks),
    errors: chunks.filter((c) => c.type === 'error'),
    view: views[views.length - 1]?.view ?? null,
    options: options[options.length - 1]?.options ?? [],
    chunks,
  });
}

async function replyAsStream(deps: RouteDeps, id: string, request: ReplyRequest, hooks: Pick<ReplyHooks, 'expectedHash'>, res: Response): Promise<void> {
  let started = false;
  const inThread = !deps.manager.pooled;
  const write = (event: string, data: unknown): void => {
    if (!res.writableEnded && !res.destroyed) res.write(sseLine(event, data));
  };
  try {
    const committed: Committed = await deps.manager.reply(id, request, {
      ...hooks,
      onStart: () => {
        started = true;
        res.status(200).set({
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
        });
        res.flushHeaders();
      },
      onChunk: async (chunk) => {
        const [event, data] = chunkEvent(chunk);
        write(event, data);
        if (inThread) await tick();
      },
    });
    // Acknowledged only now: the reply is in the database.
    write('done', committed);
    res.end();
  } catch (err) {
    if (!started) throw err;
    const e = toApiError(err);
    if (e.status === 500 && e.code === 'INTERNAL') deps.onError(err);
    write('error', { code: e.code, message: e.message });
    res.end();
  }
}
