/**
 * The Shadow Games' mages over HTTP (issue 24). A mage is created with a token, shown once;
 * every other call presents it as sessions' tokens are presented (`Authorization: Bearer
 * <token>` or `X-Session-Token`), and a missing or wrong token gets the same 404 as an
 * unknown id.
 *
 *   POST   /mages                  { name, body, mind, power, path, starter?, library?, deck? } → 201 { id, token, ... }
 *   GET    /mages/creation         what creation offers: the points, the paths, the starting sets, the settings
 *   GET    /mages                  the mages whose tokens are presented
 *   GET    /mages/:id              sheet, derived figures, cards by name
 *   DELETE /mages/:id              with its campaigns
 *   POST   /mages/:id/rest         { kind: "full" | "half", back? }
 *   POST   /mages/:id/library      { memorise?, forget? }   (a player learns up to three-star Magic)
 *   PUT    /mages/:id/deck         { main, extra }          (only when nothing is spent)
 *   POST   /mages/:id/grow         { raise: score } or { path: id }
 *
 * Writes take an optional `expectedVersion` (the `version` last read); another write in
 * between is a 409, as is a write that loses a race with another process.
 */
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { CREATION_POINTS, CREATION_SCORE_MAX, CREATION_SCORE_MIN, createMage, raiseScore, takePathRank, type SheetChange } from '../../shadow/creation.js';
import { loadCampaignBook, scriptFor, SETTING_NAMES, SETTINGS } from '../../shadow/campaign/script.js';
import { PATH_IDS, PATHS } from '../../shadow/paths.js';
import { buildDeck, forget, memorise, PLAYER_MEMORISE_MAX_STARS, type LibraryChange } from '../../shadow/library.js';
import { magicLookup, type MagicLookup } from '../../shadow/magic.js';
import { fullRest, halfRest } from '../../shadow/rests.js';
import type { Mage } from '../../shadow/sheet.js';
import { MageConflictError, MageRowError, MageStore, type StoredMage } from '../../store/mageStore.js';
import { hashToken, newToken, presentedTokens, tokenMatches } from '../auth.js';
import { ApiError, badRequest, conflict, notFound } from '../errors.js';
import { starterPasscodes, starterSets } from '../../shadow/campaign/starterMagic.js';
import type { RouteDeps } from '../http.js';
import {
  createMageSchema, deckSchema, describeMage, growSchema, librarySchema, MAGE_ID, resolveCards, restSchema, ruleProblems,
} from '../mageInputs.js';
import { clientKey } from '../rateLimit.js';
import { parse } from '../schemas.js';

const NO_MAGE_HASH = '0'.repeat(64);
/** Caps on stored mages, as sessions have theirs (quotas.ts): one client, and the whole service. */
export const MAGE_QUOTAS = { perClient: 200, total: 50_000 };

/** What the mage and campaign routers share. */
export interface MageRouteDeps {
  deps: RouteDeps;
  mages: MageStore;
  lookup: MagicLookup;
}

/** The store's errors as API errors: a race is a 409, an unreadable row a 503. */
export function mageStoreError(err: unknown): unknown {
  if (err instanceof MageConflictError) return conflict('MAGE_CHANGED', `${err.message}.`);
  if (err instanceof MageRowError) return new ApiError(503, 'MAGE_UNAVAILABLE', `This mage cannot be read from the database: ${err.message}.`);
  return err;
}

/** The mage of `id` if a presented token opens it; else the same 404 whatever was wrong. */
export function authorizeMage(mages: MageStore, req: Request, res: Response, id: string): StoredMage {
  res.locals.sessionId = id;
  const stored = MAGE_ID.test(id) ? mages.mageTokenHash(id) : undefined;
  const opens = presentedTokens(req).some((t) => tokenMatches(t, stored ?? NO_MAGE_HASH));
  if (!stored || !opens) throw notFound('No mage with that id opens with the token sent (send it as "Authorization: Bearer <token>").');
  try {
    return mages.getMage(id)!;
  } catch (err) {
    throw mageStoreError(err);
  }
}

function checkVersion(stored: StoredMage, expected: number | undefined): void {
  if (expected !== undefined && expected !== stored.version) {
    throw conflict('MAGE_CHANGED', `The mage is at version ${stored.version}, not ${expected}: read it again before changing it.`);
  }
}

function save(ctx: MageRouteDeps, stored: StoredMage, mage: Mage): StoredMage {
  try {
    return ctx.mages.updateMage(stored.id, mage, stored.version);
  } catch (err) {
    throw mageStoreError(err);
  }
}

/** POST /mages: the sheet from the point-buy and path, then the Library and first deck, checked before anything is saved. */
function create(ctx: MageRouteDeps, req: Request, res: Response): void {
  const body = parse(createMageSchema, req.body, 'mage');
  const client = clientKey(req);
  const counts = ctx.mages.counts(client);
  if (counts.mine >= MAGE_QUOTAS.perClient) throw new ApiError(429, 'MAGE_QUOTA', `You have ${counts.mine} mages, the most one client may keep (${MAGE_QUOTAS.perClient}). Delete some to make new ones.`);
  if (counts.total >= MAGE_QUOTAS.total) throw new ApiError(429, 'SERVICE_FULL', `The service holds ${counts.total} mages, its limit (${MAGE_QUOTAS.total}). Try again later.`);
  const cards = ctx.deps.manager.cards;
  let mage = createMage(body);
  const starter = body.starter === undefined ? [] : starterCodes(ctx, body.starter);
  if (body.library || starter.length > 0) {
    const wanted = [...starter, ...resolveCards(cards, body.library ?? [], 'library')];
    const r = memorise(mage, wanted, ctx.lookup, { maxStars: PLAYER_MEMORISE_MAX_STARS });
    if (!r.ok) throw ruleProblems('LIBRARY_REFUSED', body.library ? 'library' : 'starter', r.problems);
    mage = r.mage;
  }
  if (body.deck || starter.length > 0) {
    const main = body.deck ? resolveCards(cards, body.deck.main, 'deck.main') : starter;
    const deck = { main, extra: body.deck ? resolveCards(cards, body.deck.extra, 'deck.extra') : [] };
    const r = buildDeck(mage, deck, ctx.lookup);
    if (!r.ok) throw ruleProblems('DECK_REFUSED', 'deck', r.problems);
    mage = r.mage;
  }
  const token = newToken();
  const id = `m_${randomBytes(12).toString('base64url')}`;
  const stored = ctx.mages.createMage(id, hashToken(token), mage, client);
  res.locals.sessionId = id;
  res.status(201).json({ ...describeMage(stored, cards, ctx.lookup), token });
}

/** The passcodes of a starting set by its id, or a 400 naming the sets there are. */
function starterCodes(ctx: MageRouteDeps, id: string): number[] {
  const set = starterSets().find((s) => s.id === id);
  if (!set) throw badRequest('UNKNOWN_STARTER', `starter: one of the starting sets: ${starterSets().map((s) => s.id).join(', ')}`, [{ path: 'starter', message: 'no such starting set' }]);
  return starterPasscodes(set, ctx.deps.manager.cards);
}

function rest(ctx: MageRouteDeps, stored: StoredMage, body: unknown) {
  const input = parse(restSchema, body, 'rest');
  checkVersion(stored, input.expectedVersion);
  if (input.kind === 'full') {
    if (input.back.length > 0) throw ruleProblems('REST_REFUSED', 'back', ['a Full Rest brings back the whole Graveyard and the Beyond; "back" is for a Half Rest']);
    const r = fullRest(stored.mage);
    return { stored: save(ctx, stored, r.mage), lpRecovered: r.lpRecovered, returned: r.returned };
  }
  const r = halfRest(stored.mage, resolveCards(ctx.deps.manager.cards, input.back, 'back'));
  if (!r.ok) throw ruleProblems('REST_REFUSED', r.about === 'back' ? 'back' : 'kind', [r.error]);
  return { stored: save(ctx, stored, r.mage), lpRecovered: r.lpRecovered, returned: r.returned };
}

function library(ctx: MageRouteDeps, stored: StoredMage, body: unknown): StoredMage {
  const input = parse(librarySchema, body, 'library');
  checkVersion(stored, input.expectedVersion);
  const cards = ctx.deps.manager.cards;
  let change: LibraryChange = { ok: true, mage: stored.mage };
  // Forgetting first makes room for what is memorised in the same call.
  if (input.forget.length > 0) change = forget(change.mage, resolveCards(cards, input.forget, 'forget'), ctx.lookup);
  if (!change.ok) throw ruleProblems('LIBRARY_REFUSED', 'forget', change.problems);
  if (input.memorise.length > 0) {
    change = memorise(change.mage, resolveCards(cards, input.memorise, 'memorise'), ctx.lookup, { maxStars: PLAYER_MEMORISE_MAX_STARS });
  }
  if (!change.ok) throw ruleProblems('LIBRARY_REFUSED', 'memorise', change.problems);
  return save(ctx, stored, change.mage);
}

function deck(ctx: MageRouteDeps, stored: StoredMage, body: unknown): StoredMage {
  const input = parse(deckSchema, body, 'deck');
  checkVersion(stored, input.expectedVersion);
  const cards = ctx.deps.manager.cards;
  const wanted = { main: resolveCards(cards, input.main, 'main'), extra: resolveCards(cards, input.extra, 'extra') };
  const r = buildDeck(stored.mage, wanted, ctx.lookup);
  if (!r.ok) throw ruleProblems('DECK_REFUSED', 'deck', r.problems);
  return save(ctx, stored, r.mage);
}

function grow(ctx: MageRouteDeps, stored: StoredMage, body: unknown): StoredMage {
  const input = parse(growSchema, body, 'grow');
  checkVersion(stored, input.expectedVersion);
  const r: SheetChange = input.raise ? raiseScore(stored.mage, input.raise) : takePathRank(stored.mage, input.path!);
  if (!r.ok) throw ruleProblems('GROWTH_REFUSED', input.raise ? 'raise' : 'path', [r.error]);
  return save(ctx, stored, r.mage);
}

/** What the page's creation form offers, from the same tables the checks use. */
function creationOffer() {
  const book = loadCampaignBook();
  return {
    points: CREATION_POINTS,
    scoreMin: CREATION_SCORE_MIN,
    scoreMax: CREATION_SCORE_MAX,
    paths: PATH_IDS.map((id) => ({ id, name: PATHS[id].name, summary: PATHS[id].summary })),
    starters: starterSets().map((s) => ({ id: s.id, name: s.name, summary: s.summary, cards: s.cards.map(([name, copies]) => ({ name, copies })) })),
    settings: SETTINGS.map((id) => ({ id, name: SETTING_NAMES[id], title: scriptFor(book, id).title })),
  };
}

export function magesRouter(deps: RouteDeps): Router {
  const ctx: MageRouteDeps = { deps, mages: new MageStore(deps.store.db), lookup: magicLookup(deps.manager.cards) };
  const router = express.Router();
  const cards = deps.manager.cards;
  const show = (res: Response, stored: StoredMage, extra: Record<string, unknown> = {}) => res.json({ ...describeMage(stored, cards, ctx.lookup), ...extra });
  const mageOf = (req: Request, res: Response) => authorizeMage(ctx.mages, req, res, String(req.params.id ?? ''));

  router.post('/mages', deps.json.small, (req, res) => create(ctx, req, res));
  router.get('/mages/creation', (_req, res) => res.json(creationOffer()));
  router.get('/mages', (req, res) => {
    const tokens = presentedTokens(req);
    if (tokens.length === 0) throw new ApiError(401, 'TOKEN_REQUIRED', 'Send the tokens of the mages to list: "Authorization: Bearer <token>[,<token>...]".');
    let listed: StoredMage[];
    try {
      listed = ctx.mages.listMages(tokens.map(hashToken));
    } catch (err) {
      throw mageStoreError(err);
    }
    res.json({ mages: listed.map((m) => describeMage(m, cards, ctx.lookup)) });
  });
  router.get('/mages/:id', (req, res) => show(res, mageOf(req, res)));
  router.delete('/mages/:id', (req, res) => {
    const stored = mageOf(req, res);
    ctx.mages.deleteMage(stored.id);
    res.json({ deleted: stored.id });
  });
  router.post('/mages/:id/rest', deps.json.small, (req, res) => {
    const r = rest(ctx, mageOf(req, res), req.body);
    show(res, r.stored, { rest: { lpRecovered: r.lpRecovered, returned: r.returned } });
  });
  router.post('/mages/:id/library', deps.json.small, (req, res) => show(res, library(ctx, mageOf(req, res), req.body)));
  router.put('/mages/:id/deck', deps.json.small, (req, res) => show(res, deck(ctx, mageOf(req, res), req.body)));
  router.post('/mages/:id/grow', deps.json.small, (req, res) => show(res, grow(ctx, mageOf(req, res), req.body)));
  return router;
}
