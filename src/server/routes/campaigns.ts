/**
 * A mage's campaign records over HTTP (read-only here: the campaign logic in
 * src/shadow/campaign writes them through MageStore, so a client cannot write XP or a
 * campaign state of its own). The mage's token opens its campaigns.
 *
 *   GET    /mages/:id/campaigns          the mage's campaigns
 *   GET    /campaigns/:cid               one campaign's state
 *   GET    /campaigns/:cid/log           ?after=N&limit=M  its log, oldest first
 *   DELETE /campaigns/:cid
 */
import express, { type Request, type Response, type Router } from 'express';
import { MageStore, type StoredCampaign } from '../../store/mageStore.js';
import { notFound } from '../errors.js';
import type { RouteDeps } from '../http.js';
import { CAMPAIGN_ID, logQuerySchema } from '../mageInputs.js';
import { parse } from '../schemas.js';
import { authorizeMage, mageStoreError } from './mages.js';

/** A campaign record as sent: its state without the seed (the campaign's duels deal their hidden cards from it). */
function describeCampaign(c: StoredCampaign) {
  const { seed: _secret, ...state } = c.state;
  return { id: c.id, mageId: c.mageId, setting: c.setting, version: c.version, state, createdAt: c.createdAt, updatedAt: c.updatedAt };
}

export function campaignsRouter(deps: RouteDeps): Router {
  const mages = new MageStore(deps.store.db);
  const router = express.Router();

  /** The campaign of `cid` when the token presented opens its mage; an unknown campaign gets the same 404. */
  const campaignOf = (req: Request, res: Response): StoredCampaign => {
    const cid = String(req.params.cid ?? '');
    let campaign: StoredCampaign | null = null;
    try {
      campaign = CAMPAIGN_ID.test(cid) ? mages.getCampaign(cid) : null;
    } catch (err) {
      throw mageStoreError(err);
    }
    // The token check runs either way, so a miss costs the same as a wrong token.
    try {
      authorizeMage(mages, req, res, campaign?.mageId ?? 'm_0000000000000000');
    } catch {
      throw notFound('No campaign with that id opens with the token sent (its mage\'s token, as "Authorization: Bearer <token>").');
    }
    return campaign!;
  };

  router.get('/mages/:id/campaigns', (req, res) => {
    const mage = authorizeMage(mages, req, res, String(req.params.id ?? ''));
    try {
      res.json({ campaigns: mages.listCampaigns(mage.id).map(describeCampaign) });
    } catch (err) {
      throw mageStoreError(err);
    }
  });
  router.get('/campaigns/:cid', (req, res) => {
    res.json(describeCampaign(campaignOf(req, res)));
  });
  router.get('/campaigns/:cid/log', (req, res) => {
    const campaign = campaignOf(req, res);
    const q = parse(logQuerySchema, req.query, 'log query');
    res.json({ campaignId: campaign.id, entries: mages.log(campaign.id, q.after, Math.min(q.limit, 1000)) });
  });
  router.delete('/campaigns/:cid', (req, res) => {
    const campaign = campaignOf(req, res);
    mages.deleteCampaign(campaign.id);
    res.json({ deleted: campaign.id });
  });
  return router;
}
