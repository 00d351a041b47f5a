/**
 * Playing a campaign over HTTP (the page's campaign view), with the mage's token (the same
 * header rules as sessions: `Authorization: Bearer` or `X-Session-Token`):
 * - GET  /campaigns/:id/play   the campaign as the page shows it: scene, stage, opponent, log, sheet;
 * - POST /campaigns/:id/play   one step: `{ "action": "arrive" | "next" | "accept" | "finish" }`,
 *   `{ "action": "rest", "kind": "full" | "half" }`, `{ "action": "say", "text": "..." }`,
 *   `{ "action": "use", "card": "...", "purpose": "..." }`.
 * `accept` starts the duel as a chat session (the engine, `shadow-games` format) and returns its
 * id and token for the duel screen; `finish` reads that session's final state and applies the
 * engine's combat outcome (the page never reports a result itself). Mages and campaigns are
 * created and listed by the mage routes (routes/mages.ts); every step saves the sheet, the
 * campaign and its log in one transaction (MageStore.commit).
 */
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { npcPersona } from '../../shadow/campaign/duel.js';
import type { GameMaster } from '../../shadow/campaign/gmTypes.js';
import { CampaignPlay, type PlayResult } from '../../shadow/campaign/play.js';
import { loadCampaignBook, settingSchema } from '../../shadow/campaign/script.js';
import { campaignStateSchema, newCampaign, type CampaignState } from '../../shadow/campaign/state.js';
import { MageConflictError, type MageStore, type StoredCampaign, type StoredMage } from '../../store/mageStore.js';
import { presentedTokens, tokenMatches } from '../auth.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { RouteDeps } from '../http.js';
import { clientKey } from '../rateLimit.js';
import { parse } from '../schemas.js';
import { campaignView } from './campaignView.js';

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
  const stored = d.mages.getCampaign(String(req.params['id']));
  const mage = stored ? d.mages.getMage(stored.mageId) : null;
  if (!stored || !mage || !presentedTokens(req).some((t) => tokenMatches(t, mage.tokenHash))) throw notFound('No such campaign.');
  // A campaign created by the mage routes starts with an empty state: the story begins here.
  const state: CampaignState =
    Object.keys(stored.state).length === 0 ? newCampaign(settingSchema.parse(stored.setting), stored.id) : campaignStateSchema.parse(stored.state);
  return { stored, mage, play: new CampaignPlay(loadCampaignBook(), d.route.manager.cards, d.gm, state, mage.mage) };
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

/** Applies the finished duel's outcome, read from the engine's state in the session. */
function finishDuel(d: CampaignPlayDeps, l: Loaded): PlayResult {
  const id = l.play.state.duelSession;
  if (l.play.state.stage !== 'dueling' || !id) return { ok: false, error: 'No duel is being played.' };
  const state = d.route.manager.session(id).state;
  if (!state.result) throw conflict('DUEL_NOT_OVER', 'The duel is still being played: finish it (or concede) first.');
  const r = l.play.finishFromState(state);
  if (r.ok) l.play.state = { ...l.play.state, duelSession: null };
  return r;
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
      return { result: finishDuel(d, l), duel: null };
  }
}

export function campaignPlayRouter(d: CampaignPlayDeps): Router {
  const router = express.Router();
  router.get('/campaigns/:id/play', (req: Request, res: Response) => {
    const l = load(d, req);
    res.json(campaignView(l.stored.id, l.play));
  });
  router.post('/campaigns/:id/play', d.route.json.small, async (req: Request, res: Response) => {
    const s = parse(playStepSchema, req.body, 'step');
    const l = load(d, req);
    const { result, duel } = await step(d, l, s, req);
    if (!result.ok) throw badRequest('CAMPAIGN_STEP', result.error);
    save(d, l, result);
    res.json({ ...campaignView(l.stored.id, l.play), said: result.said, duel });
  });
  return router;
}

