/**
 * The Shadow Games calls of the page: mage creation and its choices, a mage's campaigns, and
 * a campaign's steps (routes/mages.ts, routes/campaignPlay.ts). The mage's token opens both.
 */
import { call } from './api.js';

export interface CreationOffer {
  points: number;
  scoreMin: number;
  scoreMax: number;
  paths: { id: string; name: string; summary: string }[];
  starters: { id: string; name: string; summary: string; cards: { name: string; copies: number }[] }[];
  settings: { id: string; name: string; title: string }[];
}

export interface SheetView {
  name: string;
  level: number;
  xp: number;
  nextLevelXp: number | null;
  starLevel: number;
  body: number;
  mind: number;
  power: number;
  paths: string[];
  unspentScorePoints: number;
  unspentPathRanks: number;
  lp: number;
  normalLp: number;
  lpCap: number;
  lpRegen: number;
  unconscious: boolean;
  magicPoints: string[];
  halfRestsToday: number;
  halfRestsLeft: number;
  halfRestReturns: number;
  library: { limit: number; cards: string[] };
  deckOfMagic: { max: number; built: number; ready: string[] };
  extraMagic: { limit: number; built: number; ready: string[] };
  graveyard: string[];
  beyond: string[];
}

export interface CampaignLogEntry {
  kind: string;
  scene: string;
  text: string;
}

export interface CampaignView {
  id: string;
  setting: string;
  title: string;
  scene: { index: number; count: number; title: string };
  stage: 'arriving' | 'quest' | 'duel-offered' | 'dueling' | 'scene-done' | 'finished';
  opponent: { id: string; name: string; level: number; starLevel: number; body: number; mind: number; power: number; normalLp: number; deckOfMagic: number; extraMagic: number; greeting: string } | null;
  can: { next: boolean; accept: boolean; finish: boolean; rest: boolean; say: boolean; use: boolean };
  duelSession: string | null;
  log: CampaignLogEntry[];
  sheet: SheetView;
  said?: CampaignLogEntry[];
  duel?: { sessionId: string; token: string } | null;
}

export interface CreatedMage {
  id: string;
  token: string;
  sheet: { name: string };
}

export type PlayStep =
  | { action: 'arrive' | 'next' | 'accept' | 'finish' }
  | { action: 'rest'; kind: 'full' | 'half' }
  | { action: 'say'; text: string }
  | { action: 'use'; card: string; purpose: string };

const enc = encodeURIComponent;

export const shadowApi = {
  creation: (): Promise<CreationOffer> => call('GET', '/api/mages/creation', null),
  createMage: (body: { name: string; body: number; mind: number; power: number; path: string; starter: string }): Promise<CreatedMage> => call('POST', '/api/mages', null, body),
  mages: (tokens: readonly string[]): Promise<{ mages: { id: string; sheet: { name: string; level: number; xp: number; lp: number } }[] }> => call('GET', '/api/mages', tokens),
  campaigns: (mageId: string, token: string): Promise<{ campaigns: { id: string; setting: string; state: { stage?: string; sceneIndex?: number } }[] }> =>
    call('GET', `/api/mages/${enc(mageId)}/campaigns`, token),
  startCampaign: (mageId: string, token: string, setting: string): Promise<CampaignView> => call('POST', `/api/mages/${enc(mageId)}/campaigns`, token, { setting }),
  campaign: (id: string, token: string): Promise<CampaignView> => call('GET', `/api/campaigns/${enc(id)}/play`, token),
  step: (id: string, token: string, step: PlayStep): Promise<CampaignView> => call('POST', `/api/campaigns/${enc(id)}/play`, token, step),
};
