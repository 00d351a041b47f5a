/**
 * A campaign duel as the engine plays it: the `shadow-games` format, the player's mage on
 * side 0 and the non-player mage on side 1, each with the Magic they have available (built
 * Deck of Magic and Extra Magic minus what is spent), their sheets as ShadowCombatants and a
 * seed derived from the campaign's. The duel itself runs through the same DuelSession as any
 * other chat duel; the non-player mage speaks through a persona built from their sheet.
 */
import type { CardDb } from '../../cards/cardDb.js';
import type { DuelConfig } from '../../engine/types.js';
import { personaFromCard, type Persona } from '../../llm/persona.js';
import { availableMagic, toCombatant, type Mage } from '../sheet.js';
import { pendingOpponent } from './machine.js';
import { npcMage } from './npcs.js';
import type { CampaignBook, NpcSheet } from './script.js';
import type { CampaignState } from './state.js';

export const SHADOW_FORMAT = 'shadow-games' as const;

export type CampaignDuel = { ok: true; config: DuelConfig; npc: NpcSheet; opponent: Mage } | { ok: false; error: string };

/** The seed of the campaign's n-th duel (1-based): replayable from the campaign alone. */
export function duelSeed(state: CampaignState): string {
  return `${state.seed}/duel-${state.duelsFought}`;
}

/** The config of the duel being played (stage `dueling`, after acceptDuel). */
export function campaignDuelConfig(book: CampaignBook, state: CampaignState, mage: Mage, db: CardDb): CampaignDuel {
  if (state.stage !== 'dueling') return { ok: false, error: 'No duel has been accepted.' };
  const npc = pendingOpponent(book, state);
  if (!npc) return { ok: false, error: 'The scene has no duel.' };
  const mine = availableMagic(mage);
  if (mine.main.length === 0) return { ok: false, error: `${mage.name} has no Magic left in the Deck of Magic: rest first.` };
  const opponent = npcMage(npc, db);
  const theirs = availableMagic(opponent);
  const config: DuelConfig = {
    format: SHADOW_FORMAT,
    seed: duelSeed(state),
    decks: [mine, theirs],
    mages: [toCombatant(mage), toCombatant(opponent)],
    firstPlayer: 'coin',
  };
  return { ok: true, config, npc, opponent };
}

/** The non-player mage as the duel's bot persona (their own greeting; the voice is the offline one's). */
export function npcPersona(npc: NpcSheet): Persona {
  const r = personaFromCard({
    name: npc.name,
    description: `A mage of the Shadow Games, Star Level ${npc.starLevel}.`,
    personality: 'Proud, sharp-tongued, fair in a duel.',
    scenario: 'A Shadow Game between two mages.',
    first_mes: npc.greeting,
    mes_example: '',
  });
  if (!r.ok) throw new Error(`persona for ${npc.id}: ${r.error}`);
  return r.persona;
}
