/**
 * The move prompts (one move, or a plan for the turn), laid out for prompt caching: the
 * system message is the static prefix — persona, instructions, the text of the bot's own
 * deck, then the text of the opponent's cards already seen (appended in the order first
 * seen, so earlier calls' prefix stays byte-identical) — and the user message holds what
 * changes: the decision, the board, the chain, the attack, recent events and the options.
 *
 * Only the bot's DuelView, its own decklist and the engine's options go in, so no prompt
 * can hold a card the bot may not know.
 */
import type { Option } from '../engine/types.js';
import type { DuelView } from '../engine/view.js';
import { deckGlossary, glossary, type CardTextSource } from './cardText.js';

export { SeenCards } from './cardText.js';
import { compactBoard } from './compactBoard.js';
import { personaSystem } from './narrator.js';
import { personaCharName, type Persona } from './persona.js';
import { attackLine, cardTextLines, chainLines, decisionText, optionList } from './situation.js';
import { fillTemplate, loadPrompt } from './template.js';
import type { ChatMessage } from './types.js';

export interface MovePromptInput {
  /** The bot's view: the only picture of the duel the prompt gets. */
  view: DuelView;
  /** The engine's options for the bot's pending decision. */
  options: readonly Option[];
  /** Recent events as the bot saw them (its own event lines), oldest first. */
  recentEvents: readonly string[];
  persona: Persona;
  /** What the user is called in the prompt (default "your opponent"). */
  userName?: string;
  /** Card text (our own words); without it the prompt has names and stats only. */
  cards?: CardTextSource;
  /** The bot's own decklist (Main and Extra Deck passcodes): its text goes in the static prefix. */
  deck?: readonly number[];
  /** The opponent's cards the bot has seen, in the order first seen (see `SeenCards`). */
  seenCards?: readonly number[];
}

/** How many recent event lines a move prompt shows. */
export const MOVE_PROMPT_EVENTS = 8;

const userNameOf = (input: { userName?: string }): string => input.userName ?? 'your opponent';

/** The static prefix: byte-identical for every move call of a duel until a new card is seen. */
export function moveSystemPrompt(input: Pick<MovePromptInput, 'persona' | 'userName' | 'cards' | 'deck' | 'seenCards'>): string {
  const user = userNameOf(input);
  const char = personaCharName(input.persona);
  const parts = [
    personaSystem(input.persona, { user, detail: 'brief' }),
    fillTemplate(loadPrompt('move-instructions'), { user, char }).trim(),
  ];
  const deck = deckGlossary(input.cards, input.deck ?? []);
  if (deck.length) parts.push(`Cards in your deck:\n${deck.join('\n')}`);
  const seen = glossary(input.cards, (input.seenCards ?? []).filter((p) => !(input.deck ?? []).includes(p)));
  if (seen.length) parts.push(`Cards of ${user} you have seen:\n${seen.join('\n')}`);
  return parts.join('\n\n');
}

/** Chain, attack in progress and the text of cards in play that the prefix does not hold. */
function situationBlock(input: MovePromptInput): string {
  const user = userNameOf(input);
  const known = new Set<number>([...(input.deck ?? []), ...(input.seenCards ?? [])]);
  const blocks: string[] = [];
  const chain = chainLines(input.view, user);
  if (chain.length) blocks.push(`Chain (Chain Link 1 first; it resolves last link first):\n${chain.join('\n')}`);
  const attack = attackLine(input.view, user);
  if (attack) blocks.push(`Attack in progress: ${attack}`);
  const texts = cardTextLines(input.view, input.cards, known);
  if (texts.length) blocks.push(`Text of other cards in play:\n${texts.join('\n')}`);
  return blocks.length ? `\n${blocks.join('\n\n')}\n` : '';
}

function commonVars(input: MovePromptInput, optionLines: readonly string[]): Record<string, string> {
  const user = userNameOf(input);
  const events = input.recentEvents.slice(-MOVE_PROMPT_EVENTS);
  return {
    user,
    decision: decisionText(input.view, user),
    board: compactBoard(input.view, { labels: { you: `You (${personaCharName(input.persona)})`, opponent: user } }),
    situation: situationBlock(input),
    events: events.length ? events.map((e) => `- ${e}`).join('\n') : '- (none)',
    options: optionLines.join('\n'),
  };
}

/** The options the model is shown, with their consequences, and the ids it may answer. */
export function moveOptions(input: MovePromptInput): { lines: string[]; ids: string[] } {
  return optionList(input.view, input.options, input.cards, userNameOf(input));
}

/** Messages for one move: static prefix as the system message, the situation as the user's. */
export function moveMessages(input: MovePromptInput, optionLines: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: moveSystemPrompt(input) },
    { role: 'user', content: fillTemplate(loadPrompt('move-chooser'), commonVars(input, optionLines)) },
  ];
}

/** Messages for a turn plan: the same static prefix, then the situation and the later steps. */
export function planMessages(input: MovePromptInput, optionLines: readonly string[], laterLines: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: moveSystemPrompt(input) },
    {
      role: 'user',
      content: fillTemplate(loadPrompt('turn-plan'), { ...commonVars(input, optionLines), later: laterLines.length ? laterLines.join('\n') : '- (none)' }),
    },
  ];
}
