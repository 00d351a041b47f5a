/**
 * What a Game Master (the offline templates or a language model) gives the campaign: words
 * only. Narration, the duel it proposes (which the campaign checks against the scene) and,
 * when the player uses Magic outside combat, a "Freedom of the Game" ruling, always marked
 * as the Game Master's own ruling and never an engine rule. Nothing here reaches a duel's
 * state: duels are played by the engine alone.
 */
import { z } from 'zod';
import type { CampaignState } from './state.js';
import type { Mage } from '../sheet.js';
import type { CampaignScript, NpcSheet, Scene } from './script.js';

export const RULING_BY = 'game-master' as const;

export const gmRulingSchema = z.object({
  /** The Magic the player used, by name. */
  card: z.string().min(1).max(100),
  /** Whether its name or flavour can do what the player asked, in the Game Master's judgement. */
  allowed: z.boolean(),
  /** What happens in the story, in one or two sentences. */
  effect: z.string().min(1).max(600),
  /** Always the Game Master's ruling (001, "Freedom of the Game"), never a rule of the engine. */
  by: z.literal(RULING_BY),
});
export type GmRuling = z.infer<typeof gmRulingSchema>;

export const gmTurnSchema = z.object({
  narration: z.string().min(1).max(1500),
  /** The non-player mage the Game Master challenges the player with, or null. */
  proposedDuel: z.object({ npcId: z.string().min(1).max(40), why: z.string().min(1).max(300) }).nullable(),
  ruling: gmRulingSchema.nullable(),
});
export type GmTurn = z.infer<typeof gmTurnSchema>;

/** What the Game Master is told: the scene, the mage as the table sees them, the log's tail. */
export interface GmContext {
  state: CampaignState;
  script: CampaignScript;
  scene: Scene;
  mage: Mage;
  /** The non-player mage of the scene's duel, if it has one. */
  npc: NpcSheet | null;
}

/** The player's action outside combat that asks for a ruling: Magic used by name, for a purpose. */
export interface MagicUse {
  card: string;
  /** The passcode, when the mage has the card available (the campaign checks). */
  passcode: number | null;
  /** The card's printed words (effect or flavour text), as the Game Master may read them. */
  cardText: string;
  purpose: string;
}

export interface GameMaster {
  /** Says who narrates (the offline templates or a named model). */
  describe(): string;
  /** Narrates the scene as the mage arrives; proposes the scene's duel when it has one. */
  narrateScene(ctx: GmContext): Promise<GmTurn>;
  /** Answers the player's words between duels (a question, an action, Magic used). */
  respond(ctx: GmContext, said: string, use: MagicUse | null): Promise<GmTurn>;
}
