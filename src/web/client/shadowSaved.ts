/**
 * What the browser keeps of the Shadow Games in localStorage: each mage it created (id,
 * token, name: the token is the only key to a mage and its campaigns) and, for a campaign
 * duel, which campaign it belongs to (so the duel screen can lead back to it).
 */
import { read, write } from './saved.js';

export interface SavedMage {
  id: string;
  token: string;
  name: string;
}

export interface CampaignDuel {
  sessionId: string;
  campaignId: string;
  mageId: string;
}

const MAGES_KEY = 'duel-companion.mages';
const DUELS_KEY = 'duel-companion.campaign-duels';

const isMage = (v: unknown): v is SavedMage => !!v && typeof v === 'object' && typeof (v as SavedMage).id === 'string' && typeof (v as SavedMage).token === 'string';
const isDuel = (v: unknown): v is CampaignDuel => !!v && typeof v === 'object' && typeof (v as CampaignDuel).sessionId === 'string' && typeof (v as CampaignDuel).campaignId === 'string';

export const shadowSaved = {
  mages(): SavedMage[] {
    return read(MAGES_KEY, isMage);
  },
  mage(id: string): SavedMage | undefined {
    return this.mages().find((m) => m.id === id);
  },
  addMage(m: SavedMage): void {
    write(MAGES_KEY, [m, ...this.mages().filter((x) => x.id !== m.id)]);
  },
  forgetMage(id: string): void {
    write(MAGES_KEY, this.mages().filter((m) => m.id !== id));
  },
  addDuel(d: CampaignDuel): void {
    write(DUELS_KEY, [d, ...read(DUELS_KEY, isDuel).filter((x) => x.sessionId !== d.sessionId)].slice(0, 200));
  },
  duelOf(sessionId: string): CampaignDuel | undefined {
    return read(DUELS_KEY, isDuel).find((d) => d.sessionId === sessionId);
  },
};
