/**
 * The model Game Master: one structured call per scene narrated and one per thing the player
 * says or does between duels (never during a duel), with prompts/shadow-gm.md as the system
 * prompt and prompts/shadow-gm-input.md filled with the scene, the mage and the log's tail.
 * The answer is checked with zod: the proposed duel may only name the scene's own opponent,
 * and a ruling is always the Game Master's. When a call fails, the offline Game Master
 * answers instead, so a campaign never stops on the model.
 */
import { z } from 'zod';
import { fillTemplate, loadPrompt } from '../../llm/template.js';
import type { ChatModel, ModelCallRecord } from '../../llm/types.js';
import { gmRulingSchema, RULING_BY, type GameMaster, type GmContext, type GmTurn, type MagicUse } from './gmTypes.js';
import { SETTING_NAMES } from './script.js';
import { TemplateGameMaster } from './templateGm.js';

/** Log entries the model is shown: enough to keep the story straight, few enough to stay cheap. */
export const LOG_TAIL = 8;

/** The answer's schema for this scene: the duel, if any, can only be the scene's opponent. */
export function gmAnswerSchema(ctx: GmContext): z.ZodType<GmTurn> {
  const duel = ctx.npc ? z.object({ npcId: z.literal(ctx.npc.id), why: z.string().min(1).max(300) }).nullable() : z.null();
  return z.object({ narration: z.string().min(1).max(1500), proposedDuel: duel, ruling: gmRulingSchema.nullable() }).strict() as z.ZodType<GmTurn>;
}

function mageLine(ctx: GmContext): string {
  const m = ctx.mage;
  return `${m.name}, level ${m.level}, ${m.xp} XP, Star Level ${m.starLevel}, ${m.lp} LP, Body ${m.body}, Mind ${m.mind}, Power ${m.power}.`;
}

export function gmMessages(ctx: GmContext, task: string): { role: 'system' | 'user'; content: string }[] {
  const log = ctx.state.log.slice(-LOG_TAIL).map((e) => `- (${e.kind}) ${e.text}`).join('\n') || '- (nothing yet)';
  const opponent = ctx.npc ? `${ctx.npc.name} (id "${ctx.npc.id}", Star Level ${ctx.npc.starLevel}), who says: "${ctx.npc.greeting}"` : 'none.';
  const user = fillTemplate(loadPrompt('shadow-gm-input'), {
    setting: SETTING_NAMES[ctx.script.setting],
    title: ctx.script.title,
    sceneTitle: ctx.scene.title,
    sceneText: ctx.scene.text.replace(/\{\{\s*mage\s*\}\}/g, ctx.mage.name),
    opponent,
    mage: mageLine(ctx),
    log,
    task,
  });
  return [
    { role: 'system', content: loadPrompt('shadow-gm') },
    { role: 'user', content: user },
  ];
}

function useTask(ctx: GmContext, said: string, use: MagicUse | null): string {
  // In a scene without a duel the player's words are their attempt at its task, which succeeds (the campaign gives its XP).
  const task = ctx.state.stage === 'quest' && !use ? ` These words are the mage's attempt at the scene's task (${ctx.scene.questFor}): narrate how it succeeds.` : '';
  if (!use) return `The player says: "${said.slice(0, 600)}".${task} Answer as the Game Master; "proposedDuel" and "ruling" are null.`;
  const words = use.cardText ? ` Its words: ${use.cardText.slice(0, 400)}` : '';
  return `The player uses the Magic "${use.card}" outside combat to: "${use.purpose.slice(0, 300)}".${words} Narrate it and give your Freedom of the Game ruling; "proposedDuel" is null.`;
}

const MAX_CALLS_KEPT = 200;

export class ModelGameMaster implements GameMaster {
  readonly calls: ModelCallRecord[] = [];
  private readonly offline = new TemplateGameMaster();

  constructor(private readonly model: ChatModel) {}

  describe(): string {
    return `Game Master: ${this.model.describe()}`;
  }

  private async ask(ctx: GmContext, task: string, fallback: () => Promise<GmTurn>): Promise<GmTurn> {
    const result = await this.model.structured({
      role: 'narration',
      messages: gmMessages(ctx, task),
      schema: gmAnswerSchema(ctx),
      schemaName: 'game_master_turn',
      temperature: 0.8,
    });
    this.calls.push(...result.records);
    // The service keeps one Game Master for every campaign: only the latest calls are kept.
    if (this.calls.length > MAX_CALLS_KEPT) this.calls.splice(0, this.calls.length - MAX_CALLS_KEPT);
    return result.ok ? result.value : fallback();
  }

  narrateScene(ctx: GmContext): Promise<GmTurn> {
    const task = ctx.npc
      ? `Narrate the mage's arrival in this scene and propose the duel against "${ctx.npc.id}".`
      : 'Narrate the mage\'s arrival in this scene; "proposedDuel" and "ruling" are null.';
    return this.ask(ctx, task, () => this.offline.narrateScene(ctx));
  }

  async respond(ctx: GmContext, said: string, use: MagicUse | null): Promise<GmTurn> {
    const turn = await this.ask(ctx, useTask(ctx, said, use), () => this.offline.respond(ctx, said, use));
    // The ruling is about the Magic the campaign checked, and only when one was used.
    const ruling = use && turn.ruling ? { ...turn.ruling, card: use.card, by: RULING_BY } : null;
    return { ...turn, proposedDuel: null, ruling };
  }
}
