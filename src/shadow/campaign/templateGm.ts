/**
 * The offline Game Master: the campaign's own words (data/shadow/campaigns.json), the
 * non-player mages' lines (data/shadow/npcs.json) and the Freedom of the Game table
 * (freedom.ts). Deterministic, no model. It does not pretend to understand free talk: it
 * says where the mage is and what can be done.
 */
import { offlineRuling } from './freedom.js';
import type { GameMaster, GmContext, GmTurn, MagicUse } from './gmTypes.js';
import { fillMage } from './script.js';

export function sceneNarration(ctx: GmContext): string {
  const parts = [fillMage(ctx.scene.text, ctx.mage.name)];
  if (ctx.npc) parts.push(`${ctx.npc.name} steps forward: "${ctx.npc.greeting}"`);
  if (ctx.scene.hint) parts.push(`(Game Master's hint: ${ctx.scene.hint})`);
  return parts.join(' ');
}

/** What the mage can do now, as the offline Game Master says it. */
export function choicesLine(ctx: GmContext): string {
  const { state, npc } = ctx;
  if (state.stage === 'duel-offered' && npc) return `${npc.name} waits for your answer: accept the duel, rest first, or use a Magic by name.`;
  if (state.stage === 'quest') return `The task here: ${ctx.scene.questFor}. Say what ${ctx.mage.name} does, or use a Magic by name.`;
  if (state.stage === 'scene-done') return 'This part of the story is done: rest, use a Magic by name, or move on.';
  if (state.stage === 'finished') return 'The campaign is over; your mage keeps everything they earned.';
  return 'The story waits for you.';
}

export class TemplateGameMaster implements GameMaster {
  describe(): string {
    return 'offline Game Master (templates)';
  }

  narrateScene(ctx: GmContext): Promise<GmTurn> {
    const proposedDuel = ctx.npc ? { npcId: ctx.npc.id, why: ctx.scene.stakes ?? ctx.scene.questFor } : null;
    return Promise.resolve({ narration: sceneNarration(ctx), proposedDuel, ruling: null });
  }

  respond(ctx: GmContext, _said: string, use: MagicUse | null): Promise<GmTurn> {
    if (!use && ctx.state.stage === 'quest') {
      // It does not understand the words; it takes them as the mage's attempt at the task.
      return Promise.resolve({ narration: `${ctx.mage.name} sets about it, and it works out: ${ctx.scene.questFor}.`, proposedDuel: null, ruling: null });
    }
    if (!use) {
      const narration = `You are at "${ctx.scene.title}". ${choicesLine(ctx)}`;
      return Promise.resolve({ narration, proposedDuel: null, ruling: null });
    }
    const ruling = offlineRuling(use);
    const narration = ruling.allowed
      ? `${ctx.mage.name} calls on ${use.card}.`
      : `${ctx.mage.name} calls on ${use.card}, but the Magic finds nothing to take hold of.`;
    return Promise.resolve({ narration, proposedDuel: null, ruling });
  }
}
