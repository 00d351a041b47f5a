/**
 * The offline Game Master's material: the three short campaigns (data/shadow/campaigns.json)
 * and the non-player mages they pit against the player (data/shadow/npcs.json). Both files
 * are checked with zod when read; a broken file stops the campaign with the problem named.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PLAY_LEVELS } from '../../bot/levels.js';

export const SETTINGS = ['egypt', 'battle-city', 'duel-academy'] as const;
export type SettingId = (typeof SETTINGS)[number];
export const settingSchema = z.enum(SETTINGS);

export const SETTING_NAMES: Record<SettingId, string> = {
  egypt: 'Ancient Egypt',
  'battle-city': 'Battle City',
  'duel-academy': 'Duel Academy',
};

const text = z.string().min(1).max(1000);

export const sceneSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(100),
  text,
  /** The non-player mage the Game Master proposes a duel against here; absent: no duel. */
  duel: z.string().min(1).optional(),
  /** What the duel is for, in the story. */
  stakes: z.string().min(1).max(200).optional(),
  /** XP for the scene's quest, given when the scene is done (after winning its duel, if it has one). */
  questXp: z.number().int().min(0).max(5000),
  questFor: z.string().min(1).max(200),
  /** A nudge toward a Freedom of the Game use of Magic (said by the Game Master, decides nothing). */
  hint: z.string().min(1).max(300).optional(),
});
export type Scene = z.infer<typeof sceneSchema>;

export const campaignScriptSchema = z.object({
  setting: settingSchema,
  title: z.string().min(1).max(100),
  intro: text,
  scenes: z.array(sceneSchema).min(1).max(20),
});
export type CampaignScript = z.infer<typeof campaignScriptSchema>;

const campaignsFileSchema = z.object({ about: z.string(), campaigns: z.array(campaignScriptSchema) });

export const npcSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(80),
  setting: settingSchema,
  body: z.number().int().min(0).max(20),
  mind: z.number().int().min(0).max(20),
  power: z.number().int().min(0).max(20),
  level: z.number().int().min(1).max(20),
  starLevel: z.number().int().min(1).max(12),
  /** How well the engine's bot plays this mage's side (the first opponent of a campaign plays easy). */
  botLevel: z.enum(PLAY_LEVELS),
  greeting: z.string().min(1).max(300),
  onWin: z.string().min(1).max(300),
  onLoss: z.string().min(1).max(300),
  /** The Deck of Magic by card name and copies (names resolve through the card database). */
  deck: z.array(z.tuple([z.string().min(1), z.number().int().min(1).max(3)])).min(1),
  extra: z.array(z.tuple([z.string().min(1), z.number().int().min(1).max(3)])).optional(),
});
export type NpcSheet = z.infer<typeof npcSchema>;

const npcsFileSchema = z.object({ about: z.string(), npcs: z.array(npcSchema) });

const DATA = new URL('../../../data/shadow/', import.meta.url);

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, DATA), 'utf8')) as unknown;
}

/** Checks that every scene's duel names a known non-player mage of the same setting. */
function crossCheck(campaigns: readonly CampaignScript[], npcs: readonly NpcSheet[]): void {
  for (const c of campaigns) {
    for (const s of c.scenes) {
      if (!s.duel) continue;
      const npc = npcs.find((n) => n.id === s.duel);
      if (!npc) throw new Error(`data/shadow/campaigns.json: scene ${c.setting}/${s.id} names an unknown mage "${s.duel}"`);
      if (npc.setting !== c.setting) throw new Error(`data/shadow/campaigns.json: ${npc.id} belongs to ${npc.setting}, not ${c.setting}`);
    }
  }
}

export interface CampaignBook {
  campaigns: readonly CampaignScript[];
  npcs: readonly NpcSheet[];
}

let cached: CampaignBook | undefined;

/** The campaigns and mages as shipped (read once). */
export function loadCampaignBook(): CampaignBook {
  if (cached) return cached;
  const campaigns = campaignsFileSchema.parse(readJson('campaigns.json')).campaigns;
  const npcs = npcsFileSchema.parse(readJson('npcs.json')).npcs;
  crossCheck(campaigns, npcs);
  for (const id of SETTINGS) {
    if (!campaigns.some((c) => c.setting === id)) throw new Error(`data/shadow/campaigns.json has no campaign for ${id}`);
  }
  cached = { campaigns, npcs };
  return cached;
}

export function scriptFor(book: CampaignBook, setting: SettingId): CampaignScript {
  const script = book.campaigns.find((c) => c.setting === setting);
  if (!script) throw new Error(`no campaign for ${setting}`);
  return script;
}

export function npcById(book: CampaignBook, id: string): NpcSheet | undefined {
  return book.npcs.find((n) => n.id === id);
}

/** "{{mage}}" filled with the mage's name (the only placeholder the scripts use). */
export function fillMage(textWithPlaceholder: string, mageName: string): string {
  return textWithPlaceholder.replace(/\{\{\s*mage\s*\}\}/g, mageName);
}
