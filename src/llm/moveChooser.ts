/**
 * The bot's moves through a language model. The model sees only the bot's VIEW (a compact
 * board), the recent events as the bot saw them, and the engine's legal options with
 * their ids and worked-out consequences; its answer must be one of those ids. Whatever it
 * says, the result is one of the options it was given:
 *
 * - one option: taken without a call (`only-option`);
 * - two or more: ONE structured call whose schema is `z.enum(ids)` plus an optional short
 *   in-character line. The model layer repairs a broken answer once; a choice that still
 *   is not an option gets one more try, then the heuristic bot decides (`heuristic`);
 * - no model, or a failed call (time-out, HTTP error): the heuristic bot.
 */
import { z } from 'zod';
import { createHeuristicBot } from '../bot/heuristic.js';
import type { BotPolicy } from '../bot/types.js';
import { previewAttack, type AttackPreview } from '../engine/text/preview.js';
import type { Option, PlayerId } from '../engine/types.js';
import type { CardView, DuelView } from '../engine/view.js';
import { compactBoard } from './compactBoard.js';
import { personaSystem } from './narrator.js';
import { personaCharName, type Persona } from './persona.js';
import { fillTemplate, loadPrompt } from './template.js';
import type { ChatMessage, ChatModel, ModelCallRecord } from './types.js';

export const MAX_LINE_CHARS = 160;

export interface ChooseMoveInput {
  /** The bot's view: the only picture of the duel the prompt gets. */
  view: DuelView;
  /** The engine's options for the bot's pending decision (never empty). */
  options: readonly Option[];
  /** Recent events as the bot saw them (describeEvent with the bot as viewer), oldest first. */
  recentEvents: readonly string[];
  persona: Persona;
  model: ChatModel | null;
  /** What the user is called in the prompt (default "your opponent"). */
  userName?: string;
  /** Decides when the model cannot (default: the heuristic bot). */
  fallback?: BotPolicy;
  /** Vets the remark before anyone sees it (hidden cards, wrong numbers); false drops it. */
  checkLine?: (line: string, option: Option) => boolean;
  signal?: AbortSignal;
}

export interface ChooseMoveResult {
  option: Option;
  /** The model's short in-character remark, when it gave one that passed `checkLine`. */
  line?: string;
  records: ModelCallRecord[];
  source: 'model' | 'heuristic' | 'only-option';
  /** Why the model's answer was not used. */
  error?: string;
}

const DECISIONS: Record<string, string> = {
  main: 'a Main Phase command',
  battle: 'declare an attack or end the Battle Phase',
  replay: 'the attack target changed: attack again with a new target, attack with another monster, or give up the attack',
  respond: 'respond or pass',
  discard: 'discard a card for the hand size limit',
};

let heuristic: BotPolicy | undefined;
const defaultFallback = (): BotPolicy => (heuristic ??= createHeuristicBot());

function findCard(view: DuelView, id: number): CardView | undefined {
  for (const p of [view.you, view.opponent]) {
    for (const c of p.monsters) if (c?.id === id) return c;
    for (const c of p.hand) if (c.id === id) return c;
  }
  for (const c of view.extraMonsterZones) if (c?.id === id) return c;
  return undefined;
}

/** "destroys Celtic Guardian; opponent takes 300", "your attacker is destroyed; you take 600". */
export function attackConsequence(view: DuelView, p: AttackPreview): string {
  const me: PlayerId = view.viewer;
  const them: PlayerId = me === 0 ? 1 : 0;
  if (p.outcome === 'direct') return `opponent takes ${p.damage[them]} (LP ${view.opponent.lp} → ${Math.max(0, view.opponent.lp - p.damage[them])})`;
  if (!p.known) {
    if (p.ifHidden) return `face-down target: destroyed if its DEF < ${p.ifHidden.destroysIfDefBelow}; if DEF > ${p.ifHidden.bouncesIfDefAbove} you take the difference`;
    return 'outcome unknown (hidden card)';
  }
  const parts: string[] = [];
  const names = p.destroyed.map((id) => (id === p.attacker ? 'your attacker' : findCard(view, id)?.name ?? 'the target'));
  parts.push(names.length ? `destroys ${names.join(' and ')}` : 'nothing destroyed');
  if (p.damage[them] > 0) parts.push(`opponent takes ${p.damage[them]}`);
  if (p.damage[me] > 0) parts.push(`you take ${p.damage[me]}`);
  if (p.damage[them] === 0 && p.damage[me] === 0) parts.push('no damage');
  return parts.join('; ');
}

function consequence(view: DuelView, option: Option): string {
  const a = option.action;
  switch (a.type) {
    case 'attack':
      try {
        return attackConsequence(view, previewAttack(view, a.attacker, a.target));
      } catch {
        return '';
      }
    case 'normal-summon':
    case 'set-monster':
      return a.tributes.length ? 'uses your Normal Summon; the Tributes go to the Graveyard' : 'uses your Normal Summon';
    default:
      return '';
  }
}

/**
 * The options as the prompt lists them. Options that read the same (two copies of one
 * card in hand) are listed once: the first id stands for all of them.
 */
export function optionLines(view: DuelView, options: readonly Option[]): { lines: string[]; ids: string[] } {
  const seen = new Set<string>();
  const lines: string[] = [];
  const ids: string[] = [];
  for (const o of options) {
    if (o.action.type === 'surrender') continue;
    const then = consequence(view, o);
    const text = `${o.label}${then ? ` → ${then}` : ''}`;
    if (seen.has(text)) continue;
    seen.add(text);
    ids.push(o.id);
    lines.push(`${o.id}: ${text}`);
  }
  return { lines, ids };
}

/** The move chooser's messages: persona (brief) as the system message, the situation as the user's. */
export function moveMessages(input: ChooseMoveInput, optionList: readonly string[]): ChatMessage[] {
  const userName = input.userName ?? 'your opponent';
  const events = input.recentEvents.slice(-8);
  const user = fillTemplate(loadPrompt('move-chooser'), {
    user: userName,
    decision: DECISIONS[input.view.pending?.kind ?? ''] ?? input.view.pending?.kind ?? 'a decision',
    board: compactBoard(input.view, { labels: { you: `You (${personaCharName(input.persona)})`, opponent: userName } }),
    events: events.length ? events.map((e) => `- ${e}`).join('\n') : '- (none)',
    options: optionList.join('\n'),
  });
  return [
    { role: 'system', content: personaSystem(input.persona, { user: userName, detail: 'brief' }) },
    { role: 'user', content: user },
  ];
}

export function moveSchema(ids: readonly string[]) {
  return z.object({
    option: z.enum(ids as [string, ...string[]]),
    line: z.string().max(MAX_LINE_CHARS).optional(),
  });
}

function cleanLine(line: string | undefined): string | undefined {
  if (typeof line !== 'string') return undefined;
  const t = line.replace(/\s+/g, ' ').trim().replace(/^["']|["']$/g, '');
  return t === '' ? undefined : t.slice(0, MAX_LINE_CHARS);
}

const FAILED_CALL = new Set(['timeout', 'http-error']);

export async function chooseMove(input: ChooseMoveInput): Promise<ChooseMoveResult> {
  const { options } = input;
  if (options.length === 0) throw new Error('chooseMove: no options to choose from');
  if (options.length === 1) return { option: options[0]!, records: [], source: 'only-option' };

  const fallback = (records: ModelCallRecord[], error?: string): ChooseMoveResult => {
    const picked = (input.fallback ?? defaultFallback()).choose(input.view, options);
    // The fallback is ours, but its answer is checked the same way.
    const option = options.find((o) => o.id === picked.id) ?? options[0]!;
    return { option, records, source: 'heuristic', ...(error !== undefined ? { error } : {}) };
  };
  if (!input.model) return fallback([]);

  const { lines, ids } = optionLines(input.view, options);
  if (ids.length === 0) return fallback([], 'no option can be offered to the model');
  const schema = moveSchema(ids);
  const messages = moveMessages(input, lines);
  const records: ModelCallRecord[] = [];
  let error: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    let result;
    try {
      result = await input.model.structured({
        role: 'moves',
        messages,
        schema,
        schemaName: 'move',
        ...(input.signal ? { signal: input.signal } : {}),
      });
    } catch (err) {
      return fallback(records, err instanceof Error ? err.message : String(err));
    }
    records.push(...result.records);
    if (!result.ok) {
      // The model layer already made its one repair; a failed call is not worth another.
      return fallback(records, result.error);
    }
    // Checked again here: whatever the model layer let through, only listed ids count.
    const parsed = schema.safeParse(result.value);
    const chosen = parsed.success ? options.find((o) => o.id === parsed.data.option) : undefined;
    if (chosen) {
      const line = cleanLine(parsed.success ? parsed.data.line : undefined);
      const keep = line !== undefined && (input.checkLine ? input.checkLine(line, chosen) : true);
      return { option: chosen, records, source: 'model', ...(keep ? { line } : {}) };
    }
    error = `the answer ${JSON.stringify(result.value).slice(0, 80)} is not one of the options`;
    if (records.some((r) => FAILED_CALL.has(r.outcome))) break;
    // One more try with the same prompt (the schema allows only listed ids, so this is a
    // guard against a model layer that let something else through).
  }
  return fallback(records, error);
}
