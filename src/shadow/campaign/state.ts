/**
 * The campaign's saved state: where the story is, what is pending and the campaign log.
 * Plain JSON checked by zod, so the store and the HTTP API can keep it as it is. The mage
 * is not in here: the mage's sheet is its own record (src/shadow/sheet.ts); a campaign
 * belongs to one mage and changes it only through the transitions in machine.ts.
 */
import { z } from 'zod';
import { settingSchema } from './script.js';

export const LOG_KINDS = ['intro', 'scene', 'gm', 'player', 'ruling', 'duel', 'outcome', 'xp', 'level-up', 'rest', 'magic'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export const logEntrySchema = z.object({
  kind: z.enum(LOG_KINDS),
  /** The scene it happened in. */
  scene: z.string().max(100),
  text: z.string().min(1).max(3000),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/**
 * - `arriving`: the scene has not been narrated yet (enterScene does it);
 * - `quest`: a scene without a duel was narrated; its task waits for the player (words to the
 *   Game Master, or Magic the Game Master rules works), and its quest XP comes with that deed,
 *   not with arriving;
 * - `duel-offered`: the Game Master proposed the scene's duel; the player may accept it, or
 *   rest, talk and use Magic first (after a lost duel the offer stands again);
 * - `dueling`: a duel is being played (nothing else happens until its outcome comes back);
 * - `scene-done`: the scene's quest is done; the player may rest, talk, or move on;
 * - `finished`: the last scene is done.
 */
export const STAGES = ['arriving', 'quest', 'duel-offered', 'dueling', 'scene-done', 'finished'] as const;
export type Stage = (typeof STAGES)[number];

/** Entries kept: the oldest go first past this (a campaign of a few scenes never gets near). */
export const LOG_MAX = 1000;

export const campaignStateSchema = z.object({
  version: z.literal(1),
  setting: settingSchema,
  /** The seed every duel of the campaign derives its own from (with `duelsFought`). */
  seed: z.string().min(1).max(200),
  sceneIndex: z.number().int().min(0),
  stage: z.enum(STAGES),
  /** Duels started so far (each gets its own seed). */
  duelsFought: z.number().int().min(0),
  /** Ids of the non-player mages beaten. */
  beaten: z.array(z.string()),
  /** Ids of the scenes whose quest XP was given. */
  questsDone: z.array(z.string()),
  log: z.array(logEntrySchema).max(LOG_MAX),
  /** The chat session playing the current duel, when it is played on the service (the page). */
  duelSession: z.string().min(1).max(100).nullable().optional(),
});
export type CampaignState = z.infer<typeof campaignStateSchema>;

export function newCampaign(setting: CampaignState['setting'], seed: string): CampaignState {
  return { version: 1, setting, seed, sceneIndex: 0, stage: 'arriving', duelsFought: 0, beaten: [], questsDone: [], log: [] };
}

export function withLog(state: CampaignState, entries: readonly LogEntry[]): CampaignState {
  const log = [...state.log, ...entries];
  return { ...state, log: log.length > LOG_MAX ? log.slice(log.length - LOG_MAX) : log };
}
