/**
 * Playing a campaign over HTTP (the page's campaign view), with the mage's token (the same
 * header rules as sessions: `Authorization: Bearer` or `X-Session-Token`):
 * - GET  /campaigns/:id/play   the campaign as the page shows it: scene, stage, opponent, log, sheet;
 * - POST /mages/:id/campaigns   `{ "setting": "egypt" | "battle-city" | "duel-academy" }`: a new campaign (201);
 * - POST /campaigns/:id/play   one step: `{ "action": "arrive" | "next" | "accept" | "finish" }`,
 *   `{ "action": "rest", "kind": "full" | "half" }`, `{ "action": "say", "text": "..." }`,
 *   `{ "action": "use", "card": "...", "purpose": "..." }`.
 * `accept` starts the duel as a chat session (the engine, `shadow-games` format) and returns its
 * id and token for the duel screen; `finish` reads that session's final state and applies the
 * engine's combat outcome (the page never reports a result itself). Mages are created by the
 * mage routes (routes/mages.ts), campaign records listed by routes/campaigns.ts; every step
 * saves the sheet, the campaign and its log in one transaction (MageStore.commit). Each
 * campaign gets a random seed of its own (never shown: its duels' hidden cards follow from it).
 */
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { npcPersona } from '../../shadow/campaign/duel.js';
import type { GameMaster } from '../../shadow/campaign/gmTypes.js';
import { CampaignPlay, type PlayResult } from '../../shadow/campaign/play.js';
import { loadCampaignBook, settingSchema } from '../../shadow/campaign/script.js';
import type { DuelState } from '../../engine/types.js';
import { campaignStateSchema, newCampaign, type CampaignState } from '../../shadow/campaign/state.js';
import { MageConflictError, type MageStore, type StoredCampaign, type StoredMage } from '../../store/mageStore.js';
import { presentedTokens, tokenMatches } from '../auth.js';
import { ApiError, conflict, notFound } from '../errors.js';
import type { RouteDeps } from '../http.js';
import { clientKey } from '../rateLimit.js';
import { CAMPAIGN_ID } from '../mageInputs.js';
import { parse } from '../schemas.js';
import { campaignView } from './campaignView.js';
import { authorizeMage, mageStoreError } from './mages.js';

/** The most campaigns one mage keeps (each is a small record and its log). */
export const CAMPAIGNS_PER_MAGE = 50;

export const newCampaignSchema = z.strictObject({ setting: settingSchema });

export const playStepSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.enum(['arrive', 'next', 'accept', 'finish']) }),
  z.strictObject({ action: z.literal('rest'), kind: z.enum(['full', 'half']) }),
  z.strictObject({ action: z.literal('say'), text: z.string().trim().min(1).max(1000) }),
  z.strictObject({ action: z.literal('use'), card: z.string().trim().min(1).max(100), purpose: z.string().trim().max(300).default('') }),
]);
export type PlayStep = z.infer<typeof playStepSchema>;

export interface CampaignPlayDeps {
  route: RouteDeps;
  mages: MageStore;
  gm: GameMaster;
}

interface Loaded {
  stored: StoredCampaign;
  mage: StoredMage;
  play: CampaignPlay;
}

/** The campaign and its mage, when a presented token is the mage's; 404 otherwise (nothing said about which). */
function load(d: CampaignPlayDeps, req: Request): Loaded {
  const id = String(req.params['id']);
  let stored: StoredCampaign | null = null;
  let mage: StoredMage | null = null;
  try {
    stored = CAMPAIGN_ID.test(id) ? d.mages.getCampaign(id) : null;
    mage = stored ? d.mages.getMage(stored.mageId) : null;
  } catch (err) {
    throw mageStoreError(err);
  }
  const opens = presentedTokens(req).some((t) => tokenMatches(t, mage?.tokenHash ?? '0'.repeat(64)));
  if (!stored || !mage || !opens) throw notFound('No campaign with that id opens with the token sent (its mage\'s token, as "Authorization: Bearer <token>").');
  return { stored, mage, play: new CampaignPlay(loadCampaignBook(), d.route.manager.cards, d.gm, stateOf(stored), mage.mage) };
}

/** The saved state, or a fresh one for a record made empty (the story begins at the first step). */
function stateOf(stored: StoredCampaign): CampaignState {
  if (Object.keys(stored.state).length === 0) return newCampaign(settingSchema.parse(stored.setting), secretSeed());
  const parsed = campaignStateSchema.safeParse(stored.state);
  if (!parsed.success) throw new ApiError(503, 'CAMPAIGN_UNAVAILABLE', `This campaign cannot be read from the database: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}.`);
  return parsed.data;
}

const secretSeed = (): string => randomBytes(16).toString('base64url');

/** POST /mages/:id/campaigns: a new campaign in a setting, its story not begun (the first step, "arrive", narrates). */
function createCampaign(d: CampaignPlayDeps, req: Request, res: Response): void {
  const mage = authorizeMage(d.mages, req, res, String(req.params['id'] ?? ''));
  const body = parse(newCampaignSchema, req.body, 'campaign');
  const have = d.mages.listCampaigns(mage.id).length;
  if (have >= CAMPAIGNS_PER_MAGE) throw new ApiError(429, 'CAMPAIGN_QUOTA', `${mage.mage.name} has ${have} campaigns, the most one mage keeps (${CAMPAIGNS_PER_MAGE}). Delete some to start new ones.`);
  const id = `c_${randomBytes(12).toString('base64url')}`;
  const state = newCampaign(body.setting, secretSeed());
  const stored = d.mages.createCampaign(id, mage.id, body.setting, state as unknown as Record<string, unknown>);
  const play = new CampaignPlay(loadCampaignBook(), d.route.manager.cards, d.gm, state, mage.mage);
  res.status(201).json(campaignView(stored.id, play));
}

function save(d: CampaignPlayDeps, l: Loaded, r: PlayResult & { ok: true }): void {
  try {
    d.mages.commit({
      mage: { id: l.mage.id, mage: l.play.mage, version: l.mage.version },
      campaign: { id: l.stored.id, state: l.play.state as unknown as Record<string, unknown>, version: l.stored.version },
      log: { campaignId: l.stored.id, entries: r.said.map((e) => ({ kind: e.kind, text: e.text })) },
    });
  } catch (err) {
    if (err instanceof MageConflictError) throw conflict('STALE_CAMPAIGN', 'The campaign or the mage changed meanwhile: read it again.');
    throw err;
  }
}

/** Starts the accepted duel as a chat session; its id goes into the campaign, its token to the page only. */
async function startDuel(d: CampaignPlayDeps, l: Loaded, req: Request): Promise<{ result: PlayResult; duel: { sessionId: string; token: string } | null }> {
  const accepted = l.play.accept();
  if (!accepted.ok) return { result: accepted, duel: null };
  const { config, npc } = accepted.duel;
  d.route.quotas.beforeNewSession(clientKey(req));
  const created = await d.route.manager.create({
    config,
    chainMode: 'auto',
    userName: l.play.mage.name,
    persona: npcPersona(npc),
    personaId: null,
    deckIds: [null, null],
    client: clientKey(req),
    level: npc.botLevel,
  });
  l.play.state = { ...l.play.state, duelSession: created.row.id };
  return { result: accepted, duel: { sessionId: created.row.id, token: created.token } };
}

/**
 * Applies the finished duel's outcome, read from the engine's state in the session (under the
 * session's lock). A duel whose session is gone (deleted, expired) is called off: the offer stands.
 */
async function finishDuel(d: CampaignPlayDeps, l: Loaded): Promise<PlayResult> {
  const id = l.play.state.duelSession;
  if (l.play.state.stage !== 'dueling' || !id) return { ok: false, error: 'No duel is being played.' };
  let state: DuelState | null;
  try {
    state = await d.route.manager.withSession(id, (s) => s.state);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
    state = null;
  }
  const r = state ? l.play.finishFromState(assertOver(state)) : l.play.cancel('its duel was deleted before it ended.');
  if (r.ok) l.play.state = { ...l.play.state, duelSession: null };
  return r;
}

function assertOver(state: DuelState): DuelState {
  if (!state.result) throw conflict('DUEL_NOT_OVER', 'The duel is still being played: finish it (or concede) first.');
  return state;
}

async function step(d: CampaignPlayDeps, l: Loaded, s: PlayStep, req: Request): Promise<{ result: PlayResult; duel: { sessionId: string; token: string } | null }> {
  const p = l.play;
  switch (s.action) {
    case 'arrive':
      return { result: await p.arrive(), duel: null };
    case 'next':
      return { result: await p.next(), duel: null };
    case 'rest':
      return { result: p.rest(s.kind), duel: null };
    case 'say':
      return { result: await p.say(s.text), duel: null };
    case 'use':
      return { result: await p.useMagic(s.card, s.purpose), duel: null };
    case 'accept':
      return startDuel(d, l, req);
    case 'finish':
      return { result: await finishDuel(d, l), duel: null };
  }
}

export function campaignPlayRouter(d: CampaignPlayDeps): Router {
  const router = express.Router();
  router.post('/mages/:id/campaigns', d.route.json.small, (req: Request, res: Response) => createCampaign(d, req, res));
  router.get('/campaigns/:id/play', (req: Request, res: Response) => {
    const l = load(d, req);
    res.json(campaignView(l.stored.id, l.play));
  });
  router.post('/campaigns/:id/play', d.route.json.small, async (req: Request, res: Response) => {
    const s = parse(playStepSchema, req.body, 'step');
    const l = load(d, req);
    const { result, duel } = await step(d, l, s, req);
    // A step the campaign's stage or the sheet does not allow now (the step itself was well formed).
    if (!result.ok) throw conflict('CAMPAIGN_STEP', result.error);
    save(d, l, result);
    res.json({ ...campaignView(l.stored.id, l.play), said: result.said, duel });
  });
  return router;
}

